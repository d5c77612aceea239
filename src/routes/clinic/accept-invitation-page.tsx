import '../../i18n/english/clinic';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { clinicApi } from '../../api/clinic/clinic.api';
import type { LoginResponse } from '../../../common/contracts/account.contract';
import type { InvitationAcceptance } from '../../../common/contracts/clinic.contract';
import { statusOf } from '../../machines/session/auth.rules';
import { ROUTES } from '../../config/constants';
import {
  AcceptInvitationForm,
  type InvitationLinkState,
} from '../../ui/clinic/accept-invitation-form';
import { useT } from '../../ui/i18n/i18n-context';
import { AuthCard } from '../../ui/session/auth-card';
import { FormErrorAlert } from '../../ui/session/form-alerts';
import { AuthContext, useSignInError } from '../session/auth-context';
import { authVariantFor } from '../session/auth-variant';
import { useLinkToken } from '../session/reset-link-token';
import { useDocumentTitle } from '../shell/use-document-title';
import { useSaveForm } from './use-save-form';
import { QueryRoot } from '../query-root';

/** A refused lookup means the link is no good; no answer (or a server fault) may pass. */
const isUnreachable = (error: unknown) => {
  const status = statusOf(error) ?? 0;
  return status === 0 || status >= 500;
};

/**
 * /auth/accept-invitation#token=…: who invites whom, then names and a password. Accepting signs
 * the new member in; the public-route guard around this page then takes them into the app.
 */
export default function AcceptInvitationPage() {
  return (
    <QueryRoot>
      <AcceptInvitation />
    </QueryRoot>
  );
}

function AcceptInvitation() {
  const t = useT();
  const [path, navigate] = useLocation();
  useDocumentTitle(t('clinic.accept.title'));
  // Out of the address bar (and history) once shown, like a reset link's token.
  const token = useLinkToken();
  const auth = AuthContext.useActorRef();
  const signInError = useSignInError();
  const lookup = useQuery({
    queryKey: ['clinic', 'invitation', token],
    queryFn: () => clinicApi.lookupInvitation(token ?? ''),
    enabled: token !== null,
    retry: false,
    // The token lives no longer than this page.
    gcTime: 0,
    staleTime: Infinity,
  });

  const signIn = ({ serviceToken: _service, user, ...tokens }: LoginResponse) => {
    // The token set signs in like any other; the id token carries no roles, the answer's user does.
    const watch = auth.subscribe((snapshot) => {
      if (snapshot.hasTag('busy')) return;
      watch.unsubscribe();
      if (snapshot.matches('signedIn')) auth.send({ type: 'auth.profile.updated', user });
    });
    auth.send({ type: 'auth.signIn.tokens', tokens });
  };
  const accept = useSaveForm(clinicApi.acceptInvitation, signIn);

  const link: InvitationLinkState =
    token === null
      ? { kind: 'missing' }
      : accept.failure?.kind === 'notFound'
        ? { kind: 'invalid' }
        : lookup.data
          ? { kind: 'ready', invitation: lookup.data }
          : lookup.isError
            ? { kind: isUnreachable(lookup.error) ? 'unreachable' : 'invalid' }
            : { kind: 'checking' };

  return (
    <AuthCard variant={authVariantFor(path)} title={t('clinic.accept.title')}>
      {accept.saved && signInError ? (
        <FormErrorAlert code={signInError} />
      ) : (
        <AcceptInvitationForm
          link={link}
          onAccept={(details) =>
            token && accept.run({ token, ...details } satisfies InvitationAcceptance)
          }
          pending={accept.pending || (accept.saved && !signInError)}
          failure={accept.failure}
          signInHref={ROUTES.login}
          onNavigate={navigate}
          onRetry={() => void lookup.refetch()}
        />
      )}
    </AuthCard>
  );
}
