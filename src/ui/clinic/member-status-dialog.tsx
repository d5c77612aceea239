import { Button, Stack, Text } from '@chakra-ui/react';
import type { Member } from '../../../common/contracts/clinic.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useT } from '../i18n/i18n-context';
import { ClinicDialog } from './clinic-dialog';
import { SaveFailureAlert } from './save-failure-alert';

export interface MemberStatusDialogProps {
  /** The member to deactivate (if active) or reactivate; null closes the dialog. */
  member: Member | null;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  failure?: SaveFailure | null;
}

/** Asks before (de)activating a member, and says what happens: their sessions end at once. */
export function MemberStatusDialog(props: MemberStatusDialogProps) {
  const { member, onConfirm, onClose, pending = false, failure } = props;
  const t = useT();
  const deactivating = member?.active ?? true;
  const name = member?.name ?? '';
  return (
    <ClinicDialog
      open={member !== null}
      role="alertdialog"
      title={t(deactivating ? 'clinic.members.deactivateTitle' : 'clinic.members.reactivateTitle', {
        name,
      })}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('clinic.cancel')}
          </Button>
          <Button
            colorPalette={deactivating ? 'red' : 'blue'}
            loading={pending}
            loadingText={t('clinic.members.saving')}
            onClick={onConfirm}
          >
            {t(deactivating ? 'clinic.members.deactivate' : 'clinic.members.reactivate')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {failure && <SaveFailureAlert failure={failure} conflictTitle="clinic.members.lastOwner" />}
        <Text>
          {t(deactivating ? 'clinic.members.deactivateBody' : 'clinic.members.reactivateBody', {
            name,
          })}
        </Text>
      </Stack>
    </ClinicDialog>
  );
}
