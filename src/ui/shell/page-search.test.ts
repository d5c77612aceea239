import { describe, expect, it } from 'vitest';
import { foldText, searchPages } from './page-search';
import type { PageEntry } from './nav-types';

const entry = (id: string, label: string): PageEntry => ({ id, label, href: `/p/${id}` });
const pages = [
  entry('organization', 'Organization'),
  entry('practitioner', 'Practitioners'),
  entry('practitionerdashboard', 'Practitioner dashboard'),
  entry('patientdashboard', 'Patient dashboard'),
  entry('therapydapform', 'DAP note'),
  entry('therapydapformai', 'DAP note with AI assistance'),
  entry('patientviewsession', 'Ședința pacientului'),
];
const ids = (found: PageEntry[]) => found.map((page) => page.id);

describe('page search', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(searchPages('', pages)).toEqual([]);
    expect(searchPages('   ', pages)).toEqual([]);
  });

  it('matches regardless of case', () => {
    expect(ids(searchPages('ORGAN', pages))).toEqual(['organization']);
  });

  it('matches regardless of accents', () => {
    expect(ids(searchPages('sedinta', pages))).toEqual(['patientviewsession']);
    expect(foldText('Ședința')).toBe('sedinta');
  });

  it('requires every word of the query, in any order', () => {
    expect(ids(searchPages('dashboard patient', pages))).toEqual(['patientdashboard']);
    expect(ids(searchPages('note ai', pages))).toEqual(['therapydapformai']);
  });

  it('puts labels that start with the query before labels that merely contain it', () => {
    expect(ids(searchPages('dashboard', pages))).toEqual([
      'practitionerdashboard',
      'patientdashboard',
    ]);
    const ranked = [
      entry('a', 'Speech entry'),
      entry('b', 'Re-entry plan'),
      entry('c', 'Entry form'),
    ];
    expect(ids(searchPages('entry', ranked))).toEqual(['c', 'a', 'b']);
  });

  it('keeps menu order among equally good matches', () => {
    expect(ids(searchPages('dap', pages))).toEqual(['therapydapform', 'therapydapformai']);
  });

  it('returns nothing when no label matches', () => {
    expect(searchPages('invoice', pages)).toEqual([]);
  });
});
