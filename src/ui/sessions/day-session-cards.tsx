import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import type { DaySessionsTableProps } from './day-sessions-table';
import { NextStepButton } from './next-step-button';
import { sessionHref } from './session-paths';
import { SessionStatusBadge } from './session-status-badge';
import { formatTimeRange } from './session-time';

/**
 * Today's sessions as a list of cards, for a phone: the table's four columns do not fit its
 * width, and the next step (check in, start, finish) is what the clinician came for.
 */
export function DaySessionCards(props: DaySessionsTableProps) {
  const { sessions, timeZone, pendingSessionId } = props;
  const { t, locale } = useI18n();
  return (
    <Stack
      as="ul"
      listStyleType="none"
      gap="2"
      aria-label={t('sessions.day.sessions')}
      aria-busy={pendingSessionId !== null}
    >
      {sessions.map((session) => {
        const time = formatTimeRange(session.startsAt, session.endsAt, { locale, timeZone });
        return (
          <Box as="li" key={session.id} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" align="start" gap="2" mb="2">
              <Box minW="0">
                <Text fontWeight="semibold">
                  <Isolate>{time}</Isolate>
                </Text>
                <Box wordBreak="break-word">
                  <AuthLink href={sessionHref(session.id)} onNavigate={props.onNavigate}>
                    {session.patient.name}
                  </AuthLink>
                </Box>
              </Box>
              <SessionStatusBadge status={session.status} />
            </HStack>
            <NextStepButton
              session={session}
              action={props.nextAction(session)}
              time={time}
              pendingSessionId={pendingSessionId}
              onAction={props.onAction}
              width="full"
            />
          </Box>
        );
      })}
    </Stack>
  );
}
