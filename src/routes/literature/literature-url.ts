import { ARTICLE_TYPES } from '../../../common/contracts/literature.contract';
import { validateSearch, type LiteratureFilters } from '../../ui/literature/search-form-validation';

const NO_SEARCH: LiteratureFilters = { q: '', types: [], freeFullText: false };

/**
 * The search a URL's query string asks for (`?q=…&yearFrom=…&types=rct,guideline&freeFullText=true`),
 * checked like the form checks it: `filters` is null when there is nothing valid to search, and
 * `initial` is what the form starts from (the typed query kept even when it is not valid).
 */
export function readLiteratureSearch(search: string): {
  filters: LiteratureFilters | null;
  initial: LiteratureFilters;
} {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  if (q === null) return { filters: null, initial: NO_SEARCH };
  // An unknown type in an old or edited link is left out rather than failing the search.
  const named = (params.get('types') ?? '').split(',');
  const types = ARTICLE_TYPES.filter((type) => named.includes(type));
  const checked = validateSearch({
    q,
    yearFrom: params.get('yearFrom') ?? '',
    yearTo: params.get('yearTo') ?? '',
    types,
    freeFullText: params.get('freeFullText') === 'true',
  });
  return 'filters' in checked
    ? { filters: checked.filters, initial: checked.filters }
    : { filters: null, initial: { ...NO_SEARCH, q } };
}
