import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { SessionStatusBadge } from '../encounters/session-status-badge';
import { formatTimeRange } from '../encounters/session-time';

export interface CalendarSessionItemProps {
  session: CalendarSession;
  timeZone: string;
  /** The clinician's colour palette in the whole clinic's view; null in one clinician's. */
  colour: string | null;
  /** Whether Tab reaches the item (its cell is the grid's current one, or a list's item). */
  tabbable: boolean;
  onOpen: (session: CalendarSession) => void;
  /** Offered for a session the viewer may move; absent otherwise. */
  onMove?: (session: CalendarSession) => void;
}

const focusRing = {
  outline: '2px solid',
  outlineColor: 'colorPalette.focusRing',
  outlineOffset: '2px',
} as const;

/**
 * The item's look, one style object for all of its parts (plain elements marked `data-part`):
 * a week holds 200 items and more, and a Chakra component per part (nine per item) made the
 * week's render take seconds at 4× CPU (issue 32, docs/performance.md). The clinician's colour
 * comes in as the item's `colorPalette`.
 */
const ITEM_STYLE: SystemStyleObject = {
  position: 'relative',
  width: 'full',
  '& [data-part=frame]': {
    display: 'block',
    width: 'full',
    textAlign: 'start',
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderColor: 'colorPalette.solid',
    borderRadius: 'sm',
    bg: 'bg.subtle',
    paddingInline: '1.5',
    paddingBlock: '1',
  },
  '& [data-busy]': { bg: 'bg.muted' },
  '& button[data-part=frame]': { cursor: 'pointer', _hover: { bg: 'bg.emphasized' } },
  '& button:focus-visible': focusRing,
  '& [data-part=time]': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  '& [data-part=who]': { display: 'block', fontSize: 'sm', fontWeight: 'medium', lineClamp: 1 },
  '& [data-part=details]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '1',
    fontSize: 'xs',
  },
  '& [data-part=clinician]': { display: 'block', fontSize: 'xs', color: 'fg.muted', lineClamp: 1 },
  '& [data-part=move]': {
    display: 'inline-flex',
    alignItems: 'center',
    marginTop: '1',
    height: '6',
    paddingInline: '2',
    fontSize: 'xs',
    fontWeight: 'medium',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l1',
    bg: 'transparent',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
  },
};

/**
 * One session in the calendar: its time, patient, status and modality, opening the session; a
 * colleague's session the viewer may not see is a busy block (time and status, no patient, not
 * a link). In the whole clinic's view the clinician's name and colour are on it.
 */
export function CalendarSessionItem(props: CalendarSessionItemProps) {
  const { session, timeZone, colour } = props;
  const { t, locale } = useI18n();
  const time = formatTimeRange(session.startsAt, session.endsAt, { locale, timeZone });
  const modality = t(`sessions.modality.${session.modality}`);
  const who = session.patient
    ? session.patient.name
    : colour
      ? t('calendar.week.busyWith', { clinician: session.clinician.name })
      : t('calendar.week.busy');
  const label = t('calendar.week.session', {
    time,
    patient: who,
    status: t(`sessions.status.${session.status}`),
    modality,
  });
  const body = (
    <>
      <span data-part="time">{time}</span>
      <span data-part="who">
        <Isolate>{who}</Isolate>
      </span>
      <span data-part="details">
        <SessionStatusBadge status={session.status} />
        <span>{modality}</span>
      </span>
      {colour && session.patient && (
        <span data-part="clinician">
          <Isolate>{session.clinician.name}</Isolate>
        </span>
      )}
    </>
  );
  return (
    <chakra.div css={ITEM_STYLE} colorPalette={colour ?? 'blue'} data-calendar-session="">
      {session.patient ? (
        <button
          type="button"
          data-part="frame"
          aria-label={label}
          tabIndex={props.tabbable ? 0 : -1}
          onClick={() => props.onOpen(session)}
        >
          {body}
        </button>
      ) : (
        <div data-part="frame" aria-label={label} role="group" data-busy="">
          {body}
        </div>
      )}
      {session.patient && props.onMove && (
        <button
          type="button"
          data-part="move"
          tabIndex={props.tabbable ? 0 : -1}
          aria-label={t('calendar.week.moveSession', { patient: session.patient.name })}
          onClick={() => props.onMove!(session)}
        >
          {t('calendar.week.move')}
        </button>
      )}
    </chakra.div>
  );
}
