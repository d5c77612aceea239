import { useCallback, useState } from 'react';
import { ApiError } from '../../api/http/api-error';
import { authErrorCode, retryAfterOf } from '../../machines/session/auth.rules';
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
  if (error.status === 429) return authErrorCode(error);
  return 'server';
}

export interface AccountRequest<I> {
  pending: boolean;
  errorCode: AuthErrorCode | null;
  /** With a too-many-attempts error: the wait the server asked for, in seconds. */
  retryAfterS: number | null;
  done: boolean;
  run: (input: I) => void;
}

type RequestState = Omit<AccountRequest<unknown>, 'run'>;
const IDLE: RequestState = { pending: false, errorCode: null, retryAfterS: null, done: false };

/** One account call started from a submit handler: pending, failed (with a code) or done. */
export function useAccountRequest<I, O>(
  call: (input: I) => Promise<O>,
  options: { badRequest?: BadRequestCode; onDone?: (output: O) => void } = {},
): AccountRequest<I> {
  const { badRequest = 'server', onDone } = options;
  const [state, setState] = useState<RequestState>(IDLE);
  const run = useCallback(
    (input: I) => {
      setState({ ...IDLE, pending: true });
      call(input).then(
        (output) => {
          setState({ ...IDLE, done: true });
          onDone?.(output);
        },
        (error: unknown) =>
          setState({
            ...IDLE,
            errorCode: formErrorCode(error, badRequest),
            retryAfterS: retryAfterOf(error),
          }),
      );
    },
    [call, badRequest, onDone],
  );
  return { ...state, run };
}
