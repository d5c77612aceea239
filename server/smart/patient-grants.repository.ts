import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-db.ts';

/** A launch a portal patient approved for an app of their own (issue 36): its code's hash. */
export async function createPatientGrant(
  clinic: TenantDb,
  grant: {
    clientId: string;
    portalAccountId: string;
    /** Always the account's own patient (migration 0043's key enforces it). */
    patientId: string;
    scopes: string[];
    redirectUri: string;
    codeChallenge: string;
    codeHash: string;
    codeExpiresAt: Date;
    at: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await clinic
    .insertInto('smart_grants', {
      id,
      client_id: grant.clientId,
      user_id: null,
      portal_account_id: grant.portalAccountId,
      patient_id: grant.patientId,
      scopes: grant.scopes,
      redirect_uri: grant.redirectUri,
      code_challenge: grant.codeChallenge,
      code_hash: grant.codeHash,
      code_expires_at: grant.codeExpiresAt,
      created_at: grant.at,
      session_id: null,
    })
    .execute();
  return id;
}

/** The patient's live app grants: code exchanged, not revoked, app still registered; newest first. */
export async function listPatientGrants(clinic: TenantDb, portalAccountId: string) {
  const rows = await clinic
    .selectFrom('smart_grants')
    .innerJoin('smart_apps', (join) =>
      join
        .onRef('smart_apps.tenant_id', '=', 'smart_grants.tenant_id')
        .onRef('smart_apps.client_id', '=', 'smart_grants.client_id'),
    )
    .select([
      'smart_grants.id',
      'smart_grants.scopes',
      'smart_grants.created_at',
      'smart_apps.name',
      'smart_apps.client_id',
    ])
    .where('smart_grants.portal_account_id', '=', portalAccountId)
    .where('smart_grants.revoked_at', 'is', null)
    .where('smart_grants.code_used_at', 'is not', null)
    .where('smart_apps.revoked_at', 'is', null)
    .orderBy('smart_grants.created_at', 'desc')
    .orderBy('smart_grants.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    app: { name: row.name, clientId: row.client_id },
    scopes: row.scopes,
    approvedAt: new Date(row.created_at).toISOString(),
  }));
}

/** Revokes one of the patient's own grants; false when it is not theirs or already revoked. */
export async function revokePatientGrant(
  clinic: TenantDb,
  portalAccountId: string,
  grantId: string,
  at: Date,
): Promise<boolean> {
  const revoked = await clinic
    .updateTable('smart_grants')
    .set({ revoked_at: at })
    .where('id', '=', grantId)
    .where('portal_account_id', '=', portalAccountId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}
