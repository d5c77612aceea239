import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { ExternalSignInError, toExternalSignInError } from './oidc-errors';

describe('mapping sign-in failures to typed errors', () => {
  it("keeps the provider's error code and description from the callback URL", () => {
    const thrown = new ErrorResponse({
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
    const error = toExternalSignInError(thrown);
    expect(error.code).toBe('provider');
    expect(error.detail).toEqual({
      error: 'access_denied',
      description: 'End-User aborted interaction',
    });
  });

  it('reports a token endpoint refusal as "exchange" with its description', () => {
    const form = new URLSearchParams({ grant_type: 'authorization_code' });
    const thrown = new ErrorResponse(
      { error: 'invalid_grant', error_description: 'grant request is invalid' },
      form,
    );
    expect(toExternalSignInError(thrown)).toMatchObject({
      code: 'exchange',
      detail: { error: 'invalid_grant', description: 'grant request is invalid' },
    });
  });

  it.each([
    'No state in response',
    'No matching state found in storage',
    'State does not match',
    'client_id mismatch on settings vs. signin state',
  ])('reports "%s" as a callback that does not belong to this tab', (message) => {
    const error = toExternalSignInError(new Error(message));
    expect(error.code).toBe('state');
    expect(error.detail).toEqual({});
  });

  it('reports a network failure as "exchange" with its message', () => {
    expect(toExternalSignInError(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'exchange',
      detail: { description: 'Failed to fetch' },
    });
  });

  it('passes an error that is already typed through unchanged', () => {
    const typed = new ExternalSignInError('tenant', { claim: 'tid' });
    expect(toExternalSignInError(typed)).toBe(typed);
  });

  it('still types a thrown non-error', () => {
    expect(toExternalSignInError('boom')).toMatchObject({
      code: 'exchange',
      detail: { description: 'boom' },
    });
  });
});
