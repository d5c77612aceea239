import { describe, expect, it } from 'vitest';
import { ExternalSignInError } from './oidc-errors';
import { toTokenSet, type ProviderUser } from './oidc-tokens';

const NOW = 1_800_000_000;
const user: ProviderUser = {
  access_token: 'access-1',
  id_token: 'header.payload.signature',
  refresh_token: 'refresh-1',
  expires_at: NOW + 3600,
  profile: { sub: 'p-1', email: 'ana@hospital.example', tenant_id: 'tenant-7' },
};

function failure(run: () => unknown): ExternalSignInError {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof ExternalSignInError) return thrown;
    throw thrown;
  }
  throw new Error('expected an ExternalSignInError');
}

describe("mapping the provider's answer to the login payload", () => {
  it('gives access token, id token, tenant, refresh token and the remaining lifetime in seconds', () => {
    expect(toTokenSet(user, 'tenant_id', NOW)).toEqual({
      access_token: 'access-1',
      id_token: 'header.payload.signature',
      tenant_id: 'tenant-7',
      refresh_token: 'refresh-1',
      expires_in: 3600,
    });
  });

  it('reads the tenant from the configured claim (e.g. Entra ID tid)', () => {
    const entra = { ...user, profile: { ...user.profile, tid: '72f988bf' } };
    expect(toTokenSet(entra, 'tid', NOW).tenant_id).toBe('72f988bf');
  });

  it('accepts a numeric tenant claim as text', () => {
    const numeric = { ...user, profile: { sub: 'p-1', tenant_id: 42 } };
    expect(toTokenSet(numeric, 'tenant_id', NOW).tenant_id).toBe('42');
  });

  it('leaves refresh_token out when the provider issued none', () => {
    const { refresh_token: _omitted, ...withoutRefresh } = user;
    expect(toTokenSet(withoutRefresh, 'tenant_id', NOW)).not.toHaveProperty('refresh_token');
  });

  it.each([
    ['absent', { sub: 'p-1' }],
    ['empty', { sub: 'p-1', tenant_id: '  ' }],
    ['not text', { sub: 'p-1', tenant_id: { id: 'tenant-7' } }],
  ])('fails with "tenant", naming the claim, when the tenant claim is %s', (_case, profile) => {
    const error = failure(() => toTokenSet({ ...user, profile }, 'tenant_id', NOW));
    expect(error.code).toBe('tenant');
    expect(error.detail.claim).toBe('tenant_id');
  });

  it('fails with "tokens" when there is no id token', () => {
    const { id_token: _omitted, ...withoutIdToken } = user;
    expect(failure(() => toTokenSet(withoutIdToken, 'tenant_id', NOW)).code).toBe('tokens');
  });

  it.each([
    ['no expiry', undefined],
    ['an expiry already past', NOW - 1],
    ['an expiry of now', NOW],
  ])('fails with "tokens" for an access token with %s', (_case, expiresAt) => {
    const error = failure(() => toTokenSet({ ...user, expires_at: expiresAt }, 'tenant_id', NOW));
    expect(error.code).toBe('tokens');
  });
});
