import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import { clinicianAvailabilityPath } from '../../common/contracts/availability.contract.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';
import {
  booked,
  registerPatient,
  sessionAt,
  startSessionClinic,
  type SessionClinic,
} from '../encounters/encounters.test-kit.ts';

/**
 * A clinic for the portal's session tests (issue 36): `founder` (owner + clinician) works every
 * day 08:00–18:00 (the clinic's zone is UTC), the clinic's phone is set and self-scheduling is on;
 * `clinic` is its tenant db, as the portal's routes will hand the services.
 */
export interface VisitClinic extends SessionClinic {
  clinic: TenantDb;
  otherClinic: TenantDb;
}

export const CLINIC_PHONE = '+40 21 000 0000';

export async function startVisitClinic(): Promise<VisitClinic> {
  const c = await startSessionClinic();
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '18:00' }));
  const set = await c.server.request('PUT', clinicianAvailabilityPath(c.founder.user.id), {
    token: c.founder.access_token,
    body: { hours, datesOff: [] },
  });
  if (set.status !== 200) throw new Error(`availability failed: ${set.status} ${set.text}`);
  await setPolicy(c, { selfScheduling: true }, CLINIC_PHONE);
  const db = c.server.server.ctx.db;
  return {
    ...c,
    clinic: tenantDb(db, c.founder.user.tenantId),
    otherClinic: tenantDb(db, c.other.user.tenantId),
  };
}

/** The owner sets the portal policy (and, optionally, the clinic's phone). */
export async function setPolicy(
  c: SessionClinic,
  settings: { selfScheduling?: boolean; cancellationWindowHours?: number },
  phone?: string,
) {
  const reply = await c.server.request('PATCH', '/clinic', {
    token: c.founder.access_token,
    body: { settings, ...(phone ? { phone } : {}) },
  });
  if (reply.status !== 200) throw new Error(`policy failed: ${reply.status} ${reply.text}`);
}

/** `days` whole days from today (UTC) at `hour`:`minute` UTC, as an ISO instant. */
export function dayAhead(days: number, hour: number, minute = 0): string {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour, minute),
  ).toISOString();
}

/** A patient of the founder's and one of their sessions (booked by the front desk). */
export async function patientWithSession(
  c: SessionClinic,
  startsAt: string,
  extra: Record<string, unknown> = {},
): Promise<{ patientId: string; session: Encounter }> {
  const patient = await registerPatient(c.server, c.founder.access_token);
  const session = await bookFor(c, patient.id, startsAt, extra);
  return { patientId: patient.id, session };
}

/** Books the founder's session for a patient, even outside availability (a fixed test time). */
export const bookFor = (
  c: SessionClinic,
  patientId: string,
  startsAt: string,
  extra: Record<string, unknown> = {},
) =>
  booked(c.server, c.staff.access_token, {
    ...sessionAt(patientId, c.founder.user.id, startsAt),
    confirmOutsideAvailability: true,
    ...extra,
  });
