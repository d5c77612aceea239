import {
  TRANSITION_REASON_LIMITS,
  type EncounterAction,
} from '../../../common/contracts/encounters.contract';
import { ReasonDialog } from '../forms/reason-dialog';
import { useLastShown } from '../forms/use-last-shown';
import { useT } from '../i18n/i18n-context';

/** The day-bound actions the dialog confirms (the contract's `DAY_BOUND_ACTIONS`). */
export type OffDayAction = Extract<EncounterAction, 'check-in' | 'start' | 'no-show'>;

export interface OffDayAnswer {
  /** Why the step comes on another day than the session's. */
  offDayReason: string;
  /** A no-show's own reason; absent for a check-in or a start. */
  reason?: string;
}

export interface OffDayDialogProps {
  /** The action asked on another day; null keeps the dialog closed. */
  action: OffDayAction | null;
  /** Which session: the patient's name and its day and time, as the page shows them. */
  sessionLabel: string;
  pending?: boolean;
  failure?: string | null;
  onConfirm: (answer: OffDayAnswer) => void;
  onClose: () => void;
  inline?: boolean;
}

/**
 * Confirms a check-in, start or no-show on another day than the session's (in the clinic's time
 * zone) and asks why; a no-show also asks its own reason. "Keep the session" goes back.
 */
export function OffDayDialog({ action, ...props }: OffDayDialogProps) {
  const t = useT();
  const shown = useLastShown(action, 'check-in');
  const offDayField = {
    name: 'offDayReason' as const,
    label: t('sessions.offDay.label'),
    rows: 2,
    limits: TRANSITION_REASON_LIMITS,
    help: t('sessions.offDay.help'),
  };
  const noShowField = {
    name: 'reason' as const,
    label: t('sessions.reason.label'),
    rows: 2,
    limits: TRANSITION_REASON_LIMITS,
    help: t('sessions.reason.help'),
  };
  return (
    <ReasonDialog<'offDayReason' | 'reason'>
      open={action !== null}
      formKey={shown}
      title={t(`sessions.offDay.title.${shown}`)}
      description={props.sessionLabel}
      fields={shown === 'no-show' ? [noShowField, offDayField] : [offDayField]}
      messages={{
        required: 'sessions.reason.required',
        tooShort: 'sessions.reason.required',
        tooLong: 'sessions.reason.tooLong',
      }}
      confirmLabel={t(`sessions.offDay.confirm.${shown}`)}
      backLabel={t('sessions.reason.back')}
      pendingLabel={t('sessions.reason.pending')}
      tone="blue"
      pending={props.pending}
      failure={props.failure}
      onConfirm={(values) =>
        props.onConfirm(
          shown === 'no-show'
            ? { offDayReason: values.offDayReason, reason: values.reason }
            : { offDayReason: values.offDayReason },
        )
      }
      onClose={props.onClose}
      inline={props.inline}
    />
  );
}
