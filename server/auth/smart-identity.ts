import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import { narrowedScopes } from '../../common/contracts/smart-scopes.ts';
import type { AppContext } from '../context.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { Principal } from './authenticate.ts';
import { SIGNING_ALGORITHM } from './keys.ts';
import { memberRolesOf, toUser } from './sessions.ts';
import { patientAppGrant } from './smart-patient-identity.ts';

/**
 * SMART App Launch's identities, asked before any clinic is known (as a calendar feed's secret
 * is, `calendar-feed-identity.ts`): the registered app a `client_id` names, the grant a one-time
 * code names, and the app's access token on a FHIR request.
 *
 * The access token is an ES256 JWT of the server's key (decision in docs/decisions.md,
 * "c34-smart"): audience `praxis-fhir` (never accepted by the JSON API, whose audience is
 * `praxis-api`), naming the clinic, the member, the grant, the app, the granted scopes and the
 * patient. It authenticates only while its grant stands: a reused code or refresh token or a
 * revoked app revokes the grant, and a deactivated member's token stops at once. It reads what
 * its own `scope` claim says (a refresh may narrow it), within the grant's.
 */
export const SMART_AUDIENCE = 'praxis-fhir';
const CLOCK_TOLERANCE_S = 5;

/** What a SMART access token lets its app do (on the request as `smartGrant`). */
export interface SmartGrant {
  /** The clinic the grant is of. */
  tenantId: string;
  grantId: string;
  clientId: string;
  appName: string;
  scopes: string[];
  /** The patient chosen at launch (null: no `patient/` scope granted). */
  patientId: string | null;
  /**
   * The portal patient who approved an app of their own (issue 36; null: a member approved).
   * Such a grant reads only `patientId`'s compartment (server/smart/patient-app-fhir.ts).
   */
  portalAccountId: string | null;
}

/** A registered, unrevoked app by its client id, with its clinic. */
export async function findSmartApp(ctx: AppContext, clientId: string) {
  const row = await ctx.db
    .selectFrom('smart_apps')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...row, clinic: tenantDb(ctx.db, row.tenant_id) } : undefined;
}

export type GrantClaim =
  | { outcome: 'unknown' }
  | { outcome: 'reused'; clinic: TenantDb; grantId: string }
  | { outcome: 'claimed'; clinic: TenantDb; grant: ClaimedGrant };

export interface ClaimedGrant {
  id: string;
  client_id: string;
  user_id: string | null;
  portal_account_id: string | null;
  patient_id: string | null;
  scopes: string[];
  redirect_uri: string;
  code_challenge: string;
  code_expires_at: Date;
}

/**
 * Spends a one-time code: the first use claims its grant (atomically, so of two concurrent uses
 * one wins); a later use finds it spent (`reused`, and the caller revokes the grant).
 */
