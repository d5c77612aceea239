import { describe, expect, it } from 'vitest';
import {
  grantedScopes,
  isRegistrableScope,
  narrowedScopes,
  needsPatient,
  parseResourceScope,
  reach,
  refreshAccess,
} from './smart-scopes';

const APP = ['launch/patient', 'patient/*.rs', 'user/Patient.rs'];

describe('SMART scopes', () => {
  it('reads v2 permissions and v1 read/write/*', () => {
    expect(parseResourceScope('patient/Observation.rs')).toMatchObject({
      read: true,
      search: true,
      v1: false,
    });
    expect(parseResourceScope('user/*.r')).toMatchObject({ read: true, search: false });
    expect(parseResourceScope('user/*.read')).toMatchObject({ read: true, search: true, v1: true });
    expect(parseResourceScope('user/*.write')).toMatchObject({ read: false, search: false });
    expect(parseResourceScope('patient/*.sr')).toBeNull();
    expect(parseResourceScope('system/*.rs')).toBeNull();
    expect(parseResourceScope('openid')).toBeNull();
  });

  it('grants only reading and searching, in the syntax asked, within what the app may have', () => {
    expect(grantedScopes(['launch/patient', 'patient/*.cruds', 'openid'], APP)).toEqual([
      'launch/patient',
      'patient/*.rs',
    ]);
    expect(grantedScopes(['patient/*.*', 'patient/Encounter.read'], APP)).toEqual([
      'patient/*.read',
      'patient/Encounter.read',
    ]);
    expect(grantedScopes(['user/*.rs', 'user/Patient.r'], APP)).toEqual(['user/Patient.r']);
    expect(grantedScopes(['launch/patient'], ['patient/*.rs'])).toEqual([]);
  });

  it('a user scope reaches as the member, a patient scope the compartment, neither a type it does not name', () => {
    const scopes = ['patient/*.rs', 'user/Patient.r'];
    expect(reach(scopes, 'Patient', 'read')).toBe('user');
    expect(reach(scopes, 'Patient', 'search')).toBe('patient');
    expect(reach(['patient/Observation.rs'], 'Patient', 'read')).toBeNull();
    expect(reach(['user/*.s'], 'Encounter', 'read')).toBeNull();
  });

  it('a patient is chosen at launch only when a patient scope is granted', () => {
    expect(needsPatient(['launch/patient', 'user/*.rs'])).toBe(false);
    expect(needsPatient(['patient/Observation.r'])).toBe(true);
  });

  it('an owner registers launch/patient and read-only scopes in their normal form only', () => {
    expect(
      ['launch/patient', 'patient/*.rs', 'user/Patient.read', 'user/*.s'].every(isRegistrableScope),
    ).toBe(true);
    expect(['patient/*.cruds', 'user/*.write', 'user/*.*', 'openid'].some(isRegistrableScope)).toBe(
      false,
    );
  });

  it('grants offline_access or online_access when asked, offline when both are', () => {
    expect(grantedScopes(['patient/*.rs', 'online_access'], APP)).toEqual([
      'patient/*.rs',
      'online_access',
    ]);
    expect(grantedScopes(['online_access', 'offline_access', 'user/*.rs'], APP)).toEqual([
      'offline_access',
    ]);
    expect(refreshAccess(['patient/*.rs'])).toBeNull();
  });

  it('a refresh may narrow the granted scopes, never widen them', () => {
    const granted = ['launch/patient', 'patient/*.rs', 'offline_access'];
    expect(narrowedScopes(['patient/Observation.r', 'patient/*.read'], granted)).toEqual([
      'patient/Observation.r',
      'patient/*.read',
    ]);
    expect(narrowedScopes([], granted)).toEqual([]);
    for (const wider of [
      'user/*.rs',
      'patient/*.cruds',
      'patient/*.*',
      'openid',
      'online_access',
    ]) {
      expect(narrowedScopes(['patient/*.rs', wider], granted)).toBeNull();
    }
  });
});
