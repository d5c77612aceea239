import '../../i18n/english/portal';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { LoginResponse } from '../../../common/contracts/account.contract';
import { statusOfError } from '../../api/http/api-error';
import { portalAccessApi } from '../../api/portal/portal-access.api';
import { ROUTES } from '../../config/constants';
import { useT } from '../../ui/i18n/i18n-context';
import { PortalPasswordForm, type PortalLinkState } from '../../ui/portal/portal-password-form';
import { AuthCard } from '../../ui/session/auth-card';
import { FormErrorAlert } from '../../ui/session/form-alerts';
import { QueryRoot } from '../query-root';
import { AuthContext, useSignInError } from '../session/auth-context';
import { useLinkToken } from '../session/reset-link-token';
import { useDocumentTitle } from '../shell/use-document-title';

/**
 * /portal-invitation#token=… (issue 36, public): the patient sets their portal password under the
 * members' rules. The answer signs them in; the public-route guard around this page then takes
 * them to their own area, `/portal`. A link that was used, replaced, revoked or has expired says
 * so and what to do (ask the clinic for a new one); the page is never blank.
 */
export default function PortalInvitationPage() {
  return (
    <QueryRoot>
      <PortalInvitation />
    </QueryRoot>
  );
}

function PortalInvitation() {
  const t = useT();
  const [, navigate] = useLocation();
  useDocumentTitle(t('portalAccess.accept.title'));
  // Out of the address bar (and history) once shown, like a members' invitation's token.
  const token = useLinkToken();
  const auth = AuthContext.useActorRef();
  const signInError = useSignInError();
  const signIn = ({ serviceToken: _service, user, ...tokens }: LoginResponse) => {
    // As a member's accepted invitation: the token set signs in, the answer's user completes it.
    const watch = auth.subscribe((snapshot) => {
      if (snapshot.hasTag('busy')) return;
      watch.unsubscribe();
      if (snapshot.matches('signedIn')) auth.send({ type: 'auth.profile.updated', user });
    });
    auth.send({ type: 'auth.signIn.tokens', tokens });
  };
  const accept = useMutation({
    mutationFn: (password: string) =>
      portalAccessApi.acceptInvitation({ token: token ?? '', password }),
    onSuccess: signIn,
  });
  const status = statusOfError(accept.error);
  const link: PortalLinkState = token === null ? 'missing' : status === 404 ? 'invalid' : 'ready';

  return (
    <AuthCard title={t('portalAccess.accept.title')}>
      {accept.isSuccess && signInError ? (
        <FormErrorAlert code={signInError} />
      ) : (
        <PortalPasswordForm
          link={link}
          onSetPassword={(password) => accept.mutate(password)}
          pending={accept.isPending || (accept.isSuccess && !signInError)}
          failure={
            accept.isError && status !== 404 ? (status === 429 ? 'tooMany' : 'failed') : null
          }
          signInHref={ROUTES.login}
          onNavigate={navigate}
        />
      )}
    </AuthCard>
  );
}
