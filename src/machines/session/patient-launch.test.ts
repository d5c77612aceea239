import { describe, expect, it } from 'vitest';
import { landingFor, patientLaunchPage } from './landing';

const patient = { roles: [], patientId: 'p1' };
const member = { roles: ['clinician' as const] };

describe("a SMART launch's consent for whoever signed in (issue 36)", () => {
  it("sends a portal patient to the portal's consent page with the same request", () => {
    expect(landingFor(patient, '/smart/authorize?request=abc')).toBe(
      '/portal/apps/authorize?request=abc',
    );
  });

  it("keeps a member on the members' consent page", () => {
    expect(landingFor(member, '/smart/authorize?request=abc')).toBe('/smart/authorize?request=abc');
    expect(patientLaunchPage(member, '/smart/authorize?request=abc')).toBeNull();
  });

  it('leaves every other page to the area rule', () => {
    expect(patientLaunchPage(patient, '/smart/authorizeX')).toBeNull();
    expect(landingFor(patient, '/app/panels/hospital/patients')).toBe('/portal');
  });
});
