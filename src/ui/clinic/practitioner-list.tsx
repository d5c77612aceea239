import { EmptyState, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Stethoscope } from 'lucide-react';
import { useId } from 'react';
import type { PractitionerSummary } from '../../../common/contracts/clinic.contract';
import {
  CardField,
  CardFields,
  ResponsiveRows,
  RowCard,
  RowCards,
} from '../format/responsive-rows';
import { useI18n, useT } from '../i18n/i18n-context';
import { ClinicTable, ListFailure } from './clinic-table';

export interface PractitionerListProps {
  practitioners: readonly PractitionerSummary[];
  q: string;
  onSearch: (q: string) => void;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** The week the counts cover, and the clinic time zone that bounds it. */
  week: { weekFrom: string; weekTo: string; timeZone: string } | null;
}

/** The clinic's clinicians: credentials, caseload, this week's sessions and unsigned notes. */
export function PractitionerList(props: PractitionerListProps) {
  const { practitioners, q, loading = false, failed = false, week } = props;
  const { t, locale } = useI18n();
  const searchId = useId();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: week?.timeZone,
    }).format(new Date(iso));
  // The week ends just before the next Monday: show the Sunday.
  const lastDay = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();

  return (
    <Stack gap="4">
      <Field.Root maxW="28rem">
        <Field.Label htmlFor={searchId}>{t('clinic.practitioners.searchLabel')}</Field.Label>
        <Input
          id={searchId}
          type="search"
          value={q}
          autoComplete="off"
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </Field.Root>
      {week && (
        <Text color="fg.muted" textStyle="sm">
          {t('clinic.practitioners.week', {
            from: format(week.weekFrom),
            to: format(lastDay(week.weekTo)),
            zone: week.timeZone,
          })}
        </Text>
      )}
      <Text aria-live="polite" srOnly>
        {loading ? t('clinic.practitioners.loading') : ''}
      </Text>
      {failed ? (
        <ListFailure title={t('clinic.practitioners.failed')} onRetry={props.onRetry} />
      ) : practitioners.length === 0 && !loading ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Stethoscope aria-hidden="true" />
            </EmptyState.Indicator>
            <EmptyState.Title as="h2">
              {q.trim() ? t('clinic.practitioners.noMatch') : t('clinic.practitioners.empty')}
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <ResponsiveRows
          cards={<PractitionerCards practitioners={practitioners} busy={loading} />}
          table={<PractitionerGrid practitioners={practitioners} busy={loading} />}
        />
      )}
    </Stack>
  );
}

interface RowsProps {
  practitioners: readonly PractitionerSummary[];
  busy: boolean;
}

/** Notes left unsigned stand out (orange, semibold); none is plain. */
const unsignedStyle = (count: number) =>
  count > 0 ? { color: 'orange.fg', fontWeight: 'semibold' } : {};

/** A phone's clinicians: a card each, their week's counts as labelled lines. */
function PractitionerCards({ practitioners, busy }: RowsProps) {
  const t = useT();
  return (
    <RowCards label={t('clinic.practitioners.title')} busy={busy}>
      {practitioners.map((p) => (
        <RowCard key={p.id} title={<Text fontWeight="medium">{p.name}</Text>}>
          <CardFields>
            <CardField label={t('clinic.practitioners.columns.credentials')}>
              {p.credentials ?? t('clinic.members.noCredentials')}
            </CardField>
            <CardField label={t('clinic.practitioners.columns.caseload')}>
              {p.caseloadSize}
            </CardField>
            <CardField label={t('clinic.practitioners.columns.sessions')}>
              {p.sessionsThisWeek}
            </CardField>
            <CardField label={t('clinic.practitioners.columns.unsigned')}>
              <Text as="span" {...unsignedStyle(p.unsignedNotes)}>
                {p.unsignedNotes}
              </Text>
            </CardField>
          </CardFields>
        </RowCard>
      ))}
    </RowCards>
  );
}

/** The clinicians where a table fits. */
function PractitionerGrid({ practitioners, busy }: RowsProps) {
  const t = useT();
  return (
    <ClinicTable title={t('clinic.practitioners.title')} busy={busy}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('clinic.practitioners.columns.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.practitioners.columns.credentials')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            {t('clinic.practitioners.columns.caseload')}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            {t('clinic.practitioners.columns.sessions')}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            {t('clinic.practitioners.columns.unsigned')}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {practitioners.map((p) => (
          <Table.Row key={p.id}>
            <Table.Cell fontWeight="medium" overflowWrap="anywhere" minW="10rem">
              {p.name}
            </Table.Cell>
            <Table.Cell>{p.credentials ?? t('clinic.members.noCredentials')}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {p.caseloadSize}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {p.sessionsThisWeek}
            </Table.Cell>
            <Table.Cell
              textAlign="end"
              fontVariantNumeric="tabular-nums"
              {...unsignedStyle(p.unsignedNotes)}
            >
              {p.unsignedNotes}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ClinicTable>
  );
}
