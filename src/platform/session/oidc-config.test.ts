import { describe, expect, it } from 'vitest';
import { OIDC_DEFAULTS, parseOidcConfig } from './oidc-config';

const ORIGIN = 'https://praxis.example';
const complete = {
  VITE_OIDC_ISSUER: 'https://login.hospital.example/realms/praxis',
  VITE_OIDC_CLIENT_ID: 'praxis-web',
};

describe('external identity provider configuration', () => {
  it('is disabled, with the reason "not-configured", when no issuer is set', () => {
    expect(parseOidcConfig({}, ORIGIN)).toEqual({ status: 'disabled', reason: 'not-configured' });
    expect(parseOidcConfig({ VITE_OIDC_ISSUER: '  ', VITE_OIDC_CLIENT_ID: 'x' }, ORIGIN)).toEqual({
      status: 'disabled',
      reason: 'not-configured',
    });
  });

  it('is ready with the default scopes, tenant claim and callback path when only issuer and client are set', () => {
    expect(parseOidcConfig(complete, ORIGIN)).toEqual({
      status: 'ready',
      config: {
        issuer: complete.VITE_OIDC_ISSUER,
        clientId: 'praxis-web',
        scopes: OIDC_DEFAULTS.scopes,
        tenantClaim: OIDC_DEFAULTS.tenantClaim,
        redirectUri: 'https://praxis.example/auth/callback',
      },
    });
  });

  it('takes scopes, tenant claim and redirect path from the environment, normalising scope spacing', () => {
    const availability = parseOidcConfig(
      {
        ...complete,
        VITE_OIDC_SCOPES: ' openid  email\toffline_access ',
        VITE_OIDC_TENANT_CLAIM: 'tid',
        VITE_OIDC_REDIRECT_PATH: '/sso/return',
      },
      ORIGIN,
    );
    expect(availability).toMatchObject({
      status: 'ready',
      config: {
        scopes: 'openid email offline_access',
        tenantClaim: 'tid',
        redirectUri: 'https://praxis.example/sso/return',
      },
    });
  });

  it.each([
    ['not a URL', 'issuer-invalid'],
    ['ftp://login.hospital.example', 'issuer-invalid'],
    ['https://login.hospital.example/?tenant=1', 'issuer-invalid'],
    ['https://user:secret@login.hospital.example', 'issuer-invalid'],
    ['http://login.hospital.example', 'issuer-insecure'],
  ])('rejects the issuer %s as %s', (issuer, problem) => {
    expect(parseOidcConfig({ ...complete, VITE_OIDC_ISSUER: issuer }, ORIGIN)).toEqual({
      status: 'invalid',
      problems: [problem],
    });
  });

  it.each(['http://127.0.0.1:4413', 'http://localhost:8080/realms/dev', 'http://[::1]:9000'])(
    'accepts plain http for the loopback issuer %s (development and e2e only)',
    (issuer) => {
      expect(parseOidcConfig({ ...complete, VITE_OIDC_ISSUER: issuer }, ORIGIN).status).toBe(
        'ready',
      );
    },
  );

  it('lists every problem of an invalid configuration at once', () => {
    const availability = parseOidcConfig(
      {
        VITE_OIDC_ISSUER: 'https://login.hospital.example',
        VITE_OIDC_SCOPES: 'profile email',
        VITE_OIDC_TENANT_CLAIM: 'tenant id!',
        VITE_OIDC_REDIRECT_PATH: '//evil.example/callback',
      },
      ORIGIN,
    );
    expect(availability).toEqual({
      status: 'invalid',
      problems: [
        'client-id-missing',
        'scopes-without-openid',
        'tenant-claim-invalid',
        'redirect-path-invalid',
      ],
    });
  });

  it.each(['auth/callback', 'https://evil.example/callback', '/\\evil.example'])(
    'refuses the redirect path %s, which would not stay on the app origin',
    (path) => {
      expect(parseOidcConfig({ ...complete, VITE_OIDC_REDIRECT_PATH: path }, ORIGIN)).toEqual({
        status: 'invalid',
        problems: ['redirect-path-invalid'],
      });
    },
  );
});
