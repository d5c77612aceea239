import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SMART_CONSENT_PAGE } from '../../common/contracts/smart.contract.ts';
import {
  grantedScopes,
  refreshAccess,
  resourceScopes,
} from '../../common/contracts/smart-scopes.ts';
import { hashToken } from '../auth/secrets.ts';
import { claimCode, findSmartApp } from '../auth/smart-identity.ts';
import type { AppContext } from '../context.ts';
import { FHIR_BASE_PATH } from '../fhir/fhir-search.ts';
import { PENDING_REQUEST_TTL_MS, redirectWith, sealRequest } from './pending-request.ts';
import { revokeGrant } from './smart-grants.repository.ts';
import { fhirBaseUrl } from '../fhir/fhir-bundle.ts';
import { SMART_ENDPOINTS, smartConfiguration } from './smart-endpoints.ts';
import { allowCrossOrigin, answerPreflight } from './smart-cors.ts';
import { authorizeErrorPage } from './authorize-error-page.ts';
import { single, tokenClient, tokenError, type TokenClient } from './oauth-wire.ts';
import { refreshGrant } from './smart-refresh-grant.ts';
import { issueRefreshToken, OFFLINE_REFRESH_TTL_MS } from './smart-refresh-tokens.repository.ts';
import { tokenAnswer } from './token-answer.ts';

/** RFC 7636: a verifier is 43–128 unreserved characters; an S256 challenge 43 base64url ones. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

type Query = Record<string, string | undefined>;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * SMART App Launch's public endpoints (no session): the discovery document, the authorization
 * endpoint (checks the request, then hands it sealed to the consent page, where the member signs
 * in at Praxis and approves or denies) and the token endpoint (the one-time code, PKCE S256, a
 * confidential app's secret by `client_secret_basic`; refresh tokens, `smart-refresh-grant.ts`). Browser apps on other origins call the
 * discovery document and the token endpoint, so they answer CORS (no cookies are involved).
 */
export function smartOAuthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(SMART_ENDPOINTS.configuration, async (_request, reply) => {
      allowCrossOrigin(reply);
      return reply.header('cache-control', 'no-cache').send(smartConfiguration(ctx));
    });

    // Preflights of browser apps: the token endpoint, and the FHIR API's bearer requests.
    app.options(SMART_ENDPOINTS.token, async (_request, reply) => answerPreflight(reply, 'POST'));
    app.options(`${FHIR_BASE_PATH}/*`, async (_request, reply) => answerPreflight(reply, 'GET'));

    app.get(SMART_ENDPOINTS.authorize, async (request, reply) => {
      const query = request.query as Query;
      const clientId = single(query, 'client_id');
      const smartApp = clientId ? await findSmartApp(ctx, clientId) : undefined;
      // Without a known app and one of its own redirect URIs, nothing is redirected anywhere.
      if (!smartApp) return authorizeErrorPage(reply, 'unknown-client');
      const redirectUri = single(query, 'redirect_uri');
      if (!redirectUri || !smartApp.redirect_uris.includes(redirectUri)) {
        return authorizeErrorPage(reply, 'redirect-mismatch');
      }
      const state = single(query, 'state');
      const fail = (error: string, description: string) =>
        reply.redirect(
          redirectWith(redirectUri, { error, error_description: description, state }),
          302,
        );
      if (single(query, 'response_type') !== 'code') {
        return fail('unsupported_response_type', 'response_type must be code.');
      }
      if (!state) return fail('invalid_request', 'state is required.');
      const codeChallenge = single(query, 'code_challenge');
      if (single(query, 'code_challenge_method') !== 'S256' || !codeChallenge) {
        return fail('invalid_request', 'PKCE is required: code_challenge_method S256.');
      }
      if (!S256_CHALLENGE.test(codeChallenge)) {
        return fail('invalid_request', 'code_challenge is not an S256 challenge.');
      }
      if (single(query, 'aud') !== fhirBaseUrl(ctx)) {
        return fail('invalid_request', `aud must be this server's FHIR base, ${fhirBaseUrl(ctx)}.`);
      }
      const requested = (single(query, 'scope') ?? '').split(' ').filter(Boolean);
      const scopes = grantedScopes(requested, smartApp.scopes);
      if (resourceScopes(scopes).length === 0) {
        return fail('invalid_scope', 'None of the requested scopes may be granted to this app.');
      }
      const sealed = sealRequest(ctx, {
        tenantId: smartApp.tenant_id,
        clientId: smartApp.client_id,
        redirectUri,
        scopes,
        requested,
        state,
        codeChallenge,
        expiresAt: ctx.clock().getTime() + PENDING_REQUEST_TTL_MS,
      });
      return reply.redirect(
        `${SMART_CONSENT_PAGE}?${new URLSearchParams({ request: sealed }).toString()}`,
        302,
      );
    });

    app.post(SMART_ENDPOINTS.token, async (request, reply) => {
      allowCrossOrigin(reply);
      reply.header('cache-control', 'no-store');
      const grantType = single(request.body, 'grant_type');
      if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
        return tokenError(
          reply,
          400,
          'unsupported_grant_type',
          'Only authorization_code and refresh_token.',
        );
      }
      const client = await tokenClient(ctx, request, reply);
      if (!client) return reply;
      if (grantType === 'refresh_token') return refreshGrant(ctx, request, reply, client);
      return exchangeCode(ctx, request, reply, client);
    });
  };
}

/** `grant_type=authorization_code`: the one-time code, PKCE S256, the app it was issued to. */
async function exchangeCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  client: TokenClient,
) {
  const body = request.body;
  const code = single(body, 'code');
  if (!code) return tokenError(reply, 400, 'invalid_request', 'code is required.');
  const at = ctx.clock();
  const claim = await claimCode(ctx, hashToken(code), at);
  if (claim.outcome === 'unknown') {
    return tokenError(reply, 400, 'invalid_grant', 'The code is not valid.');
  }
  if (claim.outcome === 'reused') {
    // A code used twice may have been stolen: what it issued stops working (RFC 6749 §4.1.2).
    await revokeGrant(claim.clinic, claim.grantId, at);
    return tokenError(reply, 400, 'invalid_grant', 'The code was already used.');
  }
  const { grant, clinic } = claim;
  const verifier = single(body, 'code_verifier') ?? '';
  const refusal =
    grant.client_id !== client.client_id
      ? 'The code was issued to another client.'
      : grant.code_expires_at.getTime() <= at.getTime()
        ? 'The code has expired.'
        : single(body, 'redirect_uri') !== grant.redirect_uri
          ? 'redirect_uri does not match the authorization request.'
          : !CODE_VERIFIER.test(verifier) || s256(verifier) !== grant.code_challenge
            ? 'code_verifier does not match the code_challenge.'
            : null;
  if (refusal) {
    await revokeGrant(clinic, grant.id, at);
    return tokenError(reply, 400, 'invalid_grant', refusal);
  }
  const refreshToken = refreshAccess(grant.scopes)
    ? await issueRefreshToken(
        clinic,
        { id: grant.id, expiresAt: new Date(at.getTime() + OFFLINE_REFRESH_TTL_MS) },
        at,
      )
    : null;
  const issued = {
    tenantId: clinic.tenantId,
    id: grant.id,
    userId: grant.user_id,
    portalAccountId: grant.portal_account_id,
    clientId: grant.client_id,
    patientId: grant.patient_id,
  };
  return tokenAnswer(ctx, reply, issued, grant.scopes, refreshToken);
}
