import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import {
  RECORD_ACCESS_ACTIONS,
  type AccessTrailResponse,
} from '../../../common/contracts/patients.contract';
import type { Translate } from '../../i18n/i18n';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import {
  CardField,
  CardFields,
  ResponsiveRows,
  RowCard,
  RowCards,
} from '../format/responsive-rows';
import { ChartSection, MoreButton, ReadState } from './chart-section';

const KNOWN_ACTIONS = RECORD_ACCESS_ACTIONS;
type KnownAction = (typeof KNOWN_ACTIONS)[number];

/** What a line says was done, in the reader's language; an action this client does not know is shown as sent. */
const actionLabel = (action: string, t: Translate) =>
  (KNOWN_ACTIONS as readonly string[]).includes(action)
    ? t(`patientChart.access.action.${action as KnownAction}`)
    : action;

/**
 * What a line says was done, and, for a line made under break-glass (a clinical role its member
 * gave themselves; issue 31), a mark saying so that a screen reader reads out too.
 */
function WhatWasDone({ entry }: { entry: AccessTrailResponse['entries'][number] }) {
  const { t } = useI18n();
  return (
    <>
      {actionLabel(entry.action, t)}
      {entry.breakGlass && (
        <>
          {' '}
          <Badge colorPalette="orange" title={t('patientChart.access.breakGlassHint')}>
            {t('patientChart.access.breakGlass')}
          </Badge>
        </>
      )}
    </>
  );
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
}

/** Who read or changed this patient's record, and when (owners review it). */
export function AccessTrail(props: AccessTrailProps) {
  const { entries } = props;
  const { t, locale } = useI18n();
  const times = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: props.timeZone,
  });
  return (
    <ChartSection title={t('patientChart.access.title')}>
      <Stack gap="3">
        <ReadState
          loading={props.loading && !entries}
          failed={props.failed}
          loadingText={t('patientChart.access.loading')}
          failedText={t('patientChart.access.failed')}
          onRetry={props.onRetry}
        />
        {entries?.length === 0 && <Text>{t('patientChart.access.empty')}</Text>}
        {entries && entries.length > 0 && (
          <ResponsiveRows
            cards={<TrailCards entries={entries} times={times} />}
            table={<TrailTable entries={entries} times={times} />}
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
  times: Intl.DateTimeFormat;
}

const entryKey = (entry: TrailRowsProps['entries'][number], index: number) =>
  `${entry.at}-${entry.user.id}-${index}`;

/** A phone's trail: a card each, who as its title, then when and what. */
function TrailCards({ entries, times }: TrailRowsProps) {
  const { t } = useI18n();
  return (
    <RowCards label={t('patientChart.access.entries')}>
      {entries.map((entry, index) => (
        <RowCard
          key={entryKey(entry, index)}
          title={<Text fontWeight="medium">{entry.user.name}</Text>}
        >
          <CardFields>
            <CardField label={t('patientChart.access.when')}>
              <Isolate>{times.format(new Date(entry.at))}</Isolate>
            </CardField>
            <CardField label={t('patientChart.access.what')}>
              <WhatWasDone entry={entry} />
            </CardField>
          </CardFields>
        </RowCard>
      ))}
    </RowCards>
  );
}

function TrailTable({ entries, times }: TrailRowsProps) {
  const { t } = useI18n();
  return (
    // Reachable by keyboard: the trail holds no link, and a narrow window scrolls it sideways.
    // Names and actions wrap (the scroll area's own default is one line each), so on a desktop
    // chart's column the trail fits its card and no sentence is cut off by a scrollbar.
    <Table.ScrollArea
      whiteSpace="normal"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={t('patientChart.access.entries')}
    >
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('patientChart.access.when')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('patientChart.access.who')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('patientChart.access.what')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry, index) => (
            <Table.Row key={entryKey(entry, index)}>
              <Table.Cell whiteSpace="nowrap">
                <Isolate>{times.format(new Date(entry.at))}</Isolate>
              </Table.Cell>
              <Table.Cell overflowWrap="anywhere">{entry.user.name}</Table.Cell>
              <Table.Cell>
                <WhatWasDone entry={entry} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
