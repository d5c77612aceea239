import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { ClinicDialog } from '../clinic/clinic-dialog';
import { useT } from '../i18n/i18n-context';

export interface PortalRevokeDialogProps {
  open: boolean;
  patientName: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** The server's words when it refused or the request failed. */
  failure?: string | null;
}

/** Asks before ending a patient's portal access, and says what happens: their sessions end at once. */
export function PortalRevokeDialog(props: PortalRevokeDialogProps) {
  const { onConfirm, onClose, pending = false, failure } = props;
  const t = useT();
  return (
    <ClinicDialog
      open={props.open}
      role="alertdialog"
      title={t('portalAccess.revokeDialog.title', { name: props.patientName })}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('portalAccess.dialog.cancel')}
          </Button>
          <Button
            colorPalette="red"
            loading={pending}
            loadingText={t('portalAccess.revokeDialog.pending')}
            onClick={onConfirm}
          >
            {t('portalAccess.revokeDialog.confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('portalAccess.revokeDialog.failed')}</Alert.Title>
              <Alert.Description>
                {t('portalAccess.dialog.serverSaid', { detail: failure })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Text>{t('portalAccess.revokeDialog.body')}</Text>
      </Stack>
    </ClinicDialog>
  );
}
