import { describe, expect, it } from 'vitest';
import { demoPortalAccounts, demoPortalLines } from './portal.seed.ts';

const now = new Date('2026-11-30T08:00:00Z');
const later = new Date('2026-12-02T09:00:00Z');
const earlier = new Date('2026-11-20T09:00:00Z');

describe('the demo clinic’s portal patients', () => {
  it('are the first two active patients with a session still to come, active, with a portal consent', () => {
    const patients = [
      { id: 'p1', status: 'active' },
      { id: 'p2', status: 'discharged' },
      { id: 'p3', status: 'active' },
      { id: 'p4', status: 'active' },
      { id: 'p5', status: 'active' },
    ];
    const sessions = [
      { patient_id: 'p1', starts_at: earlier, status: 'finished' },
      { patient_id: 'p2', starts_at: later, status: 'planned' },
      { patient_id: 'p3', starts_at: later, status: 'planned' },
      { patient_id: 'p4', starts_at: later, status: 'cancelled' },
      { patient_id: 'p5', starts_at: later, status: 'planned' },
    ];
    const { accounts, consents } = demoPortalAccounts(patients, sessions, 'hash', now);
    expect(accounts.map((a) => [a.patient_id, a.email, a.status])).toEqual([
      ['p3', 'patient1@praxis.clinic', 'active'],
      ['p5', 'patient2@praxis.clinic', 'active'],
    ]);
    expect(consents.map((c) => [c.patient_id, c.kind, c.status])).toEqual([
      ['p3', 'portal', 'granted'],
      ['p5', 'portal', 'granted'],
    ]);
  });

  it('are printed at start with the demo password', () => {
    expect(demoPortalLines()).toEqual([
      expect.stringMatching(/patient1@praxis\.clinic +praxis-demo-1 +portal patient/),
      expect.stringMatching(/patient2@praxis\.clinic +praxis-demo-1 +portal patient/),
    ]);
  });
});
