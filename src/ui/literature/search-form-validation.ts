import {
  LITERATURE_LIMITS,
  literatureQuery,
  type ArticleType,
} from '../../../common/contracts/literature.contract';
import type { MessageKey } from '../../i18n/i18n';

/** What the clinician asks for: the query and its filters (the URL holds the same). */
export interface LiteratureFilters {
  q: string;
  yearFrom?: number;
  yearTo?: number;
  types: ArticleType[];
  freeFullText: boolean;
}

/** The form's fields as typed (years are text until checked). */
export interface SearchFormValues {
  q: string;
  yearFrom: string;
  yearTo: string;
  types: ArticleType[];
  freeFullText: boolean;
}

export type SearchFormErrors = Partial<Record<'q' | 'yearFrom' | 'yearTo', MessageKey>>;

export const toFormValues = (filters: LiteratureFilters): SearchFormValues => ({
  q: filters.q,
  yearFrom: filters.yearFrom?.toString() ?? '',
  yearTo: filters.yearTo?.toString() ?? '',
  types: filters.types,
  freeFullText: filters.freeFullText,
});

/** The parameters of a field's messages (the contract's limits). */
export const errorParams = (field: keyof SearchFormErrors): Record<string, number> =>
  field === 'q'
    ? { max: LITERATURE_LIMITS.queryMaxLength }
    : { min: LITERATURE_LIMITS.minYear, max: LITERATURE_LIMITS.maxYear };

/** The translated message for a contract issue on `field` (its own code decides which). */
function messageFor(field: string, code: string): MessageKey {
  if (field === 'q') {
    if (code === 'too_small') return 'literature.form.errors.empty';
    if (code === 'too_big') return 'literature.form.errors.tooLong';
    return 'literature.form.errors.needsWords';
  }
  return code === 'custom' ? 'literature.form.errors.yearOrder' : 'literature.form.errors.year';
}

/**
 * Checks the form with the contract's own schema (the server's rules, the same limits), and
 * answers either the filters to search with or a translated message per field.
 */
export function validateSearch(
  values: SearchFormValues,
): { filters: LiteratureFilters } | { errors: SearchFormErrors } {
  const parsed = literatureQuery.safeParse({
    q: values.q,
    yearFrom: values.yearFrom.trim() || undefined,
    yearTo: values.yearTo.trim() || undefined,
    types: values.types,
    freeFullText: values.freeFullText,
  });
  if (parsed.success) {
    const { q, yearFrom, yearTo, types, freeFullText } = parsed.data;
    return {
      filters: { q, yearFrom, yearTo, types: types ?? [], freeFullText: freeFullText ?? false },
    };
  }
  const errors: SearchFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'q');
    if ((field === 'q' || field === 'yearFrom' || field === 'yearTo') && !errors[field]) {
      errors[field] = messageFor(field, issue.code);
    }
  }
  return { errors };
}
