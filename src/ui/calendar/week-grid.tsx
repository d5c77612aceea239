import { Box, Button, chakra, useLocaleContext, type SystemStyleObject } from '@chakra-ui/react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { shadingOf, type Availability } from './availability-shading';
import { shadeRules, useShadeText } from './availability-legend';
import { formatDay, formatHour } from './calendar-format';
import { movedSlot, slotKey, weekLayout, type GridKey, type Slot } from './calendar-grid';
import { CalendarSessionItem, useSessionItemsStyle } from './calendar-session-item';
import { clinicianColours } from './clinician-colours';

export interface WeekGridProps {
  /** The week's days, in order (`YYYY-MM-DD`). */
  days: readonly string[];
  sessions: readonly CalendarSession[];
  timeZone: string;
  /** The clinic's today, marked in the header. */
  today: string;
  /** The whole clinic (or several clinicians): each session names its clinician, in a colour. */
  showClinicians: boolean;
  onOpen: (session: CalendarSession) => void;
  /** Whether the viewer may move this session (offers "Move" on it). */
  mayMove?: (session: CalendarSession) => boolean;
  onMove?: (session: CalendarSession) => void;
  /** "Book a session" in an empty slot; absent for a viewer who may not book. */
  onBook?: (slot: Slot) => void;
  /** Choosing a new slot for a session being moved: Enter or a click chooses, Escape cancels. */
  choosing?: boolean;
  onChoose?: (slot: Slot) => void;
  onCancelChoosing?: () => void;
  /**
   * The shown clinicians' availability for the week: cells outside it are shaded and say so;
   * booking there still works (the booking asks to confirm). Absent or null: no shading.
   */
  availability?: Availability | null;
}

const GRID_KEYS = new Set<string>([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);
const Table = chakra('table');

/**
 * The grid's cells, styled once from the table: a week has 84 cells and more, and a Chakra
 * component per cell (and per cell's stack) was a share of the week's render at 4× CPU (issue 32,
 * docs/performance.md). While a session is being moved, the cells are the targets.
 */
const GRID_STYLE: SystemStyleObject = {
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  '& td[role=gridcell]': {
    verticalAlign: 'top',
    padding: '1',
    borderTopWidth: '1px',
    borderInlineStartWidth: '1px',
    height: '14',
  },
  '& td[role=gridcell]:focus-visible': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '-2px',
  },
  // Time outside the clinician's availability, shaded as the legend shows (availability-legend).
  ...shadeRules('td'),
  '&[data-choosing] td[role=gridcell]': { cursor: 'pointer', _hover: { bg: 'blue.subtle' } },
  // A cell's items are its own children (no wrapper per cell): a session after another, a gap.
  '& td[role=gridcell] > :not([data-part=shade-note]) + [data-calendar-session]': {
    marginTop: '1',
  },
  '& [data-part=shade-note]': { srOnly: true },
  '& thead th': { fontSize: 'sm', padding: '2' },
  '& thead th:first-of-type': { width: '16' },
  '& thead th[aria-current=date]': { color: 'blue.fg' },
  '& tbody th': {
    fontSize: 'xs',
    fontWeight: 'normal',
    color: 'fg.muted',
    verticalAlign: 'top',
    padding: '1',
    borderTopWidth: '1px',
  },
};

/**
 * The week as an ARIA grid a screen reader walks by day (column headers), time (row headers) and
 * session (the cells' content). One cell is in the tab order; the arrow keys move between cells
 * (left and right swapped right-to-left), Home and End to the week's first and last day, Tab into
 * the current cell's sessions. Enter on an empty cell books a session there, or, while a session
 * is being moved, chooses that cell.
 */
