import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  List,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type {
  PortalSessionsResponse,
  UpcomingPortalSession,
} from '../../../common/contracts/portal-visits.contract';
import { formatInstant } from '../format/clinic-time';
import { useI18n, useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { PORTAL_DASHBOARD_SLOTS, type PortalDashboardSlotContent } from './portal-dashboard-slots';

export type PortalDashboardState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: PortalSessionsResponse };

export interface PortalDashboardProps {
  state: PortalDashboardState;
  onRetry: () => void;
  /** The address of one session's view. */
  sessionHref: (id: string) => string;
  onNavigate?: (href: string) => void;
  /** What the other parts of the portal put in their places (`PORTAL_DASHBOARD_SLOTS`). */
  slots?: PortalDashboardSlotContent;
  /**
   * Whether it names itself in an `h1` ("Your sessions"); off where the page has its own (the
   * portal's greeting), so its sections are that page's `h2`s.
   */
  titled?: boolean;
}

/**
 * The patient's dashboard (issue 36), phone first: upcoming sessions (the clinic's time, the
 * clinician, how, the video link of a video session, a new time asked for), past sessions (date
 * and status only), then the places the questionnaires, consents and shared documents fill.
 */
export function PortalDashboard(props: PortalDashboardProps) {
  const t = useT();
  const { state } = props;
  return (
    <Stack gap="6" maxW="2xl" w="full" mx="auto">
      {props.titled !== false && (
        <Heading as="h1" size="2xl">
          {t('visits.dashboard.title')}
        </Heading>
      )}
      {state.kind === 'loading' && (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>{t('visits.dashboard.loading')}</Text>
        </HStack>
      )}
      {state.kind === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('visits.dashboard.failed')}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={props.onRetry}>
            {t('visits.dashboard.retry')}
          </Button>
        </Alert.Root>
      )}
      {state.kind === 'ready' && <Sessions {...props} data={state.data} />}
      {PORTAL_DASHBOARD_SLOTS.map((slot) => (
        <Place key={slot} title={t(`visits.dashboard.${slot}`)}>
          {props.slots?.[slot] ?? <Text color="fg.muted">{t('visits.dashboard.slotEmpty')}</Text>}
        </Place>
      ))}
    </Stack>
  );
}

/** One titled place of the dashboard. */
function Place({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Sessions({
  data,
  sessionHref,
  onNavigate,
}: PortalDashboardProps & { data: PortalSessionsResponse }) {
  const t = useT();
  const { locale } = useI18n();
  const date = (at: string) =>
    formatInstant(at, { locale, timeZone: data.timeZone, style: 'date' });
  return (
    <>
      <Place title={t('visits.dashboard.upcoming')}>
        {data.upcoming.length === 0 ? (
          <Text color="fg.muted">{t('visits.dashboard.upcomingEmpty')}</Text>
        ) : (
          <Stack gap="3">
            {data.upcoming.map((session) => (
              <UpcomingCard
                key={session.id}
                session={session}
                timeZone={data.timeZone}
                href={sessionHref(session.id)}
                onNavigate={onNavigate}
              />
            ))}
          </Stack>
        )}
      </Place>
      <Place title={t('visits.dashboard.past')}>
        {data.past.length === 0 ? (
          <Text color="fg.muted">{t('visits.dashboard.pastEmpty')}</Text>
        ) : (
          <List.Root variant="plain" gap="2">
            {data.past.map((session) => (
              <List.Item key={session.id} justifyContent="space-between" gap="3">
                <Text>{date(session.startsAt)}</Text>
                <Badge>{t(`visits.status.${session.status}`)}</Badge>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Place>
    </>
  );
}

function UpcomingCard({
  session,
  timeZone,
  href,
  onNavigate,
}: {
  session: UpcomingPortalSession;
  timeZone: string;
  href: string;
  onNavigate?: (href: string) => void;
}) {
  const t = useT();
  const { locale } = useI18n();
  const when = formatInstant(session.startsAt, { locale, timeZone, style: 'weekdayDateTime' });
  return (
    <Card.Root size="sm" as="article" aria-label={when}>
      <Card.Body gap="2">
        <Text fontWeight="semibold" textStyle="lg">
          {when}
        </Text>
        <Text>{t('visits.dashboard.with', { clinician: session.clinicianName })}</Text>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette="blue">{t(`visits.modality.${session.modality}`)}</Badge>
          {session.status !== 'planned' && <Badge>{t(`visits.status.${session.status}`)}</Badge>}
          {session.timeRequest?.status === 'pending' && (
            <Badge colorPalette="orange">{t('visits.dashboard.requestPending')}</Badge>
          )}
        </HStack>
        {session.location && <Text color="fg.muted">{session.location}</Text>}
        <HStack gap="3" flexWrap="wrap" pt="1">
          {session.videoLink && (
            <Button asChild size="sm">
              <a href={session.videoLink} target="_blank" rel="noreferrer noopener">
                {t('visits.dashboard.join')}
              </a>
            </Button>
          )}
          <AuthLink href={href} onNavigate={onNavigate}>
            {t('visits.dashboard.details', { when })}
          </AuthLink>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
