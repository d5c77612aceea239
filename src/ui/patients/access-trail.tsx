import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  RECORD_ACCESS_ACTIONS,
  type AccessTrailResponse,
} from '../../../common/contracts/patients.contract';
import type { Translate } from '../../i18n/i18n';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { RowList, type RowColumn } from '../format/row-list';
import { ChartSection, MoreButton, ReadState } from './chart-section';
import { groupTrail, type TrailGroup } from './access-trail-groups';
import { AccessedRecordLine } from './accessed-record-line';
import { dateTimeFormat } from '../format/date-time-formats';

const KNOWN_ACTIONS = RECORD_ACCESS_ACTIONS;
type KnownAction = (typeof KNOWN_ACTIONS)[number];

/** What a line says was done, in the reader's language; an action this client does not know is shown as sent. */
const actionLabel = (action: string, t: Translate) =>
  (KNOWN_ACTIONS as readonly string[]).includes(action)
    ? t(`patientChart.access.action.${action as KnownAction}`)
    : action;

/**
 * What a line says was done, the SMART app it was done through (issue 34), and, for a line made
 * under break-glass (a clinical role its member gave themselves; issue 31), a mark saying so that
 * a screen reader reads out too.
 */
function WhatWasDone({ group, lines }: { group: TrailGroup; lines: RecordLines }) {
  const { t } = useI18n();
  const { entry, count } = group;
  return (
    <>
      {actionLabel(entry.action, t)}
      {count > 1 && (
        <Text as="span" color="fg.muted">
          {' '}
          {t('patientChart.access.repeated', { count })}
        </Text>
      )}
      {entry.smartApp && (
        <Text as="span" color="fg.muted">
          {' '}
          {t('patientChart.access.viaApp', { app: entry.smartApp.name })}
        </Text>
      )}
      {entry.breakGlass && (
        <>
          {' '}
          <Badge colorPalette="orange" title={t('patientChart.access.breakGlassHint')}>
            {t('patientChart.access.breakGlass')}
          </Badge>
        </>
      )}
      {entry.record && (
        <AccessedRecordLine
          record={entry.record}
          patientId={lines.patientId}
          times={lines.times}
          onOnlyThis={lines.onRecordFilter}
          onNavigate={lines.onNavigate}
        />
      )}
    </>
  );
}

/** What a line's record needs: the chart's patient, the clinic's clock, the trail's actions. */
interface RecordLines {
  patientId: string;
  times: Intl.DateTimeFormat;
  onRecordFilter?: ((record: { id: string; label: string }) => void) | undefined;
  onNavigate?: ((href: string) => void) | undefined;
}

export interface AccessTrailProps {
  /** Null until the first page arrives; newest first. */
  entries: AccessTrailResponse['entries'] | null;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  /** The clinic's time zone. */
  timeZone: string;
  onMore: () => void;
  onRetry: () => void;
  /** What narrows the trail and exports it (AccessTrailFilter), above the lines. */
  filter?: ReactNode;
  /** The chart's patient (the records its lines name are theirs). */
  patientId: string;
  /** Narrows the trail to one record's reads (offered on each line naming a record). */
  onRecordFilter?: ((record: { id: string; label: string }) => void) | undefined;
  /** Routes a plain click on a record's link inside the app. */
  onNavigate?: ((href: string) => void) | undefined;
}

/** Who read or changed this patient's record, and when (owners review it). */
export function AccessTrail(props: AccessTrailProps) {
  const { entries } = props;
  const { t, locale } = useI18n();
  const times = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: props.timeZone,
  });
  return (
    <ChartSection title={t('patientChart.access.title')}>
      <Stack gap="3">
        {props.filter}
        <ReadState
          loading={props.loading && !entries}
          failed={props.failed}
          loadingText={t('patientChart.access.loading')}
          failedText={t('patientChart.access.failed')}
          onRetry={props.onRetry}
        />
        {entries?.length === 0 && <Text>{t('patientChart.access.empty')}</Text>}
        {entries && entries.length > 0 && (
          <TrailRows
            entries={entries}
            lines={{
              patientId: props.patientId,
              times,
              onRecordFilter: props.onRecordFilter,
              onNavigate: props.onNavigate,
            }}
          />
        )}
        <MoreButton
          hasMore={props.hasMore}
          loading={props.loading}
          label={t('patientChart.access.more')}
          onMore={props.onMore}
        />
      </Stack>
    </ChartSection>
  );
}

interface TrailRowsProps {
  entries: AccessTrailResponse['entries'];
  lines: RecordLines;
}

/**
 * The trail: when, who and what, as a table whose sentences wrap (on a desktop chart's column it
 * fits its card, no sentence cut off by a scrollbar), and a card each on a phone, who as its title.
 */
function TrailRows({ entries, lines }: TrailRowsProps) {
  const { times } = lines;
  const { t } = useI18n();
  // A run of the same read is one line, its time the span from the first to the last.
  const when = ({ entry, firstAt }: TrailGroup) =>
    firstAt === entry.at
      ? times.format(new Date(entry.at))
      : times.formatRange(new Date(firstAt), new Date(entry.at));
  const columns: RowColumn<TrailGroup>[] = [
    {
      header: t('patientChart.access.when'),
      cell: (group) => <Isolate>{when(group)}</Isolate>,
      cellStyle: { whiteSpace: 'nowrap' },
    },
    {
      header: t('patientChart.access.who'),
      card: 'title',
      cell: ({ entry }, where) =>
        where === 'card' ? (
          <Text fontWeight="medium">
            <bdi>{entry.user.name}</bdi>
          </Text>
        ) : (
          <bdi>{entry.user.name}</bdi>
        ),
      cellStyle: { overflowWrap: 'anywhere' },
    },
    {
      header: t('patientChart.access.what'),
      cell: (group) => <WhatWasDone group={group} lines={lines} />,
    },
  ];
  return (
    <RowList
      label={t('patientChart.access.entries')}
      rows={groupTrail(entries)}
      rowKey={({ entry }, index) => `${entry.at}-${entry.user.id}-${index}`}
      columns={columns}
      wrap
    />
  );
}
