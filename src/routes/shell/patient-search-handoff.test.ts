import { afterEach, describe, expect, it } from 'vitest';
import {
  askPatientSearch,
  forgetPatientSearch,
  onPatientSearchAsked,
  takePatientSearch,
} from './patient-search-handoff';

afterEach(() => forgetPatientSearch());

describe('the header’s patient search handed to the list in memory', () => {
  it('is taken once, trimmed, and is gone after the take', () => {
    askPatientSearch('  Clarke ');
    expect(takePatientSearch()).toBe('Clarke');
    expect(takePatientSearch()).toBeNull();
  });

  it('tells the open list of each ask, until it unsubscribes', () => {
    const heard: (string | null)[] = [];
    const stop = onPatientSearchAsked(() => heard.push(takePatientSearch()));
    askPatientSearch('Marin');
    stop();
    askPatientSearch('Li');
    expect(heard).toEqual(['Marin']);
    expect(takePatientSearch()).toBe('Li');
  });

  it('is forgotten at session end when the list never took it', () => {
    askPatientSearch('Oliver Clarke');
    forgetPatientSearch();
    expect(takePatientSearch()).toBeNull();
  });
});
