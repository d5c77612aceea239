import { waitFor, type ActorRefFrom } from 'xstate';
import type { AuthMachine } from '../../machines/session/auth.machine';
import {
  selectIsBusy,
  selectIsInitialised,
  selectIsSignedIn,
} from '../../machines/session/auth.selectors';
import {
  completeExternalSignIn,
  type ExternalSignInOutcome,
} from '../../platform/session/oidc-client';
import type { ExternalSignInError } from '../../platform/session/oidc-errors';

type AuthActorRef = ActorRefFrom<AuthMachine>;

/** The callback's failure as the page shows it: a provider/exchange error, or the login handler's refusal. */
export type CallbackFailure =
  | Pick<ExternalSignInError, 'code' | 'detail'>
  | { code: 'rejected'; detail: Record<string, never> };

export type CallbackOutcome =
  { ok: true; returnTo: string } | { ok: false; failure: CallbackFailure };

export interface FinishDependencies {
  auth: AuthActorRef;
  navigate: (to: string, options: { replace: boolean }) => void;
  complete?: (url: string) => Promise<ExternalSignInOutcome>;
}

const isSettled = (snapshot: Parameters<typeof selectIsBusy>[0]) =>
  selectIsInitialised(snapshot) && !selectIsBusy(snapshot);

async function finish(url: string, deps: FinishDependencies): Promise<CallbackOutcome> {
  const outcome = await (deps.complete ?? completeExternalSignIn)(url);
  if (!outcome.ok) return { ok: false, failure: outcome.error };

  // Auth start may still be restoring a session: an event sent now would be dropped.
  const ready = await waitFor(deps.auth, isSettled);
  if (!selectIsSignedIn(ready)) {
    const { tokens, authCode } = outcome.result;
    deps.auth.send({ type: 'auth.signIn.tokens', tokens, authCode });
  }
  const settled = await waitFor(deps.auth, isSettled);
  if (!selectIsSignedIn(settled)) return { ok: false, failure: { code: 'rejected', detail: {} } };

  deps.navigate(outcome.result.returnTo, { replace: true });
  return { ok: true, returnTo: outcome.result.returnTo };
}

const finishing = new Map<string, Promise<CallbackOutcome>>();

/**
 * The /auth/callback handshake: exchange the code, hand the tokens to the auth machine's login
 * handler, then go to the page the user came from. Once per callback URL (StrictMode mounts twice).
 */
export function finishExternalSignIn(url: string, deps: FinishDependencies) {
  let outcome = finishing.get(url);
  if (!outcome) {
    outcome = finish(url, deps).catch((cause: unknown): CallbackOutcome => {
      console.error('External sign-in could not hand over to the auth actor', cause);
      return { ok: false, failure: { code: 'rejected', detail: {} } };
    });
    finishing.set(url, outcome);
  }
  return outcome;
}
