import { useCallback } from 'react';
import { Separator } from '@chakra-ui/react';
import { accountApi } from '../../api/session/account.api';
import type { User } from '../../../common/contracts/account.contract';
import { AuthCard } from '../../ui/session/auth-card';
import { ProfileSettingsForm } from '../../ui/session/profile-settings-form';
import { useT } from '../../ui/i18n/i18n-context';
import { BackToAppLink } from './back-to-app-link';
import { useAuthSend, useAuthUser } from './auth-context';
import { SignedInOnly } from './signed-in-only';
import { useAccountRequest } from './use-account-request';
import { TwoFactorSection } from './two-factor-section';
import { QueryRoot } from '../query-root';

/** The session keeps one display name; the form edits it as first name and the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

function ProfileSettings({ user }: { user: User }) {
  const t = useT();
  const send = useAuthSend();
  const onDone = useCallback(
    (updated: User) => send({ type: 'auth.profile.updated', user: updated }),
    [send],
  );
  const save = useAccountRequest(accountApi.updateProfile, { onDone });
  return (
    <AuthCard title={t('auth.profile.title')}>
      <ProfileSettingsForm
        initialValues={{ ...splitName(user.name), email: user.email }}
        pending={save.pending}
        errorCode={save.errorCode}
        retryAfterS={save.retryAfterS}
        saved={save.done}
        onSubmit={save.run}
      />
      <Separator />
      {/* The account pages load no read cache of their own: the card's status read brings it. */}
      <QueryRoot>
        <TwoFactorSection />
      </QueryRoot>
      <BackToAppLink />
    </AuthCard>
  );
}

/**
 * /auth/profile-settings: PUT /account/profile; the session shows the saved name at once. Under
 * it, the member's own two-factor sign-in (issue 36).
 */
export default function ProfileSettingsPage() {
  const t = useT();
  const user = useAuthUser();
  return (
    <SignedInOnly title={t('auth.profile.title')}>
      {user && <ProfileSettings user={user} />}
    </SignedInOnly>
  );
}
