import {
  Card,
  Link as ChakraLink,
  DataList,
  Heading,
  HStack,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { chartHref } from './session-paths';
import { SessionStatusBadge } from './session-status-badge';
import { Isolate } from '../format/isolate';
import { formatInstant, formatTimeRange } from './session-time';

export interface SessionDetailsProps {
  session: Encounter;
  /** The clinic's IANA time zone: every time is shown on its clock. */
  timeZone: string;
  onNavigate?: (href: string) => void;
}

/** One session's facts: who, when (clinic time), how, where, and its status with its history. */
export function SessionDetails({ session, timeZone, onNavigate }: SessionDetailsProps) {
  const { t, locale } = useI18n();
  const zoned = { locale, timeZone };
  const day = formatInstant(session.startsAt, { ...zoned, style: 'date' });
  const span = formatTimeRange(session.startsAt, session.endsAt, zoned);
  const at = (instant: string) => formatInstant(instant, zoned);
  const history = [
    { label: t('sessions.details.historyBooked'), at: session.startsAt },
    session.arrivedAt && { label: t('sessions.details.historyArrived'), at: session.arrivedAt },
    session.startedAt && { label: t('sessions.details.historyStarted'), at: session.startedAt },
    session.finishedAt && { label: t('sessions.details.historyFinished'), at: session.finishedAt },
  ].filter((entry): entry is { label: string; at: string } => Boolean(entry));
  const ended = session.status === 'cancelled' || session.status === 'no-show';

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>{t('sessions.details.patient')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {session.patient.name}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    {t('sessions.details.mrn', { mrn: session.patient.mrn })}
                  </Text>
                  <AuthLink href={chartHref(session.patient.id)} onNavigate={onNavigate}>
                    {t('sessions.details.openChart')}
                  </AuthLink>
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('sessions.details.clinician')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">
                {session.clinician.name}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('sessions.details.when')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Stack gap="0">
                  <Text>
                    <Isolate>
                      {day}, {span}
                    </Isolate>
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    {t('sessions.details.timeZone', { zone: timeZone })}
                  </Text>
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('sessions.details.modality')}</DataList.ItemLabel>
              <DataList.ItemValue>{t(`sessions.modality.${session.modality}`)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('sessions.details.type')}</DataList.ItemLabel>
              <DataList.ItemValue>{t(`sessions.type.${session.type}`)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('sessions.details.location')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">
                {session.location ?? t('sessions.details.noLocation')}
              </DataList.ItemValue>
            </DataList.Item>
            {session.videoLink && (
              <DataList.Item>
                <DataList.ItemLabel>{t('sessions.details.videoLink')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <ChakraLink href={session.videoLink} target="_blank" rel="noopener noreferrer">
                    {t('sessions.details.joinVideo')}
                  </ChakraLink>
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>{t('sessions.details.status')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Stack gap="1" align="start">
                  <SessionStatusBadge status={session.status} />
                  {ended && session.statusReason && (
                    <Text wordBreak="break-word">
                      {t('sessions.details.reason')}: {session.statusReason}
                    </Text>
                  )}
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <Stack gap="2" as="section" aria-labelledby="session-history">
        <Heading as="h2" size="md" id="session-history">
          {t('sessions.details.history')}
        </Heading>
        <List.Root as="ol" ps="5">
          {history.map((entry) => (
            <List.Item key={entry.label}>
              {entry.label}:{' '}
              <Isolate>
                <time dateTime={entry.at}>{at(entry.at)}</time>
              </Isolate>
            </List.Item>
          ))}
          {ended && (
            <List.Item>
              {t('sessions.details.historyEnded')}: {t(`sessions.status.${session.status}`)}
            </List.Item>
          )}
        </List.Root>
      </Stack>

      <Stack gap="2" as="section" aria-labelledby="session-participants">
        <Heading as="h2" size="md" id="session-participants">
          {t('sessions.details.participants')}
        </Heading>
        <List.Root ps="5">
          {[
            { role: t('sessions.details.role.patient'), name: session.patient.name },
            { role: t('sessions.details.role.clinician'), name: session.clinician.name },
          ].map((person) => (
            <List.Item key={person.role}>
              <HStack gap="2" wrap="wrap">
                <Text wordBreak="break-word">{person.name}</Text>
                <Text color="fg.muted">({person.role})</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}
