import { Stack, Table, Text } from '@chakra-ui/react';
import {
  RECORD_ACCESS_ACTIONS,
  type AccessTrailResponse,
} from '../../../common/contracts/patients.contract';
import type { Translate } from '../../i18n/i18n';
import { useI18n } from '../i18n/i18n-context';
import { ChartSection, MoreButton, ReadState } from './chart-section';

const KNOWN_ACTIONS = RECORD_ACCESS_ACTIONS;
type KnownAction = (typeof KNOWN_ACTIONS)[number];

/** What a line says was done, in the reader's language; an action this client does not know is shown as sent. */
const actionLabel = (action: string, t: Translate) =>
  (KNOWN_ACTIONS as readonly string[]).includes(action)
    ? t(`patientChart.access.action.${action as KnownAction}`)
    : action;

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
                  <Table.Row key={`${entry.at}-${entry.user.id}-${index}`}>
                    <Table.Cell whiteSpace="nowrap">{times.format(new Date(entry.at))}</Table.Cell>
                    <Table.Cell overflowWrap="anywhere">{entry.user.name}</Table.Cell>
                    <Table.Cell>{actionLabel(entry.action, t)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
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
