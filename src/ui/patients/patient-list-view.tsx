import {
  Badge,
  Button,
  EmptyState,
  Field,
  HStack,
  Input,
  NativeSelect,
  SegmentGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe, segmentGroupSlotRecipe } from '../theme/recipes';
import { SCOPE_CHOSEN } from '../theme/scope-chosen';
import { Users } from 'lucide-react';
import { useId } from 'react';
import type { PatientStatus, PatientSummary } from '../../../common/contracts/patients.contract';
import type { PatientScope } from '../../machines/patients/patient-list.machine';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { RowList, type RowColumn } from '../format/row-list';
import { FormFailure } from '../session/form-alerts';
import { AuthLink } from '../session/auth-link';
import { chartHref } from './chart-paths';
import { ageOn } from './patient-age';
import { dateTimeFormat } from '../format/date-time-formats';

const STATUSES: PatientStatus[] = ['active', 'inactive', 'discharged'];
const STATUS_PALETTE: Record<PatientStatus, string> = {
  active: 'green',
  inactive: 'gray',
  discharged: 'purple',
};

export interface PatientListViewProps {
  patients: PatientSummary[];
  q: string;
  status: PatientStatus | null;
  scope: PatientScope;
  /** Only members who keep a caseload choose between theirs and the clinic's. */
  canChooseScope: boolean;
  busy: boolean;
  failed: boolean;
  hasMore: boolean;
  /** Today in the clinic, YYYY-MM-DD, for ages. */
  today: string;
  onSearch: (q: string) => void;
  onStatus: (status: PatientStatus | null) => void;
  onScope: (scope: PatientScope) => void;
  onMore: () => void;
  onRetry: () => void;
  /** Client-side navigation for a plain click on a patient's name (their chart). */
  onNavigate?: (href: string) => void;
}

/** What an empty list says: an empty caseload, a caseload search without a match, or no match. */
function emptyTitle(
  { scope, q, status }: Pick<PatientListViewProps, 'scope' | 'q' | 'status'>,
  t: ReturnType<typeof useI18n>['t'],
) {
  if (scope !== 'mine') return t('patients.empty');
  return q.trim() || status ? t('patients.emptyCaseloadMatch') : t('patients.emptyCaseload');
}

/** The clinic's patients: search, filters, a page at a time; no data the server did not send. */
export function PatientListView(props: PatientListViewProps) {
  const { patients, q, status, scope, busy, failed, hasMore } = props;
  const { t } = useI18n();
  const searchId = useId();
  const statusId = useId();

  return (
    <Stack gap="4">
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root flex="2" minW="16rem">
          <Field.Label htmlFor={searchId}>{t('patients.searchLabel')}</Field.Label>
          <Input
            id={searchId}
            type="search"
            value={q}
            placeholder={t('patients.searchPlaceholder')}
            onChange={(event) => props.onSearch(event.target.value)}
            autoComplete="off"
          />
        </Field.Root>
        <Field.Root flex="1" minW="10rem">
          <Field.Label htmlFor={statusId}>{t('patients.statusLabel')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              id={statusId}
              value={status ?? ''}
              onChange={(event) =>
                props.onStatus((event.target.value || null) as PatientStatus | null)
              }
            >
              <option value="">{t('patients.anyStatus')}</option>
              {STATUSES.map((each) => (
                <option key={each} value={each}>
                  {t(`patients.status.${each}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {props.canChooseScope && (
          <SegmentGroup.Root
            recipe={segmentGroupSlotRecipe}
            aria-label={t('patients.scopeLabel')}
            value={scope === 'role-default' ? null : scope}
            onValueChange={(details) => props.onScope(details.value as PatientScope)}
            colorPalette="blue"
            css={SCOPE_CHOSEN}
          >
            <SegmentGroup.Items
              items={[
                { value: 'mine', label: t('patients.scope.mine') },
                { value: 'all', label: t('patients.scope.all') },
              ]}
            />
          </SegmentGroup.Root>
        )}
      </HStack>

      {failed && (
        <Stack gap="2" align="start">
          <FormFailure title={t('patients.failed')} />
          <Button variant="outline" onClick={props.onRetry}>
            {t('patients.retry')}
          </Button>
        </Stack>
      )}

      <Text aria-live="polite" srOnly>
        {busy ? t('patients.loading') : ''}
      </Text>

      {patients.length === 0 && !busy && !failed ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Users aria-hidden="true" />
            </EmptyState.Indicator>
            <EmptyState.Title as="h2">{emptyTitle(props, t)}</EmptyState.Title>
            {scope === 'mine' && props.canChooseScope && (
              <>
                {(q.trim() || status) && (
                  <EmptyState.Description>{t('patients.emptyCaseloadHint')}</EmptyState.Description>
                )}
                <Button variant="outline" onClick={() => props.onScope('all')}>
                  {q.trim() ? t('patients.searchWholeClinic') : t('patients.showWholeClinic')}
                </Button>
              </>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <PatientRows {...props} />
      )}

      {hasMore && (
        <Button variant="outline" alignSelf="center" loading={busy} onClick={props.onMore}>
          {t('patients.more')}
        </Button>
      )}
    </Stack>
  );
}

/** The patients: a table where it fits, a card each on a phone, the name linking to the chart. */
function PatientRows(props: PatientListViewProps) {
  const { t } = useI18n();
  const showDate = useShowDate();
  const columns: RowColumn<PatientSummary>[] = [
    {
      header: t('patients.columns.name'),
      card: 'title',
      cell: (patient) => <PatientName patient={patient} onNavigate={props.onNavigate} />,
    },
    {
      header: t('patients.columns.mrn'),
      cell: (patient) => (
        <Text as="span" fontVariantNumeric="tabular-nums">
          {patient.mrn}
        </Text>
      ),
    },
    {
      header: t('patients.columns.birthDate'),
      cell: (patient) => <Isolate>{showDate(patient.birthDate)}</Isolate>,
    },
    {
      header: t('patients.columns.age'),
      cell: (patient) => ageOn(patient.birthDate, props.today),
    },
    {
      header: t('patients.columns.status'),
      card: 'badge',
      cell: (patient) => <StatusBadge status={patient.status} />,
    },
  ];
  return (
    <RowList
      label={t('patients.title')}
      rows={props.patients}
      rowKey={(patient) => patient.id}
      columns={columns}
      busy={props.busy}
    />
  );
}

/** A birth date in the reader's language (a calendar date: no time zone moves it). */
function useShowDate() {
  const { locale } = useI18n();
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** The patient's name, linking to their chart, and the name they go by. */
function PatientName({
  patient,
  onNavigate,
}: {
  patient: PatientSummary;
  onNavigate?: (href: string) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <Text fontWeight="medium">
        <AuthLink href={chartHref(patient.id)} onNavigate={onNavigate}>
          {patient.familyName}, {patient.givenName}
        </AuthLink>
      </Text>
      {patient.preferredName && (
        <Text textStyle="xs" color="fg.muted">
          {t('patients.preferred', { name: patient.preferredName })}
        </Text>
      )}
    </>
  );
}

function StatusBadge({ status }: { status: PatientStatus }) {
  const { t } = useI18n();
  return <Badge colorPalette={STATUS_PALETTE[status]}>{t(`patients.status.${status}`)}</Badge>;
}
