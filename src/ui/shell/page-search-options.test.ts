import { describe, expect, it } from 'vitest';
import type { PageEntry } from './nav-types';
import {
  moveActive,
  patientStatusMessage,
  searchOptions,
  type PatientHit,
} from './page-search-options';

const page: PageEntry = { id: 'patient', label: 'Patients', href: '/p/patient' };
const fontaine: PatientHit = {
  id: 'p1',
  familyName: 'Fontaine',
  givenName: 'Amélie',
  mrn: '000042',
  href: '/chart/p1',
};

describe('the header search’s choices', () => {
  it('lists the pages first, then the patients found, each opening its own address', () => {
    const options = searchOptions([page], { status: 'found', patients: [fontaine] });
    expect(options.map((option) => [option.kind, option.key, option.href])).toEqual([
      ['page', 'page-patient', '/p/patient'],
      ['patient', 'patient-p1', '/chart/p1'],
    ]);
  });

  it('offers no patient while the search is idle, waiting or failed', () => {
    for (const status of ['idle', 'searching', 'failed'] as const) {
      expect(searchOptions([page], { status }).map((option) => option.kind)).toEqual(['page']);
    }
  });
});

describe('moving through the choices with the arrows', () => {
  it('goes down and wraps from the last choice to the first', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
  });

  it('goes up and wraps from the first choice to the last', () => {
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('has nothing to choose when the list is empty', () => {
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('what the patient half of the search says', () => {
  it('says nothing when no patient was asked for', () => {
    expect(patientStatusMessage({ status: 'idle' }, 'Fo')).toBeNull();
  });

  it('says it is searching while typing pauses or the server answers', () => {
    expect(patientStatusMessage({ status: 'searching' }, 'Fon')?.key).toBe(
      'shell.search.patients.searching',
    );
  });

  it('says the search failed when the server could not answer', () => {
    expect(patientStatusMessage({ status: 'failed' }, 'Fon')?.key).toBe(
      'shell.search.patients.failed',
    );
  });

  it('names the text that found no patient', () => {
    expect(patientStatusMessage({ status: 'found', patients: [] }, ' Zed ')).toEqual({
      key: 'shell.search.patients.none',
      values: { query: 'Zed' },
    });
  });

  it('counts the patients found', () => {
    expect(patientStatusMessage({ status: 'found', patients: [fontaine] }, 'Fon')).toEqual({
      key: 'shell.search.patients.found',
      values: { count: 1 },
    });
  });
});
