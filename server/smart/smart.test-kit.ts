import { createHash, randomBytes } from 'node:crypto';
import type { SmartAppCreated } from '../../common/contracts/smart.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { FHIR_BASE_PATH } from '../fhir/fhir-search.ts';
import { SMART_ENDPOINTS } from './smart-endpoints.ts';

export const REDIRECT = 'http://127.0.0.1:9999/callback';

/** A PKCE pair: a fresh verifier and its S256 challenge. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function registerSmartApp(
  server: TestServer,
  ownerToken: string,
  app: Partial<{
    name: string;
    confidential: boolean;
    scopes: string[];
    redirectUris: string[];
  }> = {},
): Promise<SmartAppCreated> {
  const reply = await server.request<SmartAppCreated>('POST', '/smart-apps', {
    token: ownerToken,
    body: {
      name: app.name ?? 'Outcome tracker',
      redirectUris: app.redirectUris ?? [REDIRECT],
      confidential: app.confidential ?? false,
      scopes: app.scopes ?? ['launch/patient', 'patient/*.rs', 'user/*.rs'],
    },
  });
  if (reply.status !== 201) throw new Error(`register app failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** The authorize endpoint's answer, not followed: its status and Location. */
export async function authorize(server: TestServer, params: Record<string, string | undefined>) {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const response = await fetch(`${server.url}${SMART_ENDPOINTS.authorize}?${query.toString()}`, {
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

export const fhirAud = (server: TestServer) =>
  `${server.server.ctx.config.publicUrl}${FHIR_BASE_PATH}`;

/** A well-formed authorization request for an app, with a fresh PKCE pair. */
export function launchParams(
  server: TestServer,
  clientId: string,
  scope = 'launch/patient patient/*.rs',
) {
  const { verifier, challenge } = pkce();
  return {
    verifier,
    params: {
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope,
      state: 'state-123',
      aud: fhirAud(server),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    } as Record<string, string | undefined>,
  };
}

/** The sealed request the authorize endpoint handed to the consent page. */
export function sealedRequestOf(location: string | null): string {
  const sealed = new URL(location ?? '', 'http://x').searchParams.get('request');
  if (!sealed) throw new Error(`no consent request in ${location}`);
  return sealed;
}

/** Runs a launch through consent: the code the member's approval gave the app. */
export async function approvedCode(
  server: TestServer,
  memberToken: string,
  clientId: string,
  options: { scope?: string; patientId?: string } = {},
) {
  const { params, verifier } = launchParams(server, clientId, options.scope);
  const authorized = await authorize(server, params);
  const decided = await server.request<{ redirectTo: string }>('POST', '/smart-consent', {
    token: memberToken,
    body: {
      request: sealedRequestOf(authorized.location),
      decision: 'approve',
      ...(options.patientId ? { patientId: options.patientId } : {}),
    },
  });
  if (decided.status !== 200) throw new Error(`consent failed: ${decided.status} ${decided.text}`);
  const code = new URL(decided.body.redirectTo).searchParams.get('code') ?? '';
  return { code, verifier };
}

/** A form POST to the token endpoint. */
export async function exchange(
  server: TestServer,
  form: Record<string, string>,
  basic?: { clientId: string; secret: string },
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (basic) {
    const pair = `${encodeURIComponent(basic.clientId)}:${encodeURIComponent(basic.secret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  }
  return server.request<Record<string, string | number>>('POST', SMART_ENDPOINTS.token, {
    raw: new URLSearchParams(form).toString(),
    headers,
  });
}

/** The token endpoint's form for a public app's code. */
export const codeForm = (clientId: string, code: string, verifier: string) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: REDIRECT,
  code_verifier: verifier,
  client_id: clientId,
});

/** The token endpoint's form for a refresh (a public app names itself). */
export const refreshForm = (clientId: string, refreshToken: string, scope?: string) => ({
  grant_type: 'refresh_token',
  refresh_token: refreshToken,
  client_id: clientId,
  ...(scope === undefined ? {} : { scope }),
});

/** A launch approved and its code exchanged: the token answer (access and refresh tokens). */
export async function launchedTokens(
  server: TestServer,
  memberToken: string,
  clientId: string,
  options: { scope?: string; patientId?: string; basic?: { clientId: string; secret: string } },
) {
  const { code, verifier } = await approvedCode(server, memberToken, clientId, options);
  const reply = await exchange(server, codeForm(clientId, code, verifier), options.basic);
  if (reply.status !== 200) throw new Error(`exchange failed: ${reply.status} ${reply.text}`);
  return {
    accessToken: String(reply.body.access_token),
    refreshToken: reply.body.refresh_token as string | undefined,
    body: reply.body,
  };
}
