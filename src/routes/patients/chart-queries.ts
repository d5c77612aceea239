import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/http/api-error';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { patientsApi } from '../../api/patients/patients.api';

/** The cache keys of one patient's chart; everything under `chartKey(id)` belongs to it. */
export const chartKeys = {
  all: (id: string) => ['patients', id] as const,
  patient: (id: string) => ['patients', id, 'record'] as const,
  consents: (id: string) => ['patients', id, 'consents'] as const,
  diagnoses: (id: string) => ['patients', id, 'diagnoses'] as const,
  access: (id: string) => ['patients', id, 'access'] as const,
  sessions: (id: string) => ['patients', id, 'sessions'] as const,
  clinic: ['clinic', 'profile'] as const,
  members: ['clinic', 'members'] as const,
};

/** The HTTP status of a failed read, if the server answered. */
export const statusOfError = (error: unknown) =>
  error instanceof ApiError ? error.status : undefined;

/** The server's reason for a refused change, as it sent it. */
export const detailOfError = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

export const usePatient = (id: string) =>
  useQuery({
    queryKey: chartKeys.patient(id),
    queryFn: () => patientsApi.get(id),
    enabled: id !== '',
  });

export const useClinic = () =>
  useQuery({ queryKey: chartKeys.clinic, queryFn: patientChartApi.clinic, staleTime: 300_000 });

export const useMembers = (enabled = true) =>
  useQuery({ queryKey: chartKeys.members, queryFn: patientChartApi.members, enabled });

export const useConsents = (id: string) =>
  useQuery({ queryKey: chartKeys.consents(id), queryFn: () => patientChartApi.consents(id) });

export const useDiagnoses = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: chartKeys.diagnoses(id),
    queryFn: () => patientChartApi.diagnoses(id),
    enabled,
  });

export const useSessions = (id: string) =>
  useInfiniteQuery({
    queryKey: chartKeys.sessions(id),
    queryFn: ({ pageParam }) => patientChartApi.sessions(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAccessTrail = (id: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: chartKeys.access(id),
    queryFn: ({ pageParam }) => patientChartApi.accessTrail(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
