import { EmptyState, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck } from 'lucide-react';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { DayAvailabilityNote } from '../calendar/day-availability-note';
import { sessionShade } from '../calendar/day-availability';
import { DayLoadState } from './day-load-state';
import type { DayViewProps } from './day-view-props';
import { DaySessionsTable } from './day-sessions-table';
import { formatInstant } from './session-time';

export type ClinicDayState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; sessions: Encounter[] };

export interface ClinicDayViewProps extends DayViewProps {
  state: ClinicDayState;
}

/** How the day stands: booked, still to arrive, waiting (checked in, not yet seen). */
function countsOf(sessions: Encounter[]) {
  const count = (status: Encounter['status']) => sessions.filter((s) => s.status === status).length;
  return { total: sessions.length, planned: count('planned'), arrived: count('arrived') };
}

/**
 * The clinic's day, for the front desk and owners: every session of today across all clinicians,
 * in time order, each with its clinician, status and the one next step the viewer may take
 * (checking in; cancelling and a no-show are on the session's page, with a reason). Scheduling
 * only: no note, intake or score is here. The patient's name opens the session's page.
 */
export function ClinicDayView(props: ClinicDayViewProps) {
  const { state, timeZone, dayStart } = props;
  const { t, locale } = useI18n();
  const date = formatInstant(dayStart, { locale, timeZone, style: 'weekdayDate' });
  const { availability } = props;
  const note = availability && (
    <DayAvailabilityNote
      availability={availability.answer}
      date={availability.date}
      today={availability.today}
      own={false}
    />
  );

  const body = () => {
    if (state.kind !== 'ready') {
      return (
        <DayLoadState
          kind={state.kind}
          loading={t('sessions.clinicDay.loading')}
          failed={t('sessions.clinicDay.failed')}
          onRetry={props.onRetry}
        />
      );
    }
    if (state.sessions.length === 0) {
      return (
        <>
          {note}
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <CalendarCheck aria-hidden="true" />
              </EmptyState.Indicator>
              <EmptyState.Title as="p">{t('sessions.clinicDay.empty')}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        </>
      );
    }
    const counts = countsOf(state.sessions);
    return (
      <>
        <Text color="fg.muted">
          {t('sessions.clinicDay.summary', {
            total: counts.total,
            planned: counts.planned,
            arrived: counts.arrived,
          })}
        </Text>
        {note}
        <DaySessionsTable
          sessions={state.sessions}
          timeZone={timeZone}
          nextAction={props.nextAction}
          pendingSessionId={props.pendingSessionId ?? null}
          onAction={props.onAction}
          onNavigate={props.onNavigate}
          showClinician
          shadeOf={
            availability
              ? (s) =>
                  sessionShade(
                    availability.answer,
                    { clinicianId: s.clinician.id, startsAt: s.startsAt, endsAt: s.endsAt },
                    availability.date,
                  )
              : undefined
          }
        />
      </>
    );
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="clinic-day">
      <Heading as="h2" size="lg" id="clinic-day">
        {t('sessions.clinicDay.heading')} — <Isolate>{date}</Isolate>
      </Heading>
      {props.failure && <FormFailure title={props.failure} />}
      {props.done && <FormSuccessAlert title={props.done} />}
      {body()}
    </Stack>
  );
}
