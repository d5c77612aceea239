import { dateBounds, withinBounds } from './fhir-dates.ts';
import { pageOf } from './fhir-bundle.ts';
import type { SearchRequest } from './fhir-search.ts';
import { alternativesOf } from './fhir-search.ts';
import type { Found } from './fhir-type-def.ts';
import type { Resource } from './fhir-types.ts';

/** The sort keys of an in-memory search (`_sort`). */
export const MEMORY_SORTS = ['_id', '_lastUpdated'] as const;

const keyOf = (resource: Resource, name: string) =>
  name === '_id' ? (resource.id ?? '') : (resource.meta?.lastUpdated ?? '');

/**
 * The common parameters (`_id`, `_lastUpdated`, `_sort`, paging) over a few served resources —
 * one patient's clinical records, each already `served` (so with its `meta.lastUpdated`).
 */
export function searchInMemory(resources: readonly Resource[], search: SearchRequest): Found {
  const ids = alternativesOf(search, '_id');
  const updated = search.params._lastUpdated;
  const bounds = updated ? dateBounds('_lastUpdated', updated.values) : [];
  const kept = resources.filter(
    (resource) =>
      (!ids || ids.includes(resource.id ?? '')) &&
      withinBounds(new Date(resource.meta?.lastUpdated ?? 0), bounds),
  );
  const sorted = [...kept].sort((a, b) => {
    for (const key of search.sort) {
      const order = keyOf(a, key.name).localeCompare(keyOf(b, key.name));
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  });
  return { matches: pageOf(sorted, search), total: sorted.length };
}
