import { useState } from 'react';
import type { Encounter, EncounterAction } from '../../../common/contracts/encounters.contract';
import { needsReason } from '../../machines/encounters/session-actions';
import { useI18n } from '../../ui/i18n/i18n-context';
import type { SessionReasonDialogProps } from '../../ui/encounters/session-reason-dialog';
import { formatInstant } from '../../ui/encounters/session-time';
import { transitionFailureText, useTransition } from './session-queries';

interface Asking {
  session: Encounter;
  action: 'cancel' | 'no-show';
}

/**
 * Status changes from a page: actions that need a reason open the dialog first, the others are
 * sent at once. Gives the pending session and action, the last outcome, and the dialog's props.
 */
export function useSessionActions(timeZone: string | null) {
  const { t, locale } = useI18n();
  const mutation = useTransition();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [sent, setSent] = useState<{ sessionId: string; action: EncounterAction } | null>(null);

  const send = (session: Encounter, action: EncounterAction, reason?: string) => {
    setSent({ sessionId: session.id, action });
    mutation.mutate(
      { id: session.id, transition: reason ? { action, reason } : { action } },
      { onSuccess: () => setAsking(null) },
    );
  };
  const run = (session: Encounter, action: EncounterAction) => {
    mutation.reset();
    if (needsReason(action)) setAsking({ session, action: action as Asking['action'] });
    else send(session, action);
  };

  const failure = mutation.isError ? transitionFailureText(mutation.error, t) : null;
  const done = mutation.isSuccess
    ? t('sessions.actionDone', { status: t(`sessions.status.${mutation.data.status}`) })
    : null;
  const dialog: SessionReasonDialogProps = {
    action: asking?.action ?? null,
    sessionLabel:
      asking && timeZone
        ? t('sessions.reason.intro', {
            patient: asking.session.patient.name,
            when: formatInstant(asking.session.startsAt, { locale, timeZone }),
          })
        : '',
    pending: mutation.isPending && asking !== null,
    failure: asking ? failure : null,
    onConfirm: (reason) => asking && send(asking.session, asking.action, reason),
    onClose: () => {
      setAsking(null);
      mutation.reset();
    },
  };
  return {
    run,
    dialog,
    pending: mutation.isPending ? sent : null,
    done,
    failure: asking ? null : failure,
  };
}
