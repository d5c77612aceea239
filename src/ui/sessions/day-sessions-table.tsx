import { Table } from '@chakra-ui/react';
import type { Encounter, EncounterAction } from '../../../common/contracts/encounters.contract';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { DaySessionCards } from './day-session-cards';
import { NextStepButton } from './next-step-button';
import { sessionHref } from './session-paths';
import { SessionStatusBadge } from './session-status-badge';
import { Isolate } from '../format/isolate';
import { ResponsiveRows } from '../format/responsive-rows';
import { formatTimeRange } from './session-time';

export interface DaySessionsTableProps {
  sessions: Encounter[];
  timeZone: string;
  nextAction: (session: Encounter) => EncounterAction | null;
  pendingSessionId: string | null;
  onAction: (session: Encounter, action: EncounterAction) => void;
  onNavigate?: (href: string) => void;
  /** The clinic's day names each session's clinician (a column, a line on a card). */
  showClinician?: boolean;
}

/**
 * Today's sessions in time order, each with its status and the one next step offered (and, on
 * the clinic's day, its clinician): a table
 * where it fits, cards on a narrow screen (below the `md` breakpoint).
 */
export function DaySessionsTable(props: DaySessionsTableProps) {
  return (
    <ResponsiveRows cards={<DaySessionCards {...props} />} table={<SessionsTable {...props} />} />
  );
}

function SessionsTable(props: DaySessionsTableProps) {
  const { sessions, timeZone, pendingSessionId } = props;
  const { t, locale } = useI18n();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-busy={pendingSessionId !== null}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('sessions.day.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sessions.day.patient')}</Table.ColumnHeader>
            {props.showClinician && (
              <Table.ColumnHeader>{t('sessions.day.clinician')}</Table.ColumnHeader>
            )}
            <Table.ColumnHeader>{t('sessions.day.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sessions.day.next')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sessions.map((session) => {
            const time = formatTimeRange(session.startsAt, session.endsAt, { locale, timeZone });
            return (
              <Table.Row key={session.id}>
                <Table.Cell whiteSpace="nowrap">
                  <Isolate>{time}</Isolate>
                </Table.Cell>
                <Table.Cell wordBreak="break-word">
                  <AuthLink href={sessionHref(session.id)} onNavigate={props.onNavigate}>
                    {session.patient.name}
                  </AuthLink>
                </Table.Cell>
                {props.showClinician && (
                  <Table.Cell wordBreak="break-word">{session.clinician.name}</Table.Cell>
                )}
                <Table.Cell>
                  <SessionStatusBadge status={session.status} />
                </Table.Cell>
                <Table.Cell>
                  <NextStepButton
                    session={session}
                    action={props.nextAction(session)}
                    time={time}
                    pendingSessionId={pendingSessionId}
                    onAction={props.onAction}
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
