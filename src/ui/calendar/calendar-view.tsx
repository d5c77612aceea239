import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  CALENDAR_SESSION_LIMIT,
  type CalendarResponse,
  type CalendarSession,
} from '../../../common/contracts/calendar.contract';
import type { MoveState } from '../../machines/calendar/move-session';
import { useI18n } from '../i18n/i18n-context';
import { DayLoadState } from '../encounters/day-load-state';
import { FormNotice } from '../session/form-alerts';
import { AgendaList } from './agenda-list';
import { AvailabilityLegend } from './availability-legend';
import type { Availability } from './availability-shading';
import { formatDay } from './calendar-format';
import type { Slot } from './calendar-grid';
import { MoveBanner } from './move-banner';
import { WeekGrid } from './week-grid';

export type CalendarLoadState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; answer: CalendarResponse };

export interface CalendarViewProps {
  view: 'week' | 'agenda';
  state: CalendarLoadState;
  /**
   * The days shown, in order (`YYYY-MM-DD`); null while not known yet (a week asked by one of its
   * days, before the clinic's first day of the week or the answer is in): no heading then.
   */
  days: readonly string[] | null;
  today: string;
  showClinicians: boolean;
  onRetry: () => void;
  onOpen: (session: CalendarSession) => void;
  mayMove?: (session: CalendarSession) => boolean;
  onBook?: (slot: Slot) => void;
  /** Shown above the week: finding the patient for the slot "Book a session" was chosen on. */
  bookPanel?: ReactNode;
  move: MoveState;
  onMove: (session: CalendarSession) => void;
  onChoose: (slot: Slot) => void;
  onConfirmMove: () => void;
  onCancelMove: () => void;
  /** The shown clinicians' availability for the week (shading and its legend); null while unknown. */
  availability?: Availability | null;
}

/** The week or the agenda of the calendar, with its heading, while loading, failed or ready. */
export function CalendarView(props: CalendarViewProps) {
  const { t, locale } = useI18n();
  const { state, days } = props;
  const headingOf = (shown: readonly string[]) => {
    const from = formatDay(shown[0]!, locale);
    return props.view === 'week'
      ? t('calendar.week.heading', { from, to: formatDay(shown[shown.length - 1]!, locale) })
      : t('calendar.agenda.heading', { from });
  };
  const heading = days ? headingOf(days) : null;

  const body = () => {
    if (state.kind !== 'ready' || !days) {
      return (
        <DayLoadState
          kind={state.kind === 'error' ? 'error' : 'loading'}
          loading={t('calendar.loading')}
          failed={t('calendar.failed')}
          onRetry={props.onRetry}
        />
      );
    }
    const { sessions, timeZone } = state.answer;
    if (props.view === 'agenda') {
      return (
        <AgendaList
          days={days}
          sessions={sessions}
          timeZone={timeZone}
          showClinicians={props.showClinicians}
          onOpen={props.onOpen}
        />
      );
    }
    const choosing = props.move.phase === 'choosing';
    return (
      <>
        <MoveBanner
          move={props.move}
          timeZone={timeZone}
          onConfirm={props.onConfirmMove}
          onCancel={props.onCancelMove}
        />
        {props.bookPanel}
        {sessions.length === 0 && <Text color="fg.muted">{t('calendar.week.empty')}</Text>}
        <WeekGrid
          days={days}
          sessions={sessions}
          timeZone={timeZone}
          today={props.today}
          showClinicians={props.showClinicians}
          onOpen={props.onOpen}
          mayMove={props.mayMove}
          onMove={props.onMove}
          onBook={props.onBook}
          choosing={choosing}
          onChoose={props.onChoose}
          onCancelChoosing={props.onCancelMove}
          availability={props.availability}
        />
        {props.availability?.clinicians.some((c) => c.bounded) && (
          <AvailabilityLegend wholeClinic={props.showClinicians} />
        )}
      </>
    );
  };

  return (
    <Stack gap="4" aria-busy={state.kind === 'loading'}>
      {heading && (
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
      )}
      {state.kind === 'ready' && state.answer.truncated && (
        <FormNotice title={t('calendar.truncated', { count: CALENDAR_SESSION_LIMIT })} />
      )}
      {body()}
    </Stack>
  );
}
