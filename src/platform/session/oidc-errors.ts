/**
 * Why an external sign-in failed, as a code the callback page translates:
 * - `not-configured`: no identity provider in this build (or an invalid configuration);
 * - `unreachable`: the provider's discovery document could not be loaded to start a sign-in;
 * - `provider`: the provider answered the authorization request with an error (e.g. access_denied);
 * - `state`: the callback does not belong to a sign-in started in this browser tab;
 * - `exchange`: the code could not be exchanged for tokens (token endpoint or network failure);
 * - `tenant`: the id token lacks the configured tenant claim;
 * - `tokens`: the provider's answer lacks an id token or an access token lifetime.
 */
export type ExternalSignInErrorCode =
  'not-configured' | 'unreachable' | 'provider' | 'state' | 'exchange' | 'tenant' | 'tokens';

export interface ExternalSignInErrorDetail {
  /** The provider's OAuth error code, e.g. `access_denied`. */
  error?: string;
  /** The provider's own human-readable text, shown as given. */
  description?: string;
  /** The claim that was missing (for `tenant`). */
  claim?: string;
}

export class ExternalSignInError extends Error {
  override readonly name = 'ExternalSignInError';

  constructor(
    readonly code: ExternalSignInErrorCode,
    readonly detail: ExternalSignInErrorDetail = {},
  ) {
    super(detail.description ? `${code}: ${detail.description}` : code);
  }
}

/**
 * oidc-client-ts's messages for a callback whose state is missing, unknown or foreign, or whose id
 * token answers another sign-in (its nonce is not this tab's): one that this tab never started.
 */
const STATE_MESSAGES = new Set([
  'No state in response',
  'No matching state found in storage',
  'State does not match',
  'authority mismatch on settings vs. signin state',
  'client_id mismatch on settings vs. signin state',
  'nonce in id_token does not match nonce in client storage',
]);

interface ErrorResponseLike {
  name: 'ErrorResponse';
  error: string | null;
  error_description: string | null;
  /** Present when the error came back from the token endpoint (the request body that was sent). */
  form?: unknown;
}

function isErrorResponse(thrown: unknown): thrown is ErrorResponseLike {
  return thrown instanceof Error && thrown.name === 'ErrorResponse';
}

function withDescription(error: string | null, description: string | null) {
  return {
    ...(error ? { error } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * Pure: turns whatever oidc-client-ts threw while completing a sign-in into a typed error.
 * Matched by name, not `instanceof`, so the library stays out of the sign-in page's bundle.
 */
export function toExternalSignInError(thrown: unknown): ExternalSignInError {
  if (thrown instanceof ExternalSignInError) return thrown;
  if (isErrorResponse(thrown)) {
    const detail = withDescription(thrown.error, thrown.error_description);
    return new ExternalSignInError(thrown.form === undefined ? 'provider' : 'exchange', detail);
  }
  if (thrown instanceof Error && STATE_MESSAGES.has(thrown.message)) {
    return new ExternalSignInError('state');
  }
  const description = thrown instanceof Error ? thrown.message : String(thrown);
  return new ExternalSignInError('exchange', description ? { description } : {});
}
