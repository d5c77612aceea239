import type { LiteratureFilters } from './search-form-validation';

/** The literature page (spec §2: /app/panels/hospital/<page>). */
export const LITERATURE_PAGE = '/app/panels/hospital/searchliterature';

/** The page showing this search: the query and filters live in the URL (reload, back, share). */
export function literatureHref(filters?: LiteratureFilters): string {
  if (!filters) return LITERATURE_PAGE;
  const params = new URLSearchParams({ q: filters.q });
  if (filters.yearFrom !== undefined) params.set('yearFrom', String(filters.yearFrom));
  if (filters.yearTo !== undefined) params.set('yearTo', String(filters.yearTo));
  if (filters.types.length > 0) params.set('types', filters.types.join(','));
  if (filters.freeFullText) params.set('freeFullText', 'true');
  return `${LITERATURE_PAGE}?${params.toString()}`;
}
