import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Encounter, EncounterStatus } from '../../../common/contracts/encounters.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { ChartSection, MoreButton, ReadState } from './chart-section';
import { sessionHref } from './chart-paths';
import { groupSessions } from './session-groups';
import { dateTimeFormat } from '../format/date-time-formats';

const STATUS_PALETTE: Record<EncounterStatus, string> = {
  planned: 'blue',
  arrived: 'teal',
  'in-progress': 'orange',
  finished: 'green',
  cancelled: 'gray',
  'no-show': 'red',
};

export interface SessionsTimelineProps {
  /** Null until the first page arrives. */
  sessions: Encounter[] | null;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  /** The clinic's time zone: every time is shown in it. */
  timeZone: string;
  /** The instant whose day in `timeZone` is today, dividing upcoming from past (ISO 8601). */
  now: string;
  onRetry: () => void;
  onMore: () => void;
  /** Client-side navigation for a plain click on a session. */
  onNavigate?: (href: string) => void;
}

/**
 * The patient's sessions: today's (in the clinic's zone, and any still under way; shown when there
 * is one), upcoming (soonest first) and past (latest first).
 */
export function SessionsTimeline(props: SessionsTimelineProps) {
  const { sessions, timeZone, now } = props;
  const { t } = useI18n();
  const { today, upcoming, past } = groupSessions(sessions ?? [], new Date(now), timeZone);

  return (
    <ChartSection title={t('patientChart.timeline.title')}>
      <Stack gap="4">
        <ReadState
          loading={props.loading && !sessions}
          failed={props.failed}
          loadingText={t('patientChart.timeline.loading')}
          failedText={t('patientChart.timeline.failed')}
          onRetry={props.onRetry}
        />
        {sessions && sessions.length === 0 && <Text>{t('patientChart.timeline.empty')}</Text>}
        {sessions && sessions.length > 0 && (
          <>
            <Text textStyle="xs" color="fg.muted">
              {t('patientChart.timeline.timeZone', { zone: timeZone })}
            </Text>
            {today.length > 0 && (
              <SessionGroup
                title={t('patientChart.timeline.today')}
                none=""
                sessions={today}
                timeZone={timeZone}
                onNavigate={props.onNavigate}
              />
            )}
            <SessionGroup
              title={t('patientChart.timeline.upcoming')}
              none={t('patientChart.timeline.noneUpcoming')}
              sessions={upcoming}
              timeZone={timeZone}
              onNavigate={props.onNavigate}
            />
            <SessionGroup
              title={t('patientChart.timeline.past')}
              none={t('patientChart.timeline.nonePast')}
              sessions={past}
              timeZone={timeZone}
              onNavigate={props.onNavigate}
            />
          </>
        )}
        <MoreButton
          hasMore={props.hasMore}
          loading={props.loading}
          label={t('patientChart.timeline.more')}
          onMore={props.onMore}
        />
      </Stack>
    </ChartSection>
  );
}

interface SessionGroupProps {
  title: string;
  none: string;
  sessions: Encounter[];
  timeZone: string;
  onNavigate?: (href: string) => void;
}

function SessionGroup({ title, none, sessions, timeZone, onNavigate }: SessionGroupProps) {
  const { t, locale } = useI18n();
  const format = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {sessions.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {none}
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none">
          {sessions.map((session) => (
            <HStack as="li" key={session.id} gap="3" wrap="wrap" borderBottomWidth="1px" pb="2">
              <AuthLink href={sessionHref(session.id)} onNavigate={onNavigate}>
                <Isolate>
                  {format.formatRange(new Date(session.startsAt), new Date(session.endsAt))}
                </Isolate>
              </AuthLink>
              <Badge colorPalette={STATUS_PALETTE[session.status]}>
                {t(`patientChart.timeline.status.${session.status}`)}
              </Badge>
              <Text textStyle="sm">
                {t(`patientChart.timeline.type.${session.type}`)} ·{' '}
                {t(`patientChart.timeline.modality.${session.modality}`)}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {t('patientChart.timeline.with', { name: session.clinician.name })}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
