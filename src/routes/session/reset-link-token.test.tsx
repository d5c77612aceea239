import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLinkToken, linkTokenIn, useLinkToken } from './reset-link-token';

afterEach(() => window.history.replaceState(null, '', '/'));

describe("a reset or invitation link's token", () => {
  it('is read from the fragment, as often as a render asks, without changing the address', () => {
    window.history.replaceState(null, '', '/reset-password?lang=fr#token=abc%2Bdef');
    expect(linkTokenIn(window.location)).toBe('abc+def');
    expect(linkTokenIn(window.location)).toBe('abc+def');
    expect(window.location.hash).toBe('#token=abc%2Bdef');
  });

  it('is null when the link carries none', () => {
    window.history.replaceState(null, '', '/reset-password#section');
    expect(linkTokenIn(window.location)).toBeNull();
  });

  it('is ignored in the query string, where request logs would have seen it', () => {
    window.history.replaceState(null, '', '/reset-password?token=leaked');
    expect(linkTokenIn(window.location)).toBeNull();
  });

  it('leaves the address bar, keeping the path and the query, once forgotten', () => {
    window.history.replaceState(null, '', '/reset-password?lang=fr#token=abc');
    forgetLinkToken(window.location, window.history);
    expect(window.location.href).toBe(`${window.location.origin}/reset-password?lang=fr`);
  });

  it('stays with the page that showed it, and is out of the address once the page is shown', () => {
    window.history.replaceState(null, '', '/auth/accept-invitation#token=abc');
    const { result, rerender } = renderHook(() => useLinkToken());
    expect(result.current).toBe('abc');
    expect(window.location.hash).toBe('');
    rerender();
    expect(result.current).toBe('abc');
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/reset-password#section');
    const { result } = renderHook(() => useLinkToken());
    expect(result.current).toBeNull();
    expect(window.location.hash).toBe('#section');
  });

  it('is still found when React throws the first render away and renders the page again', async () => {
    window.history.replaceState(null, '', '/auth/accept-invitation#token=abc');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waited = false;
    function Page() {
      const token = useLinkToken();
      // The first render suspends before it is committed: React discards it, state and all.
      if (!waited) throw gate.then(() => void (waited = true));
      return <p>{token ?? 'no token'}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await act(async () => release());
    expect(await screen.findByText('abc')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
