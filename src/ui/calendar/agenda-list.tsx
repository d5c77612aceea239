import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { useI18n } from '../i18n/i18n-context';
import { clinicDateOf } from '../encounters/session-time';
import { formatDay } from './calendar-format';
import { CalendarSessionItem, useSessionItemsStyle } from './calendar-session-item';
import { clinicianColours } from './clinician-colours';

export interface AgendaListProps {
  /** The agenda's days, in order (`YYYY-MM-DD`). */
  days: readonly string[];
  sessions: readonly CalendarSession[];
  timeZone: string;
  showClinicians: boolean;
  onOpen: (session: CalendarSession) => void;
}

/**
 * The agenda: the sessions of the coming days as a list grouped by day (days without a session
 * left out), the week's view on a phone. Each session opens the session.
 */
export function AgendaList(props: AgendaListProps) {
  const { days, sessions, timeZone } = props;
  const { t, locale } = useI18n();
  const byDay = useMemo(() => {
    const grouped = new Map<string, CalendarSession[]>(days.map((day) => [day, []]));
    for (const session of sessions)
      grouped.get(clinicDateOf(session.startsAt, timeZone))?.push(session);
    return [...grouped].filter(([, list]) => list.length > 0);
  }, [days, sessions, timeZone]);
  const colours = useMemo(
    () => (props.showClinicians ? clinicianColours(sessions) : null),
    [props.showClinicians, sessions],
  );
  const itemsStyle = useSessionItemsStyle();

  if (byDay.length === 0) {
    return (
      <Text color="fg.muted" borderWidth="1px" borderStyle="dashed" borderRadius="lg" padding="6">
        {t('calendar.agenda.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="5" css={itemsStyle}>
      {byDay.map(([day, list]) => (
        <Stack as="section" key={day} gap="2" aria-labelledby={`agenda-${day}`}>
          <Heading as="h3" size="sm" id={`agenda-${day}`}>
            {t('calendar.agenda.day', {
              date: formatDay(day, locale, 'full'),
              count: list.length,
            })}
          </Heading>
          <List.Root listStyle="none" gap="2" marginInlineStart="0">
            {list.map((session) => (
              <List.Item key={session.id}>
                <CalendarSessionItem
                  session={session}
                  timeZone={timeZone}
                  colour={colours?.get(session.clinician.id) ?? null}
                  tabbable
                  onOpen={props.onOpen}
                />
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ))}
    </Stack>
  );
}
