import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../common/contracts/account.contract';
import { flush, loginResult, startAuth } from './auth.test-kit';
import { homeOf, landingFor, mayOpen } from './landing';
import { userFromClaims } from './auth.rules';

/** A portal patient's sign-in answer (issue 36): no member role, scoped to one patient. */
const patient: User = {
  id: 'portal-account-1',
  email: 'maria@example.test',
  name: 'Maria Ionescu',
  tenantId: 't1',
  roles: [],
  patientId: 'patient-7',
};
const patientLogin = { ...loginResult, user: patient };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the auth statechart routes a signed-in portal patient to the patient’s area', () => {
  it('signs the patient in and navigates on with their patient id, not a member’s roles', async () => {
    const { actor, effects } = startAuth({ signInWithPassword: async () => patientLogin });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: patient.email, password: 'pw' });
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(patient);
    expect(effects.navigateAfterSignIn).toHaveBeenCalledWith({ roles: [], patientId: 'patient-7' });
  });

  it('keeps a member’s navigation as before: roles only', async () => {
    const { actor, effects } = startAuth({ signInWithPassword: async () => loginResult });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: 'ada@clinic.org', password: 'pw' });
    await flush();
    expect(effects.navigateAfterSignIn).toHaveBeenCalledWith({ roles: ['owner', 'clinician'] });
  });
});

describe('where a signed-in user may land (landing.ts)', () => {
  const member = { roles: ['clinician'] as const };
  const portalPatient = { roles: [], patientId: 'patient-7' };

  it('sends a patient home to /portal and a member to their day', () => {
    expect(homeOf(portalPatient)).toBe('/portal');
    expect(homeOf(member)).toBe('/app/panels/hospital/practitionerdashboard');
  });

  it('never takes a patient to a clinic page, even one remembered from before sign-in', () => {
    expect(landingFor(portalPatient, '/app/panels/hospital/patient?q=ada')).toBe('/portal');
    expect(mayOpen(portalPatient, '/app/panels/hospital/organization')).toBe(false);
    expect(landingFor(portalPatient, '/portal/sessions/s1')).toBe('/portal/sessions/s1');
  });

  it('never takes a member into the patient’s area', () => {
    expect(landingFor(member, '/portal')).toBe('/app/panels/hospital/practitionerdashboard');
    expect(landingFor(member, '/portalish')).toBe('/portalish');
    expect(landingFor(member, '/app/panels/hospital/patient')).toBe('/app/panels/hospital/patient');
  });
});

describe('a restored session reads the patient from the id token', () => {
  it('names the patient of a patient’s id token, and no patient for a member’s', () => {
    const claims = { sub: 'a1', name: 'Maria', roles: [], kind: 'patient', patient_id: 'p7' };
    expect(userFromClaims(claims, 't1')).toMatchObject({ roles: [], patientId: 'p7' });
    expect(
      userFromClaims({ sub: 'm1', roles: ['staff'], patient_id: 'p7' }, 't1'),
    ).not.toHaveProperty('patientId');
  });
});
