import { useQueries, useQuery } from '@tanstack/react-query';
import type { KnowledgeKind } from '../../../common/contracts/knowledge.contract';
import { ApiError } from '../../api/http/api-error';
import { knowledgeApi } from '../../api/knowledge/knowledge.api';

/** The cache keys of the knowledge page. */
export const knowledgeKeys = {
  search: (q: string, kind: KnowledgeKind | null) => ['knowledge', 'search', q, kind] as const,
  entry: (id: string) => ['knowledge', 'entry', id] as const,
  patients: (q: string) => ['knowledge', 'patients', q] as const,
  patient: (id: string) => ['patients', id, 'record'] as const,
  patientMatches: (id: string) => ['patients', id, 'treatment-matches'] as const,
};

/** What to tell the reader of a failure: the server's reason for a refused request, else null. */
export const refusalOf = (error: unknown): string | null =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;

export const useKnowledgeSearch = (q: string, kind: KnowledgeKind | null) =>
  useQuery({
    queryKey: knowledgeKeys.search(q, kind),
    queryFn: () => knowledgeApi.search({ q, kind }),
    enabled: q !== '',
    staleTime: 60_000,
  });

export const useKnowledgeEntry = (id: string | null) =>
  useQuery({
    queryKey: knowledgeKeys.entry(id ?? ''),
    queryFn: () => knowledgeApi.entry(id ?? ''),
    enabled: id !== null,
    staleTime: 300_000,
  });

/** The titles of an entry's related entries (a few reads, cached). */
export function useRelatedTitles(ids: readonly string[]) {
  const answers = useQueries({
    queries: ids.map((id) => ({
      queryKey: knowledgeKeys.entry(id),
      queryFn: () => knowledgeApi.entry(id),
      staleTime: 300_000,
    })),
  });
  return ids.map((id, index) => ({ id, title: answers[index]?.data?.title ?? null }));
}

export const usePatientSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: knowledgeKeys.patients(q.trim()),
    queryFn: () => knowledgeApi.findPatients(q),
    enabled,
  });

export const usePatientMatches = (patientId: string | null) =>
  useQuery({
    queryKey: knowledgeKeys.patientMatches(patientId ?? ''),
    queryFn: () => knowledgeApi.patientMatches(patientId ?? ''),
    enabled: patientId !== null,
  });

export const useMatchedPatient = (patientId: string | null) =>
  useQuery({
    queryKey: knowledgeKeys.patient(patientId ?? ''),
    queryFn: () => knowledgeApi.patient(patientId ?? ''),
    enabled: patientId !== null,
  });
