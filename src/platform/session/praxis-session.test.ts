import { describe, expect, it } from 'vitest';
import type { StoredSession } from '../../config/session-values';
import { isPraxisSession } from './praxis-session';

const storeWith = (values: Partial<StoredSession>) => ({
  read: () => ({ authCode: null, serviceToken: null, ...values }) as StoredSession,
});

describe('whether the API accepts this tab’s session', () => {
  it('does for a password sign-in, with or without its serviceToken', () => {
    expect(isPraxisSession(storeWith({ serviceToken: 'eyJ…', accessToken: 'a' }))).toBe(true);
    expect(isPraxisSession(storeWith({ accessToken: 'a', idToken: 'id' }))).toBe(true);
  });

  it('does not for the session an identity provider left, which holds its auth code', () => {
    expect(
      isPraxisSession(storeWith({ accessToken: 'provider', idToken: 'id', authCode: 'code' })),
    ).toBe(false);
  });
});
