import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-db.ts';

/** A launch the member approved: its one-time code's hash, and what its tokens may read. */
export async function createGrant(
  clinic: TenantDb,
  grant: {
    clientId: string;
    userId: string;
    patientId: string | null;
    scopes: string[];
    redirectUri: string;
    codeChallenge: string;
    codeHash: string;
    codeExpiresAt: Date;
    /** The Praxis session the member approved in (an `online_access` grant ends with it). */
    sessionId: string;
    at: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await clinic
    .insertInto('smart_grants', {
      id,
      client_id: grant.clientId,
      user_id: grant.userId,
      patient_id: grant.patientId,
      scopes: grant.scopes,
      redirect_uri: grant.redirectUri,
      code_challenge: grant.codeChallenge,
      code_hash: grant.codeHash,
      code_expires_at: grant.codeExpiresAt,
      created_at: grant.at,
      session_id: grant.sessionId,
    })
    .execute();
  return id;
}

/** Ends a grant: the tokens issued for it stop working (a reused code or refresh token). */
export async function revokeGrant(clinic: TenantDb, grantId: string, at: Date): Promise<void> {
  await clinic
    .updateTable('smart_grants')
    .set({ revoked_at: at })
    .where('id', '=', grantId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Whether the clinic holds this patient (the one an app is launched for). */
export async function clinicHasPatient(clinic: TenantDb, patientId: string): Promise<boolean> {
  const row = await clinic
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The patient a session (encounter) is of, for an app limited to one patient's records. */
export async function encounterPatient(clinic: TenantDb, encounterId: string) {
  const row = await clinic
    .selectFrom('encounters')
    .select('patient_id')
    .where('id', '=', encounterId)
    .executeTakeFirst();
  return row?.patient_id;
}
