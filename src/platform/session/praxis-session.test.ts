import { describe, expect, it } from 'vitest';
import type { StoredSession } from '../../config/session-values';
import { isPraxisSession } from './praxis-session';

const storeWith = (values: Partial<StoredSession>) => ({
  read: () => ({ serviceToken: null, ...values }) as StoredSession,
});

describe('whether the API accepts this tab’s session', () => {
  it('does for a Praxis sign-in, which holds the serviceToken', () => {
    expect(isPraxisSession(storeWith({ serviceToken: 'eyJ…', accessToken: 'a' }))).toBe(true);
  });

  it('does not for an identity provider’s session, which has its tokens but no serviceToken', () => {
    expect(
      isPraxisSession(storeWith({ accessToken: 'provider', idToken: 'id', authCode: 'code' })),
    ).toBe(false);
  });
});
