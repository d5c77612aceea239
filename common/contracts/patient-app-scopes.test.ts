import { describe, expect, it } from 'vitest';
import { patientAppScopes, scopesRefusedToPatient } from './smart-scopes';

describe('the scopes a patient grants an app of their own', () => {
  it('keeps patient/ read scopes and launch/patient, and drops user/ scopes and writes', () => {
    const allowed = ['patient/*.read', 'user/*.read', 'launch/patient'];
    expect(
      patientAppScopes(
        ['patient/Observation.rs', 'user/Patient.read', 'patient/Consent.write', 'launch/patient'],
        allowed,
      ),
    ).toEqual(['patient/Observation.rs', 'launch/patient']);
  });

  it('grants nothing the app was not registered for', () => {
    expect(patientAppScopes(['patient/*.read'], ['patient/Observation.rs'])).toEqual([]);
  });

  it('keeps the refresh scope asked for', () => {
    expect(patientAppScopes(['patient/*.read', 'offline_access'], ['patient/*.read'])).toEqual([
      'patient/*.read',
      'offline_access',
    ]);
  });
});

describe('the scopes a patient may not grant at all', () => {
  it('names user/ scopes and writes, in v1 and v2 syntax', () => {
    expect(
      scopesRefusedToPatient([
        'user/Patient.rs',
        'patient/Observation.write',
        'patient/*.*',
        'patient/Consent.cruds',
        'patient/Encounter.u',
      ]),
    ).toEqual([
      'user/Patient.rs',
      'patient/Observation.write',
      'patient/*.*',
      'patient/Consent.cruds',
      'patient/Encounter.u',
    ]);
  });

  it('lets patient/ reads and the launch and refresh scopes through', () => {
    expect(
      scopesRefusedToPatient([
        'patient/*.read',
        'patient/Observation.rs',
        'patient/Patient.r',
        'launch/patient',
        'offline_access',
        'openid',
        'fhirUser',
      ]),
    ).toEqual([]);
  });

  it('does not grant a patient online_access (it lives on a member’s session)', () => {
    expect(patientAppScopes(['patient/*.read', 'online_access'], ['patient/*.read'])).toEqual([
      'patient/*.read',
    ]);
  });
});
