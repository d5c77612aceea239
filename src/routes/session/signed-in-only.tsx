import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AuthCard } from '../../ui/session/auth-card';
import { AuthLink } from '../../ui/session/auth-link';
import { FormNotice } from '../../ui/session/form-alerts';
import { useT } from '../../ui/i18n/i18n-context';
import { useIsSignedIn } from './auth-context';
import { loginPathFor } from './return-to';

/**
 * Account pages are unguarded routes (spec §2) but act on the signed-in account: signed out, they
 * say so and link to sign-in (which brings the user back here) instead of showing a form.
 */
export function SignedInOnly({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const [path, navigate] = useLocation();
  const signedIn = useIsSignedIn();
  if (signedIn) return children;
  return (
    <AuthCard title={title}>
      <FormNotice title={t('session.signInRequired')} />
      <AuthLink href={loginPathFor(path, globalThis.location.origin)} onNavigate={navigate}>
        {t('session.signInLink')}
      </AuthLink>
    </AuthCard>
  );
}
