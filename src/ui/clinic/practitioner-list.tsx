import { EmptyState, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Stethoscope } from 'lucide-react';
import { useId } from 'react';
import type { PractitionerSummary } from '../../../common/contracts/clinic.contract';
import { RowList, type RowColumn } from '../format/row-list';
import { useI18n } from '../i18n/i18n-context';
import { ListFailure } from './list-failure';

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
  const columns: RowColumn<PractitionerSummary>[] = [
    {
      header: t('clinic.practitioners.columns.name'),
      card: 'title',
      cell: (p) => <Text fontWeight="medium">{p.name}</Text>,
      cellStyle: { overflowWrap: 'anywhere', minW: '10rem' },
    },
    {
      header: t('clinic.practitioners.columns.credentials'),
      cell: (p) => p.credentials ?? t('clinic.members.noCredentials'),
    },
    {
      header: t('clinic.practitioners.columns.caseload'),
      numeric: true,
      cell: (p) => p.caseloadSize,
    },
    {
      header: t('clinic.practitioners.columns.sessions'),
      numeric: true,
      cell: (p) => p.sessionsThisWeek,
    },
    {
      header: t('clinic.practitioners.columns.unsigned'),
      numeric: true,
      cell: (p) => (
        <Text as="span" {...unsignedStyle(p.unsignedNotes)}>
          {p.unsignedNotes}
        </Text>
      ),
    },
  ];
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
        <ListFailure
          title={t('clinic.practitioners.failed')}
          section={t('clinic.practitioners.title')}
          onRetry={props.onRetry}
        />
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
        <RowList
          label={t('clinic.practitioners.title')}
          rows={practitioners}
          rowKey={(p) => p.id}
          columns={columns}
          busy={loading}
        />
      )}
    </Stack>
  );
}

/** Notes left unsigned stand out (orange, semibold); none is plain. */
const unsignedStyle = (count: number) =>
  count > 0 ? { color: 'orange.fg', fontWeight: 'semibold' } : {};
