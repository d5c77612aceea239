import { useEffect, useState } from 'react';

const RESET_TOKEN_PARAM = 'token';

/**
 * The token a reset or invitation link carries in its fragment (`#token=…`, never sent to a
 * server or written to a request log); null when the link carries none. Reads only.
 */
export function linkTokenIn(location: Location): string | null {
  return new URLSearchParams(location.hash.slice(1)).get(RESET_TOKEN_PARAM);
}

/** Removes the fragment from the address bar and the history entry. */
export function forgetLinkToken(location: Location, history: History): void {
  history.replaceState(history.state, '', location.pathname + location.search);
}

/**
 * The link's token, for the page's life, and out of the address bar once the page is shown, so it
 * is neither bookmarked nor shown over a shoulder. Removed after the render is committed, not while
 * rendering: React may throw a render away and start it again (an update that came first, on a
 * loaded machine), and the second render must still find the token (a lost invitation in a loaded
 * e2e run: the first render had already taken it out of the address).
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => linkTokenIn(window.location));
  useEffect(() => {
    if (token !== null) forgetLinkToken(window.location, window.history);
  }, [token]);
  return token;
}
