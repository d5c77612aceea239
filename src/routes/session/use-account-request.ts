import { useCallback, useState } from 'react';
import { ApiError } from '../../api/http/api-error';
import type { AuthErrorCode } from '../../ui/session/auth-error';

/** A 400 means different things per form: the page names it. */
export type BadRequestCode = Extract<AuthErrorCode, 'invalid-current-password' | 'invalid-token'>;

/** A failed account call as the auth forms' error code. 401 ends the session via the HTTP client. */
export function formErrorCode(
  error: unknown,
  badRequest: BadRequestCode | 'server',
): AuthErrorCode {
  if (!(error instanceof ApiError)) return 'server';
  if (error.status === 0) return 'network';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 400) return badRequest;
  return 'server';
}

export interface AccountRequest<I> {
  pending: boolean;
  errorCode: AuthErrorCode | null;
  done: boolean;
  run: (input: I) => void;
}

/** One account call started from a submit handler: pending, failed (with a code) or done. */
export function useAccountRequest<I, O>(
  call: (input: I) => Promise<O>,
  options: { badRequest?: BadRequestCode; onDone?: (output: O) => void } = {},
): AccountRequest<I> {
  const { badRequest = 'server', onDone } = options;
  const [state, setState] = useState({
    pending: false,
    errorCode: null as AuthErrorCode | null,
    done: false,
  });
  const run = useCallback(
    (input: I) => {
      setState({ pending: true, errorCode: null, done: false });
      call(input).then(
        (output) => {
          setState({ pending: false, errorCode: null, done: true });
          onDone?.(output);
        },
        (error: unknown) =>
          setState({ pending: false, errorCode: formErrorCode(error, badRequest), done: false }),
      );
    },
    [call, badRequest, onDone],
  );
  return { ...state, run };
}
