import type { SmartApp } from '../../common/contracts/smart.contract.ts';
import type { SmartAppTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';

type AppRow = Pick<
  SmartAppTable,
  'client_id' | 'name' | 'redirect_uris' | 'confidential' | 'scopes' | 'created_at'
>;

const APP_COLUMNS = [
  'client_id',
  'name',
  'redirect_uris',
  'confidential',
  'scopes',
  'created_at',
] as const;

const toApp = (row: AppRow): SmartApp => ({
  clientId: row.client_id,
  name: row.name,
  redirectUris: row.redirect_uris,
  confidential: row.confidential,
  scopes: row.scopes,
  createdAt: row.created_at.toISOString(),
});

/** The clinic's apps still registered, newest first. */
export async function listApps(clinic: TenantDb): Promise<SmartApp[]> {
  const rows = await clinic
    .selectFrom('smart_apps')
    .select(APP_COLUMNS)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('client_id')
    .execute();
  return rows.map(toApp);
}

/** One of the clinic's registered apps (its name and scopes), or undefined. */
export function findApp(clinic: TenantDb, clientId: string) {
  return clinic
    .selectFrom('smart_apps')
    .select(APP_COLUMNS)
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function registerApp(
  clinic: TenantDb,
  app: Omit<AppRow, 'created_at'> & { secretHash: string | null; by: string; at: Date },
): Promise<SmartApp> {
  await clinic
    .insertInto('smart_apps', {
      client_id: app.client_id,
      name: app.name,
      redirect_uris: app.redirect_uris,
      scopes: app.scopes,
      confidential: app.confidential,
      secret_hash: app.secretHash,
      created_by: app.by,
      created_at: app.at,
    })
    .execute();
  return toApp({ ...app, created_at: app.at });
}

/** Revokes an app and every grant it holds (their tokens stop at once); false when none. */
export function revokeApp(clinic: TenantDb, clientId: string, at: Date): Promise<boolean> {
  return clinic.transaction(async (tx) => {
    const revoked = await tx
      .updateTable('smart_apps')
      .set({ revoked_at: at })
      .where('client_id', '=', clientId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (revoked.numUpdatedRows === 0n) return false;
    await tx
      .updateTable('smart_grants')
      .set({ revoked_at: at })
      .where('client_id', '=', clientId)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  });
}
