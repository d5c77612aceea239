import { Badge, Card, EmptyState, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck } from 'lucide-react';
import type { DayResponse, Encounter } from '../../../common/contracts/encounters.contract';
import { patientFlag } from '../../../common/contracts/patients.contract';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { DayAvailabilityNote } from '../calendar/day-availability-note';
import { sessionShade } from '../calendar/day-availability';
import { DayLoadState } from './day-load-state';
import type { DayViewProps } from './day-view-props';
import { DaySessionsTable } from './day-sessions-table';
import { sessionNoteHref } from './note-paths';
import { ScoreChangesList } from './score-changes-list';
import { chartHref } from './session-paths';
import { formatInstant } from './session-time';
import { flagPalette } from '../theme/flag-colors';

export type DayViewState =
  | { kind: 'not-clinician' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; day: DayResponse };

export interface PractitionerDayViewProps extends DayViewProps {
  state: DayViewState;
}

/**
 * The signed-in clinician's day: today's sessions, notes to write, patients flagged at risk and
 * the caseload's latest PHQ-9 / GAD-7 changes.
 */
export function PractitionerDayView(props: PractitionerDayViewProps) {
  const { state, timeZone, dayStart } = props;
  const { t, locale } = useI18n();
  const heading = formatInstant(dayStart, { locale, timeZone, style: 'date' });

  if (state.kind === 'not-clinician') {
    return (
      <Stack gap="3" maxW="prose">
        <Heading as="h2" size="lg">
          {t('sessions.day.notClinicianTitle')}
        </Heading>
        <Text>{t('sessions.day.notClinicianBody')}</Text>
      </Stack>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <DayLoadState
        kind={state.kind}
        loading={t('sessions.day.loading')}
        failed={t('sessions.day.failed')}
        onRetry={props.onRetry}
      />
    );
  }

  const { day } = state;
  const { availability } = props;
  const shadeOf = availability
    ? (s: Encounter) =>
        sessionShade(
          availability.answer,
          { clinicianId: s.clinician.id, startsAt: s.startsAt, endsAt: s.endsAt },
          availability.date,
        )
    : undefined;
  const isOverdue = (s: Encounter) => Date.parse(s.endsAt) < Date.parse(dayStart);
  const notes = [
    ...day.notesToWrite.filter(isOverdue),
    ...day.notesToWrite.filter((s) => !isOverdue(s)),
  ];
  const flagName = (flag: string) => {
    const known = patientFlag.safeParse(flag);
    return known.success ? t(`sessions.flag.${known.data}`) : flag;
  };

  return (
    <Stack gap="8">
      <Stack gap="3" as="section" aria-labelledby="day-sessions">
        <Heading as="h2" size="lg" id="day-sessions">
          {t('sessions.day.sessions')} · {heading}
        </Heading>
        {props.failure && <FormFailure title={props.failure} />}
        {props.done && <FormSuccessAlert title={props.done} />}
        {availability && (
          <DayAvailabilityNote
            availability={availability.answer}
            date={availability.date}
            today={availability.today}
            own
          />
        )}
        {day.sessions.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <CalendarCheck aria-hidden="true" />
              </EmptyState.Indicator>
              <EmptyState.Title as="p">{t('sessions.day.empty')}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <DaySessionsTable
            sessions={day.sessions}
            timeZone={timeZone}
            nextAction={props.nextAction}
            pendingSessionId={props.pendingSessionId ?? null}
            onAction={props.onAction}
            onNavigate={props.onNavigate}
            shadeOf={shadeOf}
          />
        )}
      </Stack>

      <Card.Root as="section" aria-labelledby="day-notes">
        <Card.Header>
          <Heading as="h2" size="md" id="day-notes">
            {t('sessions.day.notes')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {notes.length === 0 ? (
            <Text color="fg.muted">{t('sessions.day.notesEmpty')}</Text>
          ) : (
            <List.Root gap="2" variant="plain">
              {notes.map((s) => (
                <List.Item key={s.id}>
                  <HStack gap="2" wrap="wrap">
                    <AuthLink
                      href={sessionNoteHref(s.noteFormat ?? 'soap', s.id)}
                      onNavigate={props.onNavigate}
                    >
                      {t('sessions.day.noteFor', {
                        patient: s.patient.name,
                        when: formatInstant(s.startsAt, { locale, timeZone }),
                      })}
                    </AuthLink>
                    {isOverdue(s) && <Badge colorPalette="red">{t('sessions.day.overdue')}</Badge>}
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby="day-flagged">
        <Card.Header>
          <Heading as="h2" size="md" id="day-flagged">
            {t('sessions.day.flagged')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {day.flaggedPatients.length === 0 ? (
            <Text color="fg.muted">{t('sessions.day.flaggedEmpty')}</Text>
          ) : (
            <List.Root gap="2" variant="plain">
              {day.flaggedPatients.map((p) => (
                <List.Item key={p.id}>
                  <HStack gap="2" wrap="wrap">
                    <AuthLink href={chartHref(p.id)} onNavigate={props.onNavigate}>
                      {p.name}
                    </AuthLink>
                    <Text color="fg.muted" fontSize="sm">
                      {t('sessions.details.mrn', { mrn: p.mrn })}
                    </Text>
                    {p.flags.map((flag) => (
                      <Badge key={flag} colorPalette={flagPalette(flag)}>
                        {flagName(flag)}
                      </Badge>
                    ))}
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby="day-scores">
        <Card.Header>
          <Heading as="h2" size="md" id="day-scores">
            {t('sessions.day.scores')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <ScoreChangesList
            changes={day.scoreChanges}
            timeZone={timeZone}
            onNavigate={props.onNavigate}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
