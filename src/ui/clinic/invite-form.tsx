import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { InvitationInput, MemberRole } from '../../../common/contracts/clinic.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import { AuthFormFrame } from '../session/auth-form-frame';
import { FormSuccessAlert } from '../session/form-alerts';
import { useAuthForm } from '../session/use-auth-form';
import { useOnChange } from '../session/use-on-change';
import { validateInviteEmail, validateRoles } from './clinic-validation';
import { RoleCheckboxes } from './role-checkboxes';
import { SaveFailureAlert } from './save-failure-alert';

export interface InviteFormProps {
  onInvite: (input: InvitationInput) => void;
  pending?: boolean;
  failure?: SaveFailure | null;
  /** The address the last invitation went to: the notice says so and the form empties. */
  sentTo?: string | null;
}

const DEFAULT_ROLES: MemberRole[] = ['clinician'];

/** An owner invites someone by e-mail with the roles they will hold. */
export function InviteForm({ onInvite, pending = false, failure, sentTo = null }: InviteFormProps) {
  const t = useT();
  const [roles, setRoles] = useState<MemberRole[]>(DEFAULT_ROLES);
  const [rolesChecked, setRolesChecked] = useState(false);
  const form = useAuthForm({
    initialValues: { email: '' },
    validate: ({ email }) => {
      const error = validateInviteEmail(email.trim());
      return error ? { email: error } : {};
    },
    onValid: ({ email }) => {
      if (!validateRoles(roles)) onInvite({ email: email.trim(), roles });
    },
    pending,
  });
  useOnChange(sentTo, (now) => {
    if (now) {
      form.reset({ email: '' });
      setRoles(DEFAULT_ROLES);
      setRolesChecked(false);
    }
  });
  const rolesError = rolesChecked ? validateRoles(roles) : undefined;

  return (
    <AuthFormFrame
      onSubmit={(event) => {
        setRolesChecked(true);
        form.handleSubmit(event);
      }}
      submitLabel={t('clinic.invite.submit')}
      pendingLabel={t('clinic.invite.pending')}
      pending={pending}
      notice={
        failure ? (
          <SaveFailureAlert failure={failure} conflictTitle="clinic.invite.conflict" />
        ) : sentTo ? (
          <FormSuccessAlert title={t('clinic.invite.sent', { email: sentTo })} />
        ) : null
      }
      compactSubmit
    >
      <Stack gap="4">
        <AuthField
          {...form.field('email')}
          label={t('clinic.invite.email')}
          type="email"
          autoComplete="off"
        />
        <RoleCheckboxes value={roles} onChange={setRoles} error={rolesError && t(rolesError)} />
      </Stack>
    </AuthFormFrame>
  );
}
