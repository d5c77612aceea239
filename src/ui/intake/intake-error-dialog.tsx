import { REASON_LIMITS } from '../../../common/contracts/documents.contract';
import { ReasonDialog } from '../forms/reason-dialog';
import { useT } from '../i18n/i18n-context';

export interface IntakeErrorDialogProps {
  open: boolean;
  pending?: boolean;
  failure?: string | null;
  onConfirm: (input: { reason: string }) => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
}

/** Asks why a signed intake is withdrawn ("entered in error"); "Cancel" goes back unchanged. */
export function IntakeErrorDialog(props: IntakeErrorDialogProps) {
  const t = useT();
  return (
    <ReasonDialog
      open={props.open}
      title={t('intake.error.title')}
      description={t('intake.error.body')}
      fields={[{ name: 'reason', label: t('intake.error.reason'), rows: 3, limits: REASON_LIMITS }]}
      messages={{
        required: 'intake.error.required',
        tooShort: 'intake.error.tooShort',
        tooLong: 'intake.error.tooLong',
      }}
      confirmLabel={t('intake.error.confirm')}
      backLabel={t('intake.error.back')}
      pendingLabel={t('intake.error.pending')}
      tone="red"
      size="lg"
      pending={props.pending}
      failure={props.failure}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
      inline={props.inline}
    />
  );
}
