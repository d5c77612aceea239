import { useLocation, useSearch } from 'wouter';
import { externalSignInAvailability } from '../../platform/session/oidc-client';
import { SignInView } from '../../ui/session/sign-in-view';
import { useT } from '../../ui/i18n/i18n-context';
import {
  useRetryAfterS,
  useSignInError,
  useAuthSend,
  useIsAuthBusy,
  useSessionEndReason,
  useSecondFactorStep,
} from './auth-context';
import { authVariantFor } from './auth-variant';
import { afterSignInPath } from './return-to';
import { usePrerenderedSignIn } from './use-prerendered-sign-in';
import { SecondFactorStep } from './second-factor-step';

/**
 * /login, /signin, /auth/signin-1|2: e-mail and password, or the organization's provider; after a
 * right password of an account with two-factor (issue 36), its second step. A second-factor answer
 * to the prerendered form's early sign-in lands here too: the statechart is then in `secondFactor`
 * and the code step is shown (the prerendered form is not taken over, its sign-in is done).
 */
export default function SignInPage() {
  const step = useSecondFactorStep();
  return step ? <SecondFactorStep step={step} /> : <PasswordSignIn />;
}

function PasswordSignIn() {
  const t = useT();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const send = useAuthSend();
  const pending = useIsAuthBusy();
  const error = useSignInError();
  const retryAfterS = useRetryAfterS();
  const endReason = useSessionEndReason();
  const { carried, generation } = usePrerenderedSignIn();
  const externalReady = externalSignInAvailability().status === 'ready';

  const signInExternally = () => {
    // The same validated page a password sign-in goes to (the callback checks it again).
    send({
      type: 'auth.external.start',
      returnTo: afterSignInPath(search, window.location.origin),
    });
  };

  return (
    <SignInView
      key={generation}
      variant={authVariantFor(path)}
      endNotice={endReason ? t(`session.ended.${endReason}`) : undefined}
      pending={pending}
      errorCode={error}
      retryAfterS={retryAfterS}
      initialEmail={carried?.email}
      initialPassword={carried?.password}
      onSubmit={({ email, password }) => send({ type: 'auth.signIn.password', email, password })}
      onExternalSignIn={externalReady ? signInExternally : undefined}
      signUpHref="/signup"
      resetPasswordHref="/reset-password"
      onNavigate={navigate}
    />
  );
}
