import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_CLINIC, DEMO_PASSWORD } from './members.ts';
import { isoDateOf, localDayOf } from './clinic-time.ts';

/**
 * The demo clinic's portal patients (issue 36): two fictional patients with an active portal
 * account each, signing in at /login with the demo password (printed by `npm start`). They are
 * the first two active patients with a session still to come, so each has a next session.
 */
export const DEMO_PORTAL_EMAILS = ['patient1@praxis.clinic', 'patient2@praxis.clinic'] as const;

/** Who invited them: the demo practitioner (owner + clinician). */
const INVITED_BY = 'demo-practitioner';

type Row<T extends keyof Database> = Insertable<Database[T]>;

export function demoPortalAccounts(
  patients: readonly { id: string; status?: string | undefined }[],
  sessions: readonly { patient_id: string; starts_at: Date; status?: unknown }[],
  passwordHash: string,
  now: Date,
): { accounts: Row<'portal_accounts'>[]; consents: Row<'consents'>[] } {
  const coming = new Set(
    sessions
      .filter((s) => s.starts_at > now && (s.status ?? 'planned') === 'planned')
      .map((s) => s.patient_id),
  );
  const chosen = patients.filter((p) => p.status === 'active' && coming.has(p.id)).slice(0, 2);
  const today = isoDateOf(localDayOf(now, DEMO_CLINIC.timeZone));
  return {
    accounts: chosen.map((patient, i) => ({
      tenant_id: DEMO_CLINIC.id,
      id: `demo-portal-account-${i + 1}`,
      patient_id: patient.id,
      email: DEMO_PORTAL_EMAILS[i]!,
      password_hash: passwordHash,
      status: 'active' as const,
      invited_by: INVITED_BY,
      created_at: now,
      activated_at: now,
      revoked_at: null,
    })),
    consents: chosen.map((patient, i) => ({
      tenant_id: DEMO_CLINIC.id,
      id: `demo-consent-portal-${i + 1}`,
      patient_id: patient.id,
      kind: 'portal' as const,
      status: 'granted' as const,
      effective_date: today,
      note: null,
      recorded_by: INVITED_BY,
      recorded_at: now,
    })),
  };
}

/** The portal patients' sign-in lines for `npm start` (beside the members'). */
export const demoPortalLines = () =>
  DEMO_PORTAL_EMAILS.map((email) => `  ${email.padEnd(26)} ${DEMO_PASSWORD}   portal patient`);
