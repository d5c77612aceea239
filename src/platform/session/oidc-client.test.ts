import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { completeExternalSignIn, startExternalSignIn } from './oidc-client';

const ISSUER = 'https://idp.hospital.test';
const ORIGIN = window.location.origin;
const NOW_S = Math.floor(Date.now() / 1000);

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** Unsigned: oidc-client-ts reads the id token's claims; signatures are the server's job (decision 8). */
const idToken = (claims: object) =>
  `${base64url({ alg: 'RS256' })}.${base64url({ iss: ISSUER, aud: 'praxis-web', iat: NOW_S, exp: NOW_S + 3600, ...claims })}.sig`;

let tokenRequests: URLSearchParams[] = [];
/** The nonce of the last authorization request; a real provider copies it into the id token. */
let issuedNonce: string | null = null;

function provider(claims: object, nonce: () => string | null = () => issuedNonce) {
  server.use(
    http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
      }),
    ),
    http.post(`${ISSUER}/token`, async ({ request }) => {
      tokenRequests.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({
        access_token: 'opaque-access',
        id_token: idToken({ sub: 'p-1', nonce: nonce(), ...claims }),
        refresh_token: 'opaque-refresh',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid profile email',
      });
    }),
  );
}

/** Starts a sign-in and returns the authorization URL the browser would have been sent to. */
async function authorizationUrl(returnTo: string): Promise<URL> {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: ORIGIN, assign, replace: assign });
  void startExternalSignIn(returnTo);
  await vi.waitFor(() => expect(assign).toHaveBeenCalled());
  vi.unstubAllGlobals();
  const url = new URL(String(assign.mock.calls[0]?.[0]));
  issuedNonce = url.searchParams.get('nonce');
  return url;
}

function callback(params: Record<string, string>) {
  return `${ORIGIN}/auth/callback?${new URLSearchParams(params)}`;
}

describe('the OpenID Connect client against a provider', () => {
  beforeEach(() => {
    tokenRequests = [];
    vi.stubEnv('VITE_OIDC_ISSUER', ISSUER);
    vi.stubEnv('VITE_OIDC_CLIENT_ID', 'praxis-web');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('sends the browser to the authorization endpoint with the code flow and a PKCE S256 challenge', async () => {
    provider({ tenant_id: 't-1' });
    const url = await authorizationUrl('/app/panels/hospital/patient');
    expect(url.origin + url.pathname).toBe(`${ISSUER}/auth`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('praxis-web');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/callback`);
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('sends a fresh nonce with each sign-in', async () => {
    provider({ tenant_id: 't-1' });
    const first = (await authorizationUrl('/app')).searchParams.get('nonce');
    const second = (await authorizationUrl('/app')).searchParams.get('nonce');
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(second).not.toBe(first);
  });

  it('refuses an id token minted for another sign-in (its nonce is not this one’s)', async () => {
    provider({ tenant_id: 't-1' }, () => 'nonce-of-another-sign-in');
    const state = (await authorizationUrl('/app')).searchParams.get('state') ?? '';
    const outcome = await completeExternalSignIn(callback({ code: 'stolen-code', state }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'state' } });
  });

  it('exchanges the code with its verifier and returns the token set, auth code and return page', async () => {
    provider({ tenant_id: 't-1', email: 'ana@hospital.test' });
    const state = (await authorizationUrl('/app/panels/hospital/patient')).searchParams.get(
      'state',
    );
    const outcome = await completeExternalSignIn(callback({ code: 'code-42', state: state ?? '' }));

    expect(outcome).toEqual({
      ok: true,
      result: {
        tokens: {
          access_token: 'opaque-access',
          id_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.sig$/),
          tenant_id: 't-1',
          refresh_token: 'opaque-refresh',
          expires_in: expect.closeTo(3600, -1),
        },
        authCode: 'code-42',
        returnTo: '/app/panels/hospital/patient',
      },
    });
    expect(tokenRequests[0]?.get('code')).toBe('code-42');
    expect(tokenRequests[0]?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('lands on the organization page when the return page asked for was on another site', async () => {
    provider({ tenant_id: 't-1' });
    const state = (await authorizationUrl('https://evil.example/')).searchParams.get('state');
    const outcome = await completeExternalSignIn(callback({ code: 'c', state: state ?? '' }));
    expect(outcome.ok && outcome.result.returnTo).toBe('/app/panels/hospital/organization');
  });

  it("reports the provider's error and description for a sign-in of this tab", async () => {
    provider({ tenant_id: 't-1' });
    const state = (await authorizationUrl('/app')).searchParams.get('state') ?? '';
    const outcome = await completeExternalSignIn(
      callback({
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
        state,
      }),
    );
    expect(outcome).toMatchObject({
      ok: false,
      error: {
        code: 'provider',
        detail: { error: 'access_denied', description: 'End-User aborted interaction' },
      },
    });
    expect(tokenRequests).toEqual([]);
  });

  it('refuses a callback whose state this tab never issued, without calling the token endpoint', async () => {
    provider({ tenant_id: 't-1' });
    const outcome = await completeExternalSignIn(
      callback({ error: 'access_denied', error_description: 'Call 0800', state: 'forged' }),
    );
    expect(outcome).toMatchObject({ ok: false, error: { code: 'state', detail: {} } });
    expect(tokenRequests).toEqual([]);
  });

  it('fails with "tenant" when the id token lacks the tenant claim', async () => {
    provider({ email: 'no.tenant@hospital.test' });
    const state = (await authorizationUrl('/app')).searchParams.get('state') ?? '';
    const outcome = await completeExternalSignIn(callback({ code: 'c', state }));
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'tenant', detail: { claim: 'tenant_id' } },
    });
  });

  it('fails with "not-configured" when the build has no issuer', async () => {
    vi.stubEnv('VITE_OIDC_ISSUER', '');
    const outcome = await completeExternalSignIn(callback({ code: 'c', state: 's-none' }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'not-configured' } });
    await expect(startExternalSignIn('/app')).rejects.toMatchObject({ code: 'not-configured' });
  });
});
