import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { ROUTES } from '../../config/constants';
import { CallbackStatus } from '../../ui/session/callback-status';
import { AuthContext } from './auth-context';
import {
  finishExternalSignIn,
  type CallbackOutcome,
  type FinishDependencies,
} from './external-sign-in';

type FinishInput = { url: string } & FinishDependencies;

// A promise actor owns the async step; its outcome never rejects, so failure is shown, not thrown.
const finishing = fromPromise<CallbackOutcome, FinishInput>(({ input: { url, ...deps } }) =>
  finishExternalSignIn(url, deps),
);

/** /auth/callback: the identity provider returns here with a code (or an error). */
export default function CallbackPage() {
  const auth = AuthContext.useActorRef();
  const [, navigate] = useLocation();
  const actor = useActorRef(finishing, {
    input: { url: window.location.href, auth, navigate },
  });
  const outcome = useSelector(actor, (snapshot) => snapshot.output);
  const failure = outcome && !outcome.ok ? outcome.failure : undefined;
  return <CallbackStatus failure={failure} loginHref={ROUTES.login} onNavigate={navigate} />;
}
