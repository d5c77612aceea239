import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/constants';
import { homeFor, landingAfterSignIn } from './landing';

const DAY = '/app/panels/hospital/practitionerdashboard';

describe('where a member lands after sign-in (issue 30)', () => {
  it('sends a clinician to their day', () => {
    expect(homeFor(['clinician'])).toBe(DAY);
  });

  it('sends the front desk to the day, which shows them the clinic’s', () => {
    expect(homeFor(['staff'])).toBe(DAY);
  });

  it('sends an owner without a clinician role to the day, which shows them the clinic’s', () => {
    expect(homeFor(['owner'])).toBe(DAY);
  });

  it('sends a member with no role yet, who has no day, to the organization page', () => {
    expect(homeFor([])).toBe('/app/panels/hospital/organization');
  });

  it('returns to the page the member started from, whatever their roles', () => {
    const remembered = '/app/panels/hospital/patient?q=ada';
    expect(landingAfterSignIn(remembered, ['clinician'])).toBe(remembered);
    expect(landingAfterSignIn(remembered, [])).toBe(remembered);
  });

  it('takes no page remembered, or the landing page an external sign-in carries for it, as home', () => {
    expect(landingAfterSignIn(null, ['clinician'])).toBe(DAY);
    expect(landingAfterSignIn(ROUTES.landing, ['staff'])).toBe(DAY);
    expect(landingAfterSignIn(ROUTES.landing, [])).toBe(ROUTES.landing);
  });
});
