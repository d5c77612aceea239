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
} from './auth-context';
import { authVariantFor } from './auth-variant';
import { afterSignInPath } from './return-to';
import { usePrerenderedSignIn } from './use-prerendered-sign-in';

/** /login, /signin, /auth/signin-1|2: e-mail and password, or the organization's provider. */
export default function SignInPage() {
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
