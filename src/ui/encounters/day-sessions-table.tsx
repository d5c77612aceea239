import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Encounter, EncounterAction } from '../../../common/contracts/encounters.contract';
import type { SlotShade } from '../calendar/availability-shading';
import { shadeRules, useShadeText } from '../calendar/availability-legend';
import { Isolate } from '../format/isolate';
import { RowList, type RowColumn } from '../format/row-list';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { NextStepButton } from './next-step-button';
import { sessionHref } from './session-paths';
import { SessionStatusBadge } from './session-status-badge';
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
  /**
   * A session's shade by its clinician's availability (issue 32), as the week shades an hour:
   * its row is shaded and its time says so in words. Absent: nothing is shaded.
   */
  shadeOf?: (session: Encounter) => SlotShade | null;
}

/** Rows (and phone cards) outside their clinician's hours, shaded as the week's cells. */
const ROW_SHADES = shadeRules('');

/**
 * The day's sessions in time order, each with its status and the one next step offered (and, on
 * the clinic's day, its clinician): a table where it fits; on a narrow screen (below `md`) a card
 * each, whose title is the time and the patient and whose button is the next step (check in,
 * start, finish), what the clinician came for.
 */
export function DaySessionsTable(props: DaySessionsTableProps) {
  const { timeZone, pendingSessionId } = props;
  const { t, locale } = useI18n();
  const shadeText = useShadeText(false);
  const timeOf = (session: Encounter) =>
    formatTimeRange(session.startsAt, session.endsAt, { locale, timeZone });
  const shadeOf = (session: Encounter) => props.shadeOf?.(session) ?? null;
  /** The time, and (read, not shown) how it lies outside the clinician's hours. */
  const timeCell = (session: Encounter) => {
    const shade = shadeOf(session);
    return (
      <>
        <Isolate>{timeOf(session)}</Isolate>
        {shade && <VisuallyHidden> {shadeText(shade)}</VisuallyHidden>}
      </>
    );
  };
  const columns: RowColumn<Encounter>[] = [
    {
      header: t('sessions.day.time'),
      card: 'title',
      cell: (session, where) =>
        where === 'card' ? (
          <Text fontWeight="semibold">{timeCell(session)}</Text>
        ) : (
          timeCell(session)
        ),
      cellStyle: { whiteSpace: 'nowrap' },
    },
    {
      header: t('sessions.day.patient'),
      card: 'title',
      cell: (session) => (
        <AuthLink href={sessionHref(session.id)} onNavigate={props.onNavigate}>
          {session.patient.name}
        </AuthLink>
      ),
      cellStyle: { wordBreak: 'break-word' },
    },
  ];
  if (props.showClinician) {
    columns.push({
      header: t('sessions.day.clinician'),
      card: 'title',
      cell: (session, where) =>
        where === 'card' ? (
          <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
            {t('sessions.day.withClinician', { clinician: session.clinician.name })}
          </Text>
        ) : (
          session.clinician.name
        ),
      cellStyle: { wordBreak: 'break-word' },
    });
  }
  columns.push(
    {
      header: t('sessions.day.status'),
      card: 'badge',
      cell: (session) => <SessionStatusBadge status={session.status} />,
    },
    {
      header: t('sessions.day.next'),
      card: 'actions',
      cell: (session, where) => (
        <NextStepButton
          session={session}
          action={props.nextAction(session)}
          time={timeOf(session)}
          pendingSessionId={pendingSessionId}
          onAction={props.onAction}
          width={where === 'card' ? 'full' : undefined}
        />
      ),
    },
  );
  return (
    <Box css={ROW_SHADES}>
      <RowList
        label={t('sessions.day.sessions')}
        rows={props.sessions}
        rowKey={(session) => session.id}
        columns={columns}
        busy={pendingSessionId !== null}
        rowAttributes={(session) => {
          const shade = shadeOf(session);
          return shade ? { 'data-shade': shade.kind } : undefined;
        }}
      />
    </Box>
  );
}
