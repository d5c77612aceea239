import { Box, Text } from '@chakra-ui/react';
import { Isolate } from '../format/isolate';
import { CardActions, RowCard, RowCards } from '../format/responsive-rows';
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
    <RowCards label={t('sessions.day.sessions')} busy={pendingSessionId !== null}>
      {sessions.map((session) => {
        const time = formatTimeRange(session.startsAt, session.endsAt, { locale, timeZone });
        return (
          <RowCard
            key={session.id}
            title={
              <>
                <Text fontWeight="semibold">
                  <Isolate>{time}</Isolate>
                </Text>
                <Box wordBreak="break-word">
                  <AuthLink href={sessionHref(session.id)} onNavigate={props.onNavigate}>
                    {session.patient.name}
                  </AuthLink>
                </Box>
                {props.showClinician && (
                  <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
                    {t('sessions.day.withClinician', { clinician: session.clinician.name })}
                  </Text>
                )}
              </>
            }
            badge={<SessionStatusBadge status={session.status} />}
          >
            <CardActions>
              <NextStepButton
                session={session}
                action={props.nextAction(session)}
                time={time}
                pendingSessionId={pendingSessionId}
                onAction={props.onAction}
                width="full"
              />
            </CardActions>
          </RowCard>
        );
      })}
    </RowCards>
  );
}
