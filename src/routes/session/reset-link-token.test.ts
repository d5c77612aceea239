import { afterEach, describe, expect, it } from 'vitest';
import { takeResetLinkToken } from './reset-link-token';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('takeResetLinkToken', () => {
  it('answers the token from the fragment and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/reset-password?lang=fr#token=abc%2Bdef');
    expect(takeResetLinkToken(window.location, window.history)).toBe('abc+def');
    expect(window.location.href).toBe(`${window.location.origin}/reset-password?lang=fr`);
  });

  it('answers null and leaves the address alone when the link carries no token', () => {
    window.history.replaceState(null, '', '/reset-password#section');
    expect(takeResetLinkToken(window.location, window.history)).toBeNull();
    expect(window.location.hash).toBe('#section');
  });

  it('ignores a token in the query string, where request logs would have seen it', () => {
    window.history.replaceState(null, '', '/reset-password?token=leaked');
    expect(takeResetLinkToken(window.location, window.history)).toBeNull();
  });
});
