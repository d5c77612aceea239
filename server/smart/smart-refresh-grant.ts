import type { FastifyReply, FastifyRequest } from 'fastify';
import { narrowedScopes, refreshAccess } from '../../common/contracts/smart-scopes.ts';
import { hashToken } from '../auth/secrets.ts';
import {
  findRefreshToken,
  sessionLives,
  type FoundRefreshToken,
} from '../auth/smart-refresh-identity.ts';
import type { AppContext } from '../context.ts';
import { single, tokenError, type TokenClient } from './oauth-wire.ts';
import { revokeGrant } from './smart-grants.repository.ts';
import { rotateRefreshToken } from './smart-refresh-tokens.repository.ts';
import { tokenAnswer } from './token-answer.ts';

/** Why a refresh token that is the caller's and unspent may no longer be used; null: it may. */
function refusal(ctx: AppContext, found: FoundRefreshToken): string | null {
  if (found.grant_revoked_at !== null) return 'The grant has been revoked.';
  if (!found.holderActive) {
    return found.user_id !== null
      ? 'The member who approved the launch has no access.'
      : 'The patient who approved the launch has no portal access.';
  }
  if (new Date(found.expires_at).getTime() <= ctx.clock().getTime()) {
    return 'The refresh token has expired.';
  }
  const access = refreshAccess(found.scopes);
  if (access === null) return 'The grant has no refresh.';
  if (access === 'online_access' && !sessionLives(ctx, found)) {
    return 'The Praxis session the launch was approved in has ended.';
  }
  return null;
}

/**
 * `grant_type=refresh_token` (RFC 6749 §6, SMART App Launch 2.0): the app that holds the token
 * (authenticated as at the code exchange) gets a new access token, for the granted scopes or
 * fewer, and the next refresh token — each refresh token is used once (rotation), and a second
 * use of one revokes the grant, as a reused code does. A refused request changes nothing, except
 * that reuse ends the grant.
 */
export async function refreshGrant(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  client: TokenClient,
) {
  const presented = single(request.body, 'refresh_token');
  if (!presented) return tokenError(reply, 400, 'invalid_request', 'refresh_token is required.');
  const tokenHash = hashToken(presented);
  const found = await findRefreshToken(ctx, tokenHash);
  if (!found || found.client_id !== client.client_id) {
    return tokenError(reply, 400, 'invalid_grant', 'The refresh token is not valid.');
  }
  const at = ctx.clock();
  if (found.used_at !== null) {
    // A refresh token used twice may have been stolen: the grant ends (its tokens stop working).
    await revokeGrant(found.clinic, found.grant_id, at);
    return tokenError(reply, 400, 'invalid_grant', 'The refresh token was already used.');
  }
  const refused = refusal(ctx, found);
  if (refused) return tokenError(reply, 400, 'invalid_grant', refused);
  const asked = single(request.body, 'scope');
  const scopes = asked
    ? narrowedScopes(asked.split(' ').filter(Boolean), found.scopes)
    : found.scopes;
  if (!scopes || scopes.length === 0) {
    return tokenError(reply, 400, 'invalid_scope', 'The scope may only narrow the granted scopes.');
  }
  const next = await rotateRefreshToken(
    found.clinic,
    tokenHash,
    { id: found.grant_id, expiresAt: found.expires_at },
    at,
  );
  if (next === null) {
    await revokeGrant(found.clinic, found.grant_id, at);
    return tokenError(reply, 400, 'invalid_grant', 'The refresh token was already used.');
  }
  const grant = {
    tenantId: found.tenant_id,
    id: found.grant_id,
    userId: found.user_id,
    portalAccountId: found.portal_account_id,
    clientId: found.client_id,
    patientId: found.patient_id,
  };
  return tokenAnswer(ctx, reply, grant, scopes, next);
}
