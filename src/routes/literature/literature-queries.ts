import {
  keepPreviousData,
  useInfiniteQuery,
  useQueries,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  ArticleAbstractResponse,
  LiteratureQueryInput,
} from '../../../common/contracts/literature.contract';
import { detailOfError, statusOfError } from '../../api/http/api-error';
import { literatureApi } from '../../api/literature/literature.api';
import { literatureKeys } from '../../api/literature/literature-keys';
import { findPatientsToSaveTo } from '../../api/literature/patient-picker.api';
import type { AbstractState } from '../../ui/literature/article-abstract';
import type { LiteratureFilters } from '../../ui/literature/search-form-validation';

/** Searches are answered from the cache for a while (the server caches them too). */
const SEARCH_STALE_MS = 5 * 60_000;

const toQuery = (filters: LiteratureFilters): LiteratureQueryInput => ({
  q: filters.q,
  yearFrom: filters.yearFrom,
  yearTo: filters.yearTo,
  types: filters.types.length > 0 ? filters.types : undefined,
  freeFullText: filters.freeFullText ? 'true' : undefined,
});

/**
 * The pages of one search ("More results" asks for the next with its cursor); while a new
 * search loads, the previous results stay on screen.
 */
export function useLiteratureSearch(filters: LiteratureFilters | null) {
  const query = filters ? toQuery(filters) : { q: '' };
  return useInfiniteQuery({
    queryKey: literatureKeys.search(query),
    queryFn: ({ pageParam }) =>
      literatureApi.search({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_MS,
  });
}

export type LiteratureSearch = ReturnType<typeof useLiteratureSearch>;

function abstractState(result: UseQueryResult<ArticleAbstractResponse>): AbstractState {
  if (result.data) return { status: 'ready', abstract: result.data };
  if (result.isError) {
    return statusOfError(result.error) === 404
      ? { status: 'missing' }
      : { status: 'failed', detail: detailOfError(result.error) };
  }
  return { status: 'loading' };
}

/** The abstracts the reader opened, each fetched on demand the first time it is opened. */
export function useAbstracts(openKeys: readonly string[]) {
  const results = useQueries({
    queries: openKeys.map((key) => ({
      queryKey: literatureKeys.abstract(key),
      queryFn: () => literatureApi.abstract(key),
      staleTime: Infinity,
    })),
  });
  const states: Record<string, AbstractState> = {};
  openKeys.forEach((key, index) => {
    const result = results[index];
    if (result) states[key] = abstractState(result);
  });
  const retry = (key: string) => results[openKeys.indexOf(key)]?.refetch();
  return { states, retry };
}

export const useClinicReadingList = () =>
  useQuery({
    queryKey: literatureKeys.clinicReadingList,
    queryFn: literatureApi.clinicReadingList,
  });

/** The save dialog's patient search (only once the member chose to save to a patient). */
export const usePatientChoices = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: literatureKeys.patientPicker(q),
    queryFn: () => findPatientsToSaveTo(q),
    enabled,
    placeholderData: keepPreviousData,
  });
