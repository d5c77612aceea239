import { TRANSITION_REASON_LIMITS } from '../../../common/contracts/encounters.contract';
import { useLastShown } from '../forms/use-last-shown';
import { ReasonDialog } from '../forms/reason-dialog';
import { useT } from '../i18n/i18n-context';

export interface SessionReasonDialogProps {
  /** The action that needs a reason; null keeps the dialog closed. */
  action: 'cancel' | 'no-show' | null;
  /** Which session: the patient's name and the time, as the page shows them. */
  sessionLabel: string;
  pending?: boolean;
  /** Why the last attempt failed, in the reader's language. */
  failure?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Renders in place without trapping focus (stories' previews). */
  inline?: boolean;
}

/** Asks why a session is cancelled or missed before it is sent ("Keep the session" goes back). */
export function SessionReasonDialog({ action, ...props }: SessionReasonDialogProps) {
  const t = useT();
  // While it closes, the dialog keeps the words of what it asked about.
  const shown = useLastShown(action, 'cancel');
  return (
    <ReasonDialog
      open={action !== null}
      formKey={shown}
      title={t(`sessions.reason.title.${shown}`)}
      description={props.sessionLabel}
      fields={[
        {
          name: 'reason',
          label: t('sessions.reason.label'),
          rows: 3,
          limits: TRANSITION_REASON_LIMITS,
          help: t('sessions.reason.help'),
        },
      ]}
      // The shortest reason is one character: once trimmed, never too short without being empty.
      messages={{
        required: 'sessions.reason.required',
        tooShort: 'sessions.reason.required',
        tooLong: 'sessions.reason.tooLong',
      }}
      confirmLabel={t(`sessions.reason.confirm.${shown}`)}
      backLabel={t('sessions.reason.back')}
      pendingLabel={t('sessions.reason.pending')}
      tone="red"
      pending={props.pending}
      failure={props.failure}
      onConfirm={({ reason }) => props.onConfirm(reason)}
      onClose={props.onClose}
      inline={props.inline}
    />
  );
}
