import { SignJWT, jwtVerify } from 'jose';
import type { MemberRole } from '../../common/contracts/clinic.contract.ts';
import type { AppContext } from '../context.ts';
import { SIGNING_ALGORITHM } from './keys.ts';

export const API_AUDIENCE = 'praxis-api';
export const CLIENT_AUDIENCE = 'praxis-web';
const CLOCK_TOLERANCE_S = 5;

export interface TokenSubject {
  userId: string;
  tenantId: string;
  email: string;
  name: string;
  sessionId: string;
  /** The member's roles in their clinic: the id token carries them for the browser's offers. */
  roles: MemberRole[];
  /** A portal patient's sign-in (issue 36): the one patient the tokens are scoped to. */
  patientId?: string;
}

export interface AccessClaims {
  userId: string;
  tenantId: string;
  sessionId: string;
  /**
   * Set in a portal patient's token only (claims `kind: 'patient'`, `pid`): `userId` is then the
   * portal account and the token opens the portal's routes only (`portalSignedIn`).
   */
  patientId?: string;
}

/** The claims that mark a portal patient's tokens (a member's carry none). */
const patientClaims = (patientId: string | undefined) =>
  patientId ? { kind: 'patient', pid: patientId } : {};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signs the access token (also the spec's `serviceToken`) and the id token, both ending at `expiresAt`. */
export async function signTokens(ctx: AppContext, subject: TokenSubject, expiresAt: Date) {
  const { privateKey, kid } = ctx.keys;
  const header = { alg: SIGNING_ALGORITHM, kid, typ: 'JWT' };
  const iat = seconds(ctx.clock());
  const exp = seconds(expiresAt);
  const accessToken = await new SignJWT({
    tid: subject.tenantId,
    sid: subject.sessionId,
    ...patientClaims(subject.patientId),
  })
    .setProtectedHeader(header)
    .setIssuer(ctx.config.issuer)
    .setAudience(API_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(privateKey);
  const idToken = await new SignJWT({
    email: subject.email,
    name: subject.name,
    tenant_id: subject.tenantId,
    roles: subject.roles,
    ...(subject.patientId && { kind: 'patient', patient_id: subject.patientId }),
  })
    .setProtectedHeader(header)
    .setIssuer(ctx.config.issuer)
    .setAudience(CLIENT_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(privateKey);
  return { accessToken, idToken, expiresIn: Math.max(1, exp - iat) };
}

/** Access tokens already verified, per key set (a server's keys are fixed while it runs). */
const verifiedTokens = new WeakMap<
  AppContext['keys'],
  Map<string, { claims: AccessClaims; exp: number }>
>();
/** The most verified tokens kept; the oldest is dropped first. */
export const VERIFIED_TOKENS_MAX = 5_000;

function verifiedTokensOf(ctx: AppContext) {
  let tokens = verifiedTokens.get(ctx.keys);
  if (!tokens) verifiedTokens.set(ctx.keys, (tokens = new Map()));
  return tokens;
}

/**
 * Verifies an access token: ES256 only (so never `none` or an HMAC made with the public key),
 * our issuer, the API audience (an id token is refused), expiry with a few seconds' leeway.
 * A token that passed once is not checked for its signature again (issue 35: the signature check
 * was the largest CPU cost of a small request); its expiry is, on every use, as jose does. Whether
 * its session is still live is the caller's check, every time (`requireSession`).
 */
export async function verifyAccessToken(
  ctx: AppContext,
  token: string,
  toleranceS = CLOCK_TOLERANCE_S,
): Promise<AccessClaims> {
  const known = verifiedTokensOf(ctx);
  const hit = known.get(token);
  if (hit && hit.exp > seconds(ctx.clock()) - toleranceS) return hit.claims;
  const { payload } = await jwtVerify(token, ctx.keys.verificationKey, {
    algorithms: [SIGNING_ALGORITHM],
    issuer: ctx.config.issuer,
    audience: API_AUDIENCE,
    clockTolerance: toleranceS,
    currentDate: ctx.clock(),
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  const { sub, tid, sid, exp, kind, pid } = payload;
  if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string') {
    throw new Error('access token lacks its subject, tenant or session');
  }
  if (kind !== undefined && (kind !== 'patient' || typeof pid !== 'string' || !pid)) {
    throw new Error('a patient token lacks its patient');
  }
  const claims: AccessClaims = { userId: sub, tenantId: tid, sessionId: sid };
  if (kind === 'patient') claims.patientId = pid as string;
  if (typeof exp === 'number') {
    if (known.size >= VERIFIED_TOKENS_MAX) known.delete(known.keys().next().value as string);
    known.set(token, { claims, exp });
  }
  return claims;
}
