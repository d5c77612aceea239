import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Member, MemberRole, MemberUpdate } from '../../../common/contracts/clinic.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useT } from '../i18n/i18n-context';
import { ClinicDialog } from './clinic-dialog';
import { orNull, validateCredential, validateRoles } from './clinic-validation';
import { RoleCheckboxes } from './role-checkboxes';
import { SaveFailureAlert } from './save-failure-alert';

export interface MemberEditDialogProps {
  /** The member being edited; null closes the dialog. */
  member: Member | null;
  onSave: (update: MemberUpdate) => void;
  onClose: () => void;
  pending?: boolean;
  failure?: SaveFailure | null;
}

/** An owner changes a member's roles, credentials and licence number. */
export function MemberEditDialog({ member, onClose, ...rest }: MemberEditDialogProps) {
  const t = useT();
  return (
    <ClinicDialog
      open={member !== null}
      title={member ? t('clinic.members.editTitle', { name: member.name }) : ''}
      onClose={onClose}
    >
      {member && <MemberEditForm key={member.id} member={member} onClose={onClose} {...rest} />}
    </ClinicDialog>
  );
}

function MemberEditForm(props: MemberEditDialogProps & { member: Member }) {
  const { member, onSave, onClose, pending = false, failure } = props;
  const t = useT();
  const [roles, setRoles] = useState<MemberRole[]>(member.roles);
  const [credentials, setCredentials] = useState(member.credentials ?? '');
  const [licence, setLicence] = useState(member.licenceNumber ?? '');
  const [submitted, setSubmitted] = useState(false);
  const rolesError = submitted ? validateRoles(roles) : undefined;
  const credentialsError = submitted ? validateCredential(credentials) : undefined;
  const licenceError = submitted ? validateCredential(licence) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (validateRoles(roles) || validateCredential(credentials) || validateCredential(licence)) {
      return;
    }
    onSave({ roles, credentials: orNull(credentials), licenceNumber: orNull(licence) });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        {failure && <SaveFailureAlert failure={failure} conflictTitle="clinic.members.lastOwner" />}
        <RoleCheckboxes value={roles} onChange={setRoles} error={rolesError && t(rolesError)} />
        <Field.Root invalid={!!credentialsError}>
          <Field.Label>{t('clinic.members.credentialsField')}</Field.Label>
          <Input
            name="credentials"
            value={credentials}
            autoComplete="off"
            onChange={(event) => setCredentials(event.target.value)}
          />
          {credentialsError && <Field.ErrorText>{t(credentialsError)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!licenceError}>
          <Field.Label>{t('clinic.members.licenceField')}</Field.Label>
          <Input
            name="licenceNumber"
            value={licence}
            autoComplete="off"
            onChange={(event) => setLicence(event.target.value)}
          />
          {licenceError && <Field.ErrorText>{t(licenceError)}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('clinic.cancel')}
          </Button>
          <Button
            type="submit"
            colorPalette="blue"
            loading={pending}
            loadingText={t('clinic.members.saving')}
          >
            {t('clinic.members.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
