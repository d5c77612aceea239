import { describe, expect, it } from 'vitest';
import { patientAppScopes } from './smart-scopes';

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
