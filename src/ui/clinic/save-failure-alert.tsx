import { Alert } from '@chakra-ui/react';
import type { MessageKey } from '../../i18n/i18n';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useT } from '../i18n/i18n-context';
import { FormSuccessAlert } from '../session/form-alerts';

const TITLES: Record<SaveFailure['kind'], MessageKey> = {
  forbidden: 'clinic.errors.forbidden',
  conflict: 'clinic.errors.conflict',
  invalid: 'clinic.errors.invalid',
  notFound: 'clinic.errors.notFound',
  tooMany: 'clinic.errors.tooMany',
  network: 'clinic.errors.network',
  failed: 'clinic.errors.failed',
};

export interface SaveFailureAlertProps {
  failure: SaveFailure;
  /** What a 409 means for this form (the last owner, an e-mail already invited). */
  conflictTitle?: MessageKey;
}

/** A refused save, announced at once: the form's words, and the server's own under them. */
export function SaveFailureAlert({ failure, conflictTitle }: SaveFailureAlertProps) {
  const t = useT();
  const title =
    failure.kind === 'conflict' && conflictTitle ? t(conflictTitle) : t(TITLES[failure.kind]);
  const detail = 'detail' in failure && failure.detail ? failure.detail : undefined;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {detail && (
          <Alert.Description>{t('clinic.errors.serverSaid', { detail })}</Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export interface SaveNoticeProps {
  failure?: SaveFailure | null;
  conflictTitle?: MessageKey;
  /** The form's last save went through: `savedTitle` says so. */
  saved?: boolean;
  savedTitle: string;
}

/** What a settings form says after a save: why it was refused, that it went through, or nothing. */
export function SaveNotice({ failure, conflictTitle, saved, savedTitle }: SaveNoticeProps) {
  if (failure) return <SaveFailureAlert failure={failure} conflictTitle={conflictTitle} />;
  return saved ? <FormSuccessAlert title={savedTitle} /> : null;
}
