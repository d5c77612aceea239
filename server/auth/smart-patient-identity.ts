import { narrowedScopes } from '../../common/contracts/smart-scopes.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { SmartGrant } from './smart-identity.ts';

/**
 * The live grant behind a patient's own app's token (issue 36): approved by this portal account,
 * its code exchanged, not revoked, its app registered, and the portal account still active — a
 * revoked account's apps stop at the next request (one join, as members' grants).
 */
function findLivePatientGrant(
  ctx: AppContext,
  tenantId: string,
  grantId: string,
  accountId: string,
) {
  return ctx.db
    .selectFrom('smart_grants')
    .innerJoin('smart_apps', (join) =>
      join
        .onRef('smart_apps.tenant_id', '=', 'smart_grants.tenant_id')
        .onRef('smart_apps.client_id', '=', 'smart_grants.client_id'),
    )
    .innerJoin('portal_accounts', (join) =>
      join
        .onRef('portal_accounts.tenant_id', '=', 'smart_grants.tenant_id')
        .onRef('portal_accounts.id', '=', 'smart_grants.portal_account_id')
        .onRef('portal_accounts.patient_id', '=', 'smart_grants.patient_id'),
    )
    .select([
      'smart_grants.client_id',
      'smart_grants.scopes',
      'smart_grants.patient_id',
      'smart_apps.name as app_name',
    ])
    .where('smart_grants.tenant_id', '=', tenantId)
    .where('smart_grants.id', '=', grantId)
    .where('smart_grants.portal_account_id', '=', accountId)
    .where('smart_grants.revoked_at', 'is', null)
    .where('smart_grants.code_used_at', 'is not', null)
    .where('smart_apps.revoked_at', 'is', null)
    .where('portal_accounts.status', '=', 'active')
    .executeTakeFirst();
}

/** What a patient's app token may read, or 401 when its grant, app or account is gone. */
export async function patientAppGrant(
  ctx: AppContext,
  claims: { sub: string; tid: string; gid: string; scope: string },
): Promise<SmartGrant> {
  const row = await findLivePatientGrant(ctx, claims.tid, claims.gid, claims.sub);
  const scopes = narrowedScopes(claims.scope.split(' ').filter(Boolean), row?.scopes ?? []);
  if (!row?.patient_id || !scopes) throw new HttpError(401, MESSAGES.unauthorized);
  return {
    tenantId: claims.tid,
    grantId: claims.gid,
    clientId: row.client_id,
    appName: row.app_name,
    scopes,
    patientId: row.patient_id,
    portalAccountId: claims.sub,
  };
}
