import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AccessTrailFilter } from '../../../common/contracts/patients.contract';
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
  notes: (id: string) => ['patients', id, 'notes'] as const,
  intakes: (id: string) => ['patients', id, 'intakes'] as const,
  observations: (id: string) => ['patients', id, 'observations'] as const,
  clinic: ['clinic', 'profile'] as const,
  members: ['clinic', 'members'] as const,
};

const patientQuery = (id: string) => ({
  queryKey: chartKeys.patient(id),
  queryFn: () => patientsApi.get(id),
});

export const usePatient = (id: string) => useQuery({ ...patientQuery(id), enabled: id !== '' });

const clinicQuery = {
  queryKey: chartKeys.clinic,
  queryFn: () => patientChartApi.clinic(),
  staleTime: 300_000,
};
const membersQuery = { queryKey: chartKeys.members, queryFn: () => patientChartApi.members() };
const consentsQuery = (id: string) => ({
  queryKey: chartKeys.consents(id),
  queryFn: () => patientChartApi.consents(id),
});
const sessionsQuery = (id: string) => ({
  queryKey: chartKeys.sessions(id),
  queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
    patientChartApi.sessions(id, pageParam),
  initialPageParam: undefined as string | undefined,
});

export const useClinic = () => useQuery(clinicQuery);

export const useMembers = (enabled = true) => useQuery({ ...membersQuery, enabled });

export const useConsents = (id: string) => useQuery(consentsQuery(id));

/**
 * Starts the reads every chart makes alongside the patient's record, so the chart waits on one
 * round trip instead of two (the record, then the rest); the chart's hooks find them under way.
 */
export function prefetchChartReads(queries: QueryClient, id: string): void {
  void queries.prefetchQuery(clinicQuery);
  void queries.prefetchQuery(membersQuery);
  void queries.prefetchQuery(consentsQuery(id));
  void queries.prefetchInfiniteQuery(sessionsQuery(id));
}

/**
 * Every read the chart makes when it opens, the patient's record with them: a link to the chart
 * that the reader is about to follow starts them (issue 35, `link-intent-connected.tsx`). They go
 * through the same cache as the chart's own reads: the same API client (the session's token and
 * clinic), fresh for the cache's 15 s, cleared when the session ends.
 */
export function prefetchChart(queries: QueryClient, id: string): void {
  void queries.prefetchQuery(patientQuery(id));
  prefetchChartReads(queries, id);
}

export const useDiagnoses = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: chartKeys.diagnoses(id),
    queryFn: () => patientChartApi.diagnoses(id),
    enabled,
  });

export const useSessions = (id: string) =>
  useInfiniteQuery({ ...sessionsQuery(id), getNextPageParam: (last) => last.nextCursor });

export const useAccessTrail = (id: string, enabled: boolean, filter: AccessTrailFilter = {}) =>
  useInfiniteQuery({
    queryKey: [...chartKeys.access(id), filter],
    queryFn: ({ pageParam }) => patientChartApi.accessTrail(id, pageParam, filter),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
