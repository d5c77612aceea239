import { Stack, Text } from '@chakra-ui/react';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { AuthLink } from '../session/auth-link';
import {
  type FieldErrors,
  validateConfirmation,
  validateNewPassword,
} from '../session/auth-validation';
import { FormFailure, FormNotice } from '../session/form-alerts';
import { NewPasswordFields } from '../session/new-password-fields';
import { useAuthForm } from '../session/use-auth-form';

/**
 * Where the set-password link stands: no token in the address, usable as far as the page can
 * tell (the server decides when the password is sent), or refused (used, replaced, revoked, expired).
 */
export type PortalLinkState = 'missing' | 'ready' | 'invalid';

export interface PortalPasswordFormProps {
  link: PortalLinkState;
  onSetPassword: (password: string) => void;
  pending?: boolean;
  /** A failure other than a refused link: what to say (the form keeps what was typed). */
  failure?: 'failed' | 'tooMany' | null;
  signInHref: string;
  onNavigate?: (href: string) => void;
}

const validate = (v: { password: string; confirmPassword: string }) =>
  Object.fromEntries(
    Object.entries({
      password: validateNewPassword(v.password),
      confirmPassword: validateConfirmation(v.password, v.confirmPassword),
    }).filter(([, key]) => key !== undefined),
  ) as FieldErrors<'password' | 'confirmPassword'>;

const FAILURES: Record<'failed' | 'tooMany', MessageKey> = {
  failed: 'portalAccess.accept.failed',
  tooMany: 'portalAccess.accept.tooMany',
};

/**
 * The patient's set-password page's form (issue 36): a new password under the members' rules
 * (the same fields and checks); a link that cannot be used says so and what to do next.
 */
export function PortalPasswordForm(props: PortalPasswordFormProps) {
  const { link, signInHref, onNavigate } = props;
  const t = useT();
  if (link !== 'ready') {
    return (
      <Stack gap="5">
        <FormNotice
          title={t(
            link === 'missing' ? 'portalAccess.accept.missing' : 'portalAccess.accept.invalid',
          )}
        />
        <Text>{t('portalAccess.accept.askClinic')}</Text>
        <AuthLink href={signInHref} onNavigate={onNavigate}>
          {t('portalAccess.accept.signIn')}
        </AuthLink>
      </Stack>
    );
  }
  return <ReadyForm {...props} />;
}

function ReadyForm({ onSetPassword, pending = false, failure }: PortalPasswordFormProps) {
  const t = useT();
  const form = useAuthForm({
    initialValues: { password: '', confirmPassword: '' },
    validate,
    onValid: ({ password }) => onSetPassword(password),
    pending,
  });
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('portalAccess.accept.submit')}
      pendingLabel={t('portalAccess.accept.pending')}
      pending={pending}
      intro={<Text>{t('portalAccess.accept.intro')}</Text>}
      notice={failure && <FormFailure title={t(FAILURES[failure])} />}
    >
      <NewPasswordFields
        newPassword={form.field('password')}
        confirmPassword={form.field('confirmPassword')}
        first
      />
    </AuthFormFrame>
  );
}