export async function claimCode(ctx: AppContext, codeHash: string, at: Date): Promise<GrantClaim> {
  const claimed = await ctx.db
    .updateTable('smart_grants')
    .set({ code_used_at: at })
    .where('code_hash', '=', codeHash)
    .where('code_used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning([
      'tenant_id',
      'id',
      'client_id',
      'user_id',
      'portal_account_id',
      'patient_id',
      'scopes',
      'redirect_uri',
      'code_challenge',
      'code_expires_at',
    ])
    .executeTakeFirst();
  if (claimed) {
    const { tenant_id, ...grant } = claimed;
    return { outcome: 'claimed', clinic: tenantDb(ctx.db, tenant_id), grant };
  }
  const spent = await ctx.db
    .selectFrom('smart_grants')
    .select(['tenant_id', 'id'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (!spent) return { outcome: 'unknown' };
  return { outcome: 'reused', clinic: tenantDb(ctx.db, spent.tenant_id), grantId: spent.id };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Who approved a grant: a member (`userId`) or a portal patient (`portalAccountId`). */
export interface GrantHolder {
  userId: string | null;
  portalAccountId: string | null;
}

/** The `fhirUser` of a patient's own app: the patient (SMART App Launch's `Patient/{id}`). */
export const patientFhirUser = (patientId: string) => `Patient/${patientId}`;

/**
 * The app's access token for a claimed grant, and its lifetime in seconds. A patient's grant
 * (issue 36) has the portal account as `sub`, `kind: 'patient'` and `fhirUser` `Patient/{id}`.
 */
export async function signSmartToken(
  ctx: AppContext,
  grant: GrantHolder & { tenantId: string; id: string; clientId: string; scopes: string[] },
  patientId: string | null,
) {
  const iat = seconds(ctx.clock());
  const expiresIn = ctx.config.accessTokenTtlS;
  const byPatient = grant.portalAccountId !== null && patientId !== null;
  const subject = grant.userId ?? grant.portalAccountId;
  if (subject === null) throw new Error('A SMART grant has no holder');
  const token = await new SignJWT({
    tid: grant.tenantId,
    gid: grant.id,
    client_id: grant.clientId,
    scope: grant.scopes.join(' '),
    ...(patientId ? { patient: patientId } : {}),
    ...(byPatient ? { kind: 'patient', fhirUser: patientFhirUser(patientId) } : {}),
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: ctx.keys.kid, typ: 'JWT' })
    .setIssuer(ctx.config.issuer)
    .setAudience(SMART_AUDIENCE)
    .setSubject(subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(ctx.keys.privateKey);
  return { token, expiresIn };
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;

/** Whether a request's bearer is meant for the FHIR API as an app's (its audience says so). */
export function carriesSmartToken(request: FastifyRequest): boolean {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  try {
    const { aud } = decodeJwt(match[1]);
    return aud === SMART_AUDIENCE || (Array.isArray(aud) && aud.includes(SMART_AUDIENCE));
  } catch {
    return false;
  }
}

/** The live grant a token names, joined to its app and member (both still active). */
function findLiveGrant(ctx: AppContext, tenantId: string, grantId: string, userId: string) {
  return ctx.db
    .selectFrom('smart_grants')
    .innerJoin('smart_apps', (join) =>
      join
        .onRef('smart_apps.tenant_id', '=', 'smart_grants.tenant_id')
        .onRef('smart_apps.client_id', '=', 'smart_grants.client_id'),
    )
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'smart_grants.tenant_id')
        .onRef('users.id', '=', 'smart_grants.user_id'),
    )
    .select([
      'users.id',
      'users.tenant_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.roles',
      'smart_grants.client_id',
      'smart_grants.scopes',
      'smart_grants.patient_id',
      'smart_apps.name as app_name',
    ])
    .where('smart_grants.tenant_id', '=', tenantId)
    .where('smart_grants.id', '=', grantId)
    .where('smart_grants.user_id', '=', userId)
    .where('smart_grants.revoked_at', 'is', null)
    .where('smart_grants.code_used_at', 'is not', null)
    .where('smart_apps.revoked_at', 'is', null)
    .where('users.active', '=', true)
    .executeTakeFirst();
}

/**
 * Authenticates an app's FHIR request: a valid token of ours for the FHIR audience and a live
 * grant behind it, else 401. The member (their roles as they are now) is the principal; what
 * the app may do is the grant's.
 */
export async function smartCaller(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ principal: Principal | null; grant: SmartGrant }> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
  let claims: { sub: string; tid: string; gid: string; scope: string; patient: boolean };
  try {
    const { payload } = await jwtVerify(token, ctx.keys.verificationKey, {
      algorithms: [SIGNING_ALGORITHM],
      issuer: ctx.config.issuer,
      audience: SMART_AUDIENCE,
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: ctx.clock(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, tid, gid, scope, kind } = payload;
    if (
      typeof sub !== 'string' ||
      typeof tid !== 'string' ||
      typeof gid !== 'string' ||
      typeof scope !== 'string'
    ) {
      throw new Error('SMART token lacks its member, clinic, grant or scopes');
    }
    claims = { sub, tid, gid, scope, patient: kind === 'patient' };
  } catch {
    throw new HttpError(401, MESSAGES.unauthorized);
  }
  // A patient's own app (issue 36): no member behind it, only the patient's compartment.
  if (claims.patient) return { principal: null, grant: await patientAppGrant(ctx, claims) };
  const row = await findLiveGrant(ctx, claims.tid, claims.gid, claims.sub);
  // The token's own scopes (a refresh may have narrowed them), never beyond the grant's.
  const scopes = narrowedScopes(claims.scope.split(' ').filter(Boolean), row?.scopes ?? []);
  if (!row || !scopes) throw new HttpError(401, MESSAGES.unauthorized);
  const principal: Principal = {
    userId: row.id,
    tenantId: row.tenant_id,
    sessionId: `smart:${claims.gid}`,
    user: toUser(row),
    roles: memberRolesOf(row.roles),
  };
  const grant: SmartGrant = {
    tenantId: row.tenant_id,
    grantId: claims.gid,
    clientId: row.client_id,
    appName: row.app_name,
    scopes,
    patientId: row.patient_id,
    portalAccountId: null,
  };
  return { principal, grant };
}
