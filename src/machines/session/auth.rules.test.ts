import { describe, expect, it } from 'vitest';
import { tooManyAttemptsResponse } from '../../../common/contracts/account.contract';
import {
  authErrorCode,
  InvalidClaimsError,
  isBeforeExpiry,
  isExpClaimLive,
  isSessionLive,
  isTokenSetComplete,
  retryAfterOf,
  userFromClaims,
} from './auth.rules';
import type { StoredSession } from '../../config/session-values';

describe('the session user from id token claims', () => {
  it('takes the object id over the subject', () => {
    expect(userFromClaims({ oid: 'oid-1', sub: 'sub-1' }, 't1').id).toBe('oid-1');
  });

  it('falls back to the subject without an object id', () => {
    expect(userFromClaims({ sub: 'sub-1' }, 't1').id).toBe('sub-1');
  });

  it('takes the first of emails over email', () => {
    const user = userFromClaims(
      { sub: 's', emails: ['a@x.org', 'b@x.org'], email: 'c@x.org' },
      't',
    );
    expect(user.email).toBe('a@x.org');
  });

  it('falls back to email when emails is missing or empty', () => {
    expect(userFromClaims({ sub: 's', email: 'c@x.org' }, 't').email).toBe('c@x.org');
    expect(userFromClaims({ sub: 's', emails: [], email: 'c@x.org' }, 't').email).toBe('c@x.org');
  });

  it('takes name over given_name, and given_name without a name', () => {
    expect(userFromClaims({ sub: 's', name: 'Ada L', given_name: 'Ada' }, 't').name).toBe('Ada L');
    expect(userFromClaims({ sub: 's', given_name: 'Ada' }, 't').name).toBe('Ada');
  });

  it('carries the stored tenant id', () => {
    expect(userFromClaims({ sub: 's' }, 'tenant-9').tenantId).toBe('tenant-9');
  });

  it.each([['a string'], [42], [null], [['an', 'array']], [true]])(
    'rejects a payload that is not an object (%j)',
    (payload) => {
      expect(() => userFromClaims(payload, 't')).toThrow(InvalidClaimsError);
    },
  );

  it('rejects claims with neither oid nor sub', () => {
    expect(() => userFromClaims({ email: 'a@x.org' }, 't')).toThrow(InvalidClaimsError);
  });
});

describe('the login handler precondition', () => {
  const full = { access_token: 'a', id_token: 'i', tenant_id: 't', expires_in: 60 };

  it('accepts access_token, id_token and tenant_id together', () => {
    expect(isTokenSetComplete(full)).toBe(true);
  });

  it.each(['access_token', 'id_token', 'tenant_id'] as const)('fails without %s', (key) => {
    expect(isTokenSetComplete({ ...full, [key]: undefined })).toBe(false);
    expect(isTokenSetComplete({ ...full, [key]: '' })).toBe(false);
  });
});

describe('token_expires as a hard ceiling', () => {
  const now = 1_800_000_000_000;

  it('is live one millisecond before the expiry', () => {
    expect(isBeforeExpiry(String(now + 1), now)).toBe(true);
  });

  it('is expired exactly at the expiry', () => {
    expect(isBeforeExpiry(String(now), now)).toBe(false);
  });

  it.each([
    ['missing', null],
    ['not a number', 'NaN'],
    ['text', 'tomorrow'],
    ['negative', '-5'],
    ['a fraction', '1800000000000.5'],
    ['in seconds', String(now / 1000 + 3600)],
    ['empty', ''],
  ])('counts a %s value as expired', (_label, value) => {
    expect(isBeforeExpiry(value, now)).toBe(false);
  });
});

describe('the logged-in check', () => {
  const now = 1_800_000_000_000;
  const live: StoredSession = {
    accessToken: 'a',
    idToken: 'i',
    tenantId: 't',
    refreshToken: null,
    tokenExpires: String(now + 1000),
    authCode: null,
    fhirToken: null,
    serviceToken: null,
    sessionStartedAt: null,
  };

  it('holds with the token set and a future expiry', () => {
    expect(isSessionLive(live, now)).toBe(true);
  });

  it.each(['accessToken', 'idToken', 'tenantId'] as const)('fails without %s', (key) => {
    expect(isSessionLive({ ...live, [key]: null }, now)).toBe(false);
  });

  it('holds for a session restored from the serviceToken (tenant, serviceToken, expiry)', () => {
    const restored = { ...live, accessToken: null, idToken: null, serviceToken: 's' };
    expect(isSessionLive(restored, now)).toBe(true);
  });

  it('fails once the expiry has passed', () => {
    expect(isSessionLive({ ...live, tokenExpires: String(now) }, now)).toBe(false);
  });
});

