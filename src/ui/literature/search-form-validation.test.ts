import { describe, expect, it } from 'vitest';
import { validateSearch, type SearchFormValues } from './search-form-validation';

const values = (patch: Partial<SearchFormValues>): SearchFormValues => ({
  q: 'exposure therapy',
  yearFrom: '',
  yearTo: '',
  types: [],
  freeFullText: false,
  ...patch,
});

describe('the literature search form checks', () => {
  it('accepts a query with its filters and reads the years as numbers', () => {
    expect(
      validateSearch(
        values({ yearFrom: '2015', yearTo: '2024', types: ['rct'], freeFullText: true }),
      ),
    ).toEqual({
      filters: {
        q: 'exposure therapy',
        yearFrom: 2015,
        yearTo: 2024,
        types: ['rct'],
        freeFullText: true,
      },
    });
  });

  it('asks for words when the query is empty, too long or only punctuation', () => {
    expect(validateSearch(values({ q: '   ' }))).toEqual({
      errors: { q: 'literature.form.errors.empty' },
    });
    expect(validateSearch(values({ q: 'a'.repeat(2000) }))).toEqual({
      errors: { q: 'literature.form.errors.tooLong' },
    });
    expect(validateSearch(values({ q: '?!… --' }))).toEqual({
      errors: { q: 'literature.form.errors.needsWords' },
    });
  });

  it('refuses a year out of range and years in the wrong order', () => {
    expect(validateSearch(values({ yearFrom: '1066' }))).toEqual({
      errors: { yearFrom: 'literature.form.errors.year' },
    });
    expect(validateSearch(values({ yearFrom: '2024', yearTo: '2015' }))).toEqual({
      errors: { yearTo: 'literature.form.errors.yearOrder' },
    });
  });
});
