const RESET_TOKEN_PARAM = 'token';

/**
 * Takes the token a reset link carries in its fragment (`#token=…`, never sent to a server or
 * written to a request log) and removes it from the address bar and the history entry, so it is
 * neither bookmarked nor shown over a shoulder. Answers null when the link carries none.
 */
export function takeResetLinkToken(location: Location, history: History): string | null {
  const token = new URLSearchParams(location.hash.slice(1)).get(RESET_TOKEN_PARAM);
  if (token !== null) {
    history.replaceState(history.state, '', location.pathname + location.search);
  }
  return token;
}
