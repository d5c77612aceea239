import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { SessionStatusBadge } from '../encounters/session-status-badge';
import { formatTimeRange } from '../encounters/session-time';

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

/**
 * One session in the calendar: its time, patient, status and modality, opening the session; a
 * colleague's session the viewer may not see is a busy block (time and status, no patient, not
 * a link). In the whole clinic's view the clinician's name and colour are on it.
 */
export function CalendarSessionItem(props: CalendarSessionItemProps) {
  const { session, timeZone, colour } = props;
  const { t, locale } = useI18n();
  const time = formatTimeRange(session.startsAt, session.endsAt, { locale, timeZone });
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
  const body = (
    <>
      <Text fontSize="xs" color="fg.muted">
        {time}
      </Text>
      <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
        <Isolate>{who}</Isolate>
      </Text>
      <HStack gap="1" flexWrap="wrap">
        <SessionStatusBadge status={session.status} />
        <Text fontSize="xs">{modality}</Text>
      </HStack>
      {colour && session.patient && (
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
          <Isolate>{session.clinician.name}</Isolate>
        </Text>
      )}
    </>
  );
  const frame = {
    borderInlineStartWidth: '4px',
    borderColor: colour ? `${colour}.solid` : 'blue.solid',
    borderRadius: 'sm',
    bg: session.patient ? 'bg.subtle' : 'bg.muted',
    paddingInline: '1.5',
    paddingBlock: '1',
    width: 'full',
    textAlign: 'start' as const,
  };
  if (!session.patient) {
    return (
      <Box {...frame} aria-label={label} role="group" data-busy="" data-calendar-session="">
        {body}
      </Box>
    );
  }
  return (
    <Box position="relative" width="full" data-calendar-session="">
      <Box
        as="button"
        {...frame}
        display="block"
        cursor="pointer"
        _hover={{ bg: 'bg.emphasized' }}
        aria-label={label}
        tabIndex={props.tabbable ? 0 : -1}
        onClick={() => props.onOpen(session)}
      >
        {body}
      </Box>
      {props.onMove && (
        <Button
          size="2xs"
          variant="outline"
          marginTop="1"
          tabIndex={props.tabbable ? 0 : -1}
          aria-label={t('calendar.week.moveSession', { patient: session.patient.name })}
          onClick={() => props.onMove!(session)}
        >
          {t('calendar.week.move')}
        </Button>
      )}
    </Box>
  );
}
