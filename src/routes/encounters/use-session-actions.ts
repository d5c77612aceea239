import { useState } from 'react';
import {
  isOffDay,
  type Encounter,
  type EncounterAction,
  type EncounterTransition,
} from '../../../common/contracts/encounters.contract';
import { needsReason } from '../../machines/encounters/session-actions';
import { useI18n } from '../../ui/i18n/i18n-context';
import type { OffDayAction, OffDayDialogProps } from '../../ui/encounters/off-day-dialog';
import type { SessionReasonDialogProps } from '../../ui/encounters/session-reason-dialog';
import { formatInstant } from '../../ui/encounters/session-time';
import { transitionFailureText, useTransition } from './session-queries';

interface Asking {
  session: Encounter;
  action: 'cancel' | 'no-show';
}

interface AskingOffDay {
  session: Encounter;
  action: OffDayAction;
}

/**
 * Status changes from a page: actions that need a reason open the dialog first; a check-in, start
 * or no-show on another day than the session's (clinic time) asks its confirmation and why; the
 * others are sent at once. Gives the pending session and action, the last outcome, and the
 * dialogs' props.
 */
export function useSessionActions(timeZone: string | null) {
  const { t, locale } = useI18n();
  const mutation = useTransition();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [askingOffDay, setAskingOffDay] = useState<AskingOffDay | null>(null);
  const [sent, setSent] = useState<{ sessionId: string; action: EncounterAction } | null>(null);

  const send = (session: Encounter, transition: EncounterTransition) => {
    setSent({ sessionId: session.id, action: transition.action });
    mutation.mutate(
      { id: session.id, transition },
      {
        onSuccess: () => {
          setAsking(null);
          setAskingOffDay(null);
        },
      },
    );
  };
  const run = (session: Encounter, action: EncounterAction) => {
    mutation.reset();
    if (timeZone && isOffDay(action, session.startsAt, new Date(), timeZone)) {
      setAskingOffDay({ session, action: action as OffDayAction });
    } else if (needsReason(action)) {
      setAsking({ session, action: action as Asking['action'] });
    } else send(session, { action });
  };
  const labelOf = (session: Encounter) =>
    timeZone
      ? t('sessions.reason.intro', {
          patient: session.patient.name,
          when: formatInstant(session.startsAt, { locale, timeZone }),
        })
      : '';

  const failure = mutation.isError ? transitionFailureText(mutation.error, t) : null;
  const done = mutation.isSuccess
    ? t('sessions.actionDone', { status: t(`sessions.status.${mutation.data.status}`) })
    : null;
  const dialog: SessionReasonDialogProps = {
    action: asking?.action ?? null,
    sessionLabel: asking ? labelOf(asking.session) : '',
    pending: mutation.isPending && asking !== null,
    failure: asking ? failure : null,
    onConfirm: (reason) => asking && send(asking.session, { action: asking.action, reason }),
    onClose: () => {
      setAsking(null);
      mutation.reset();
    },
  };
  const offDayDialog: OffDayDialogProps = {
    action: askingOffDay?.action ?? null,
    sessionLabel: askingOffDay ? labelOf(askingOffDay.session) : '',
    pending: mutation.isPending && askingOffDay !== null,
    failure: askingOffDay ? failure : null,
    onConfirm: ({ offDayReason, reason }) =>
      askingOffDay &&
      send(askingOffDay.session, {
        action: askingOffDay.action,
        ...(reason ? { reason } : {}),
        offDay: { confirmed: true, reason: offDayReason },
      }),
    onClose: () => {
      setAskingOffDay(null);
      mutation.reset();
    },
  };
  return {
    run,
    dialog,
    offDayDialog,
    pending: mutation.isPending ? sent : null,
    done,
    failure: asking || askingOffDay ? null : failure,
  };
}