export function WeekGrid(props: WeekGridProps) {
  const { days, sessions, timeZone } = props;
  const { t, locale } = useI18n();
  const { dir } = useLocaleContext();
  const { hours, cells } = useMemo(() => weekLayout(sessions, timeZone), [sessions, timeZone]);
  const colours = useMemo(
    () => (props.showClinicians ? clinicianColours(sessions) : null),
    [props.showClinicians, sessions],
  );
  const shades = useMemo(
    () => (props.availability ? shadingOf(props.availability, { days, hours }) : null),
    [props.availability, days, hours],
  );
  const shadeText = useShadeText(props.showClinicians);
  const itemsStyle = useSessionItemsStyle();
  const gridStyle = useMemo(() => ({ ...GRID_STYLE, ...itemsStyle }), [itemsStyle]);
  const firstBusy = sessions[0] ? [...cells.keys()][0] : undefined;
  const [active, setActive] = useState<Slot | null>(null);
  const current: Slot =
    active && days.includes(active.date) && hours.includes(active.hour)
      ? active
      : firstBusy
        ? parseKey(firstBusy)
        : { date: days.includes(props.today) ? props.today : days[0]!, hour: hours[0]! };
  const refs = useRef(new Map<string, HTMLTableCellElement>());

  const focusSlot = (slot: Slot) => {
    setActive(slot);
    refs.current.get(slotKey(slot))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-slot]');
    if (!cell) return;
    const slot = parseKey(cell.dataset.slot!);
    if (GRID_KEYS.has(event.key)) {
      event.preventDefault();
      focusSlot(movedSlot(slot, event.key as GridKey, { days, hours, rtl: dir === 'rtl' }));
      return;
    }
    if (event.key === 'Escape' && props.choosing) {
      event.preventDefault();
      props.onCancelChoosing?.();
      return;
    }
    if (event.key !== 'Enter' || event.target !== cell) return;
    event.preventDefault();
    if (props.choosing) props.onChoose?.(slot);
    else if (!cells.has(slotKey(slot))) props.onBook?.(slot);
    else cell.querySelector<HTMLElement>('button')?.focus();
  };

  const from = formatDay(days[0]!, locale, 'full');
  const to = formatDay(days[days.length - 1]!, locale, 'full');
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table
        role="grid"
        aria-label={t('calendar.week.grid', { from, to })}
        width="full"
        minWidth="3xl"
        css={gridStyle}
        onKeyDown={onKeyDown}
        data-choosing={props.choosing ? '' : undefined}
      >
        <thead>
          <tr>
            <th scope="col">{t('calendar.week.time')}</th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                aria-current={day === props.today ? 'date' : undefined}
                abbr={formatDay(day, locale, 'full')}
              >
                {formatDay(day, locale, 'weekdayShort')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour}>
              <th scope="row">
                <Isolate>{formatHour(hour, locale)}</Isolate>
              </th>
              {days.map((date) => {
                const slot = { date, hour };
                const key = slotKey(slot);
                const here = cells.get(key) ?? [];
                const isCurrent = slotKey(current) === key;
                const shade = shades?.get(key);
                const shaded = shade ? shadeText(shade) : null;
                const name = shaded
                  ? `${slotName(date, hour, locale)}, ${shaded}`
                  : slotName(date, hour, locale);
                return (
                  <td
                    key={key}
                    role="gridcell"
                    data-slot={key}
                    ref={(el: HTMLTableCellElement | null) => {
                      if (el) refs.current.set(key, el);
                      else refs.current.delete(key);
                    }}
                    tabIndex={isCurrent ? 0 : -1}
                    aria-label={here.length === 0 ? name : undefined}
                    data-shade={shade?.kind}
                    onFocus={(event) => {
                      if (event.target === event.currentTarget) setActive(slot);
                    }}
                    onClick={() => {
                      setActive(slot);
                      if (props.choosing) props.onChoose?.(slot);
                    }}
                  >
                    {here.length > 0 && shaded && <span data-part="shade-note">{shaded}</span>}
                    {here.map((session) => (
                      <CalendarSessionItem
                        key={session.id}
                        session={session}
                        timeZone={timeZone}
                        colour={colours?.get(session.clinician.id) ?? null}
                        tabbable={isCurrent && !props.choosing}
                        onOpen={props.choosing ? ignore : props.onOpen}
                        onMove={
                          !props.choosing && props.onMove && props.mayMove?.(session)
                            ? props.onMove
                            : undefined
                        }
                      />
                    ))}
                    {here.length === 0 && isCurrent && props.onBook && !props.choosing && (
                      <Button
                        size="2xs"
                        variant="ghost"
                        colorPalette="blue"
                        aria-label={t('calendar.week.bookAt', { when: name })}
                        onClick={(event) => {
                          event.stopPropagation();
                          props.onBook!(slot);
                        }}
                      >
                        {t('calendar.week.book')}
                      </Button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}

/** What opening a session does while a session is being moved: nothing (a stable handler). */
const ignore = () => undefined;

function parseKey(key: string): Slot {
  const [date, hour] = key.split('|') as [string, string];
  return { date, hour: Number(hour) };
}

/** A slot in words, e.g. "Monday, November 30, 2026, 9:00 AM". */
export const slotName = (date: string, hour: number, locale: string) =>
  `${formatDay(date, locale, 'full')}, ${formatHour(hour, locale)}`;
