import { useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { useI18n } from '../i18n/i18n-context';
import { STATUS_PALETTE } from '../encounters/session-status-badge';
import { formatSessionTimes } from './calendar-format';
import { CLINICIAN_PALETTES } from './clinician-colours';

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
  outlineColor: 'blue.focusRing',
  outlineOffset: '2px',
} as const;

/** The parts laid out in their own direction (`dir="auto"`): the time and the names. */
const OWN_DIRECTION = ['[data-part=time]', '[data-part=who]', '[data-part=clinician]'];

/**
 * The items' look, styled once from their list (the week's grid, the agenda), not per item:
 * plain elements marked `data-part` in a frame marked `data-calendar-session`, the clinician's colour from `data-palette` and the status
 * from `data-status`. A week holds 200 items and more; a Chakra component per part (nine per
 * item), then one styled element and a status `Badge` per item, made the week's render take
 * seconds at 4× CPU (issue 32, docs/performance.md). `badge` is the theme's subtle badge. The
 * colours are each palette's tokens themselves, not a `colorPalette` per item: that sets some
 * twenty custom properties on each of 400 elements, a share of the week's first style pass.
 */
function itemsStyle(badge: SystemStyleObject): SystemStyleObject {
  const palettes = Object.fromEntries(
    CLINICIAN_PALETTES.map((palette) => [
      `& [data-palette=${palette}]`,
      { borderColor: `${palette}.solid` },
    ]),
  );
  const statuses = Object.fromEntries(
    Object.entries(STATUS_PALETTE).map(([status, palette]) => [
      `& [data-part=status][data-status=${status}]`,
      { bg: `${palette}.subtle`, color: `${palette}.fg` },
    ]),
  );
  return {
    '& [data-calendar-session]': {
      display: 'block',
      width: 'full',
      textAlign: 'start',
      borderInlineStartWidth: '4px',
      borderInlineStartStyle: 'solid',
      borderRadius: 'sm',
      bg: 'bg.subtle',
      paddingInline: '1.5',
      paddingBlock: '1',
    },
    ...palettes,
    '& [data-calendar-session][data-busy]': { bg: 'bg.muted' },
    '& button[data-calendar-session]': {
      cursor: 'pointer',
      _hover: { bg: 'bg.emphasized' },
    },
    '& button[data-calendar-session]:focus-visible, & button[data-calendar-move]:focus-visible':
      focusRing,
    '& [data-calendar-session] [data-part=time]': {
      display: 'block',
      fontSize: 'xs',
      color: 'fg.muted',
    },
    '& [data-calendar-session] [data-part=who]': {
      display: 'block',
      fontSize: 'sm',
      fontWeight: 'medium',
      lineClamp: 1,
    },
    '& [data-calendar-session] [data-part=details]': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '1',
      fontSize: 'xs',
    },
    '& [data-calendar-session] [data-part=status]': badge,
    ...statuses,
    // These blocks have their own direction, so `start` would be their own side: they are
    // aligned by the item's direction instead (`match-parent`, which Chromium lacks).
    [OWN_DIRECTION.map((part) => `& [data-calendar-session] ${part}`).join(', ')]: {
      textAlign: 'left',
    },
    [OWN_DIRECTION.map((part) => `& [data-calendar-session]:dir(rtl) ${part}`).join(', ')]: {
      textAlign: 'right',
    },
    '& [data-calendar-session] [data-part=clinician]': {
      display: 'block',
      fontSize: 'xs',
      color: 'fg.muted',
      lineClamp: 1,
    },
    '& [data-calendar-move]': {
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
}

/** The style a list of `CalendarSessionItem`s takes on its container (the grid, the agenda). */
export function useSessionItemsStyle(): SystemStyleObject {
  const badge = useRecipe({ key: 'badge' });
  return useMemo(() => itemsStyle(badge({ variant: 'subtle' })), [badge]);
}

/**
 * One session in the calendar: its time, patient, status and modality, opening the session; a
 * colleague's session the viewer may not see is a busy block (time and status, no patient, not
 * a link). In the whole clinic's view the clinician's name and colour are on it. Its look comes
 * from its container (`useSessionItemsStyle`). Memoised: the week's other answers (its shading,
 * the desk's time requests) and a move of the grid's current cell re-render the grid, not its
 * 200 items, when the handlers given are stable.
 */
export const CalendarSessionItem = memo(function CalendarSessionItem(
  props: CalendarSessionItemProps,
) {
  const { session, timeZone, colour } = props;
  const { t, locale } = useI18n();
  const time = formatSessionTimes(session.startsAt, session.endsAt, locale, timeZone);
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
  const palette = colour ?? 'blue';
  // As few elements as the item needs (seven at most; issue 32, c32-weekdom): the frame is the
  // item (no wrapper; "Move" is its sibling) and the modality is the details' own text. The
  // time's and the names' blocks are isolated by their own `dir="auto"` (in the right-to-left
  // layout "9:00 – 9:50 AM" is not reordered into "AM 9:50 – 9:00", and a Latin name reads left
  // to right) and aligned by the item's direction, not their own (itemsStyle).
  const body = (
    <>
      <span data-part="time" dir="auto">
        {time}
      </span>
      <span data-part="who" dir="auto">
        {who}
      </span>
      <span data-part="details">
        <span data-part="status" data-status={session.status}>
          {t(`sessions.status.${session.status}`)}
        </span>
        {modality}
      </span>
      {colour && session.patient && (
        <span data-part="clinician" dir="auto">
          {session.clinician.name}
        </span>
      )}
    </>
  );
  return (
    <>
      {session.patient ? (
        <button
          type="button"
          data-calendar-session=""
          data-palette={palette}
          aria-label={label}
          tabIndex={props.tabbable ? 0 : -1}
          onClick={() => props.onOpen(session)}
        >
          {body}
        </button>
      ) : (
        <div
          data-calendar-session=""
          data-palette={palette}
          aria-label={label}
          role="group"
          data-busy=""
        >
          {body}
        </div>
      )}
      {session.patient && props.onMove && (
        <button
          type="button"
          data-calendar-move=""
          data-palette={palette}
          tabIndex={props.tabbable ? 0 : -1}
          aria-label={t('calendar.week.moveSession', { patient: session.patient.name })}
          onClick={() => props.onMove!(session)}
        >
          {t('calendar.week.move')}
        </button>
      )}
    </>
  );
});
