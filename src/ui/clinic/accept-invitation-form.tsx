import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { InvitationLookupResponse } from '../../../common/contracts/clinic.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import { AuthFormFrame } from '../session/auth-form-frame';
import { AuthLink } from '../session/auth-link';
import {
  type FieldErrors,
  validateConfirmation,
  validateFirstName,
  validateLastName,
  validateNewPassword,
} from '../session/auth-validation';
import { FormFailure, FormNotice } from '../session/form-alerts';
import { NewPasswordFields } from '../session/new-password-fields';
import { PersonNameFields } from '../session/person-name-fields';
import { useAuthForm } from '../session/use-auth-form';
import { useRoleList } from './role-badges';
import { SaveFailureAlert } from './save-failure-alert';

/** Where the link stands: being checked, not usable (or absent), or good for this invitation. */
export type InvitationLinkState =
  | { kind: 'checking' }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  /** The check itself failed (no answer, a server error): trying again may work. */
  | { kind: 'unreachable' }
  | { kind: 'ready'; invitation: InvitationLookupResponse };

export interface AcceptInvitationFormProps {
  link: InvitationLinkState;
  onAccept: (details: { firstName: string; lastName: string; password: string }) => void;
  pending?: boolean;
  failure?: SaveFailure | null;
  signInHref: string;
  onNavigate?: (href: string) => void;
  /** Checks the link again after `unreachable`. */
  onRetry?: () => void;
}

const validateAcceptance = (v: {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}) =>
  Object.fromEntries(
    Object.entries({
      firstName: validateFirstName(v.firstName),
      lastName: validateLastName(v.lastName),
      password: validateNewPassword(v.password),
      confirmPassword: validateConfirmation(v.password, v.confirmPassword),
    }).filter(([, key]) => key !== undefined),
  ) as FieldErrors<'firstName' | 'lastName' | 'password' | 'confirmPassword'>;

/** The invited person's names and password; accepting signs them in to the clinic. */
export function AcceptInvitationForm(props: AcceptInvitationFormProps) {
  const { link, signInHref, onNavigate } = props;
  const t = useT();
  if (link.kind === 'checking') return <Text role="status">{t('clinic.accept.checking')}</Text>;
  if (link.kind === 'unreachable') {
    return (
      <Stack gap="4" align="start">
        <FormFailure title={t('clinic.accept.unreachable')} />
        {props.onRetry && (
          <Button variant="outline" onClick={props.onRetry}>
            {t('clinic.retry')}
          </Button>
        )}
      </Stack>
    );
  }
  if (link.kind !== 'ready') {
    return (
      <Stack gap="5">
        <FormNotice
          title={t(link.kind === 'missing' ? 'clinic.accept.missing' : 'clinic.accept.invalid')}
        />
        <AuthLink href={signInHref} onNavigate={onNavigate}>
          {t('clinic.accept.signIn')}
        </AuthLink>
      </Stack>
    );
  }
  return <ReadyForm {...props} invitation={link.invitation} />;
}

function ReadyForm(props: AcceptInvitationFormProps & { invitation: InvitationLookupResponse }) {
  const { invitation, onAccept, pending = false, failure } = props;
  const t = useT();
  const roleList = useRoleList();
  const form = useAuthForm({
    initialValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
    validate: validateAcceptance,
    onValid: ({ firstName, lastName, password }) =>
      onAccept({ firstName: firstName.trim(), lastName: lastName.trim(), password }),
    pending,
  });
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('clinic.accept.submit')}
      pendingLabel={t('clinic.accept.pending')}
      pending={pending}
      intro={
        <Text fontWeight="medium" overflowWrap="anywhere">
          {t('clinic.accept.join', {
            clinic: invitation.clinicName,
            roles: roleList(invitation.roles),
          })}
        </Text>
      }
      notice={
        failure && <SaveFailureAlert failure={failure} conflictTitle="clinic.accept.conflict" />
      }
    >
      <AuthField
        name="email"
        value={invitation.email}
        onChange={() => {}}
        inputRef={() => {}}
        error={undefined}
        label={t('clinic.accept.email')}
        autoComplete="username"
        readOnly
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
      </SimpleGrid>
      <NewPasswordFields
        newPassword={form.field('password')}
        confirmPassword={form.field('confirmPassword')}
        first
      />
    </AuthFormFrame>
  );
}
