import { EmptyState, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Stethoscope } from 'lucide-react';
import { useId } from 'react';
import type { PractitionerSummary } from '../../../common/contracts/clinic.contract';
import { useI18n } from '../i18n/i18n-context';
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
        <ClinicTable title={t('clinic.practitioners.title')} busy={loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('clinic.practitioners.columns.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                {t('clinic.practitioners.columns.credentials')}
              </Table.ColumnHeader>
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
                  color={p.unsignedNotes > 0 ? 'orange.fg' : undefined}
                  fontWeight={p.unsignedNotes > 0 ? 'semibold' : undefined}
                >
                  {p.unsignedNotes}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ClinicTable>
      )}
    </Stack>
  );
}
