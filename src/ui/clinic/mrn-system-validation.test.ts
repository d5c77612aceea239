import { describe, expect, it } from 'vitest';
import { checkMrnSystem } from './mrn-system-validation';

describe('the MRN system an owner types', () => {
  it('is saved trimmed when it is an absolute https URL', () => {
    expect(checkMrnSystem('  https://records.harbour.example/mrn ')).toEqual({
      update: { mrnSystem: 'https://records.harbour.example/mrn' },
    });
  });

  it('returns to the default when emptied', () => {
    expect(checkMrnSystem('   ')).toEqual({ update: { mrnSystem: null } });
  });

  it.each([
    'http://records.harbour.example/mrn',
    'urn:oid:1.2.3.4',
    'records.harbour.example/mrn',
    'https://records.harbour.example/mrn|1',
    'https://records.harbour.example/my mrn',
    'https://user:pw@records.harbour.example/mrn',
  ])('refuses %s as no absolute https URL', (text) => {
    expect(checkMrnSystem(text)).toEqual({ error: 'notHttps' });
  });
});