describe('a serviceToken exp claim', () => {
  const now = 1_800_000_000_500;

  it('is live when later than now in seconds', () => {
    expect(isExpClaimLive(1_800_000_001, now)).toBe(true);
  });

  it('is not live in the same second or earlier', () => {
    expect(isExpClaimLive(1_800_000_000, now)).toBe(false);
    expect(isExpClaimLive(1_799_999_999, now)).toBe(false);
  });

  it('is not live when missing or not a number', () => {
    expect(isExpClaimLive(undefined, now)).toBe(false);
    expect(isExpClaimLive('1800000001', now)).toBe(false);
  });
});

describe('sign-in failure codes', () => {
  it.each([
    [401, 'invalid-credentials'],
    [409, 'email-taken'],
    [0, 'network'],
    [500, 'server'],
    [400, 'server'],
  ])('maps status %i to %s', (status, code) => {
    expect(authErrorCode({ status })).toBe(code);
  });

  it('gives a signed-in form’s 401 as an ended session and its 400 the meaning the form names', () => {
    const changePassword = { badRequest: 'invalid-current-password' } as const;
    expect(authErrorCode({ status: 401 }, changePassword)).toBe('unauthorized');
    expect(authErrorCode({ status: 400 }, changePassword)).toBe('invalid-current-password');
    expect(authErrorCode({ status: 403 }, {})).toBe('server');
    expect(authErrorCode({ status: 403 })).toBe('invalid-credentials');
    expect(authErrorCode({ status: 409 }, {})).toBe('email-taken');
    expect(authErrorCode(new Error('no status'), {})).toBe('server');
  });

  it('reads the server’s 429 code and wait, and treats a 429 without a body as too many attempts', () => {
    const slowed = {
      status: 429,
      body: {
        message: 'Too many failed attempts…',
        code: 'too-many-attempts',
        retryAfterSeconds: 120,
      },
    };
    const locked = { status: 429, body: { message: 'locked', code: 'account-locked' } };
    expect([authErrorCode(slowed), retryAfterOf(slowed)]).toEqual(['too-many-attempts', 120]);
    expect([authErrorCode(locked), retryAfterOf(locked)]).toEqual(['account-locked', null]);
    expect([authErrorCode({ status: 429 }), retryAfterOf({ status: 429 })]).toEqual([
      'too-many-attempts',
      null,
    ]);
  });

  it.each([
    { message: 'slow', code: 'too-many-attempts', retryAfterSeconds: 60 },
    { message: 'slow', code: 'too-many-attempts', retryAfterSeconds: 0 },
    { message: 'slow', code: 'too-many-attempts', retryAfterSeconds: 1.5 },
    { message: 'slow', code: 'too-many-attempts', retryAfterSeconds: '60' },
    { message: 'locked', code: 'account-locked' },
    { message: 'locked', code: 'locked-out', retryAfterSeconds: 60 },
    { code: 'too-many-attempts', retryAfterSeconds: 60 },
    'Too many requests',
    null,
  ])('reads the 429 body %j as the account contract does', (body) => {
    const parsed = tooManyAttemptsResponse.safeParse(body);
    const failure = { status: 429, body };
    expect([authErrorCode(failure), retryAfterOf(failure)]).toEqual(
      parsed.success
        ? [parsed.data.code, parsed.data.retryAfterSeconds ?? null]
        : ['too-many-attempts', null],
    );
  });

  it('reads no wait from a failure that is not a 429', () => {
    expect(
      retryAfterOf({
        status: 500,
        body: { retryAfterSeconds: 5, code: 'too-many-attempts', message: 'x' },
      }),
    ).toBeNull();
  });

  it('maps an unreadable id token to provider-error', () => {
    expect(authErrorCode(new InvalidClaimsError('x'))).toBe('provider-error');
  });
});
