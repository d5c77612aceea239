import { Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type {
  ClinicHours,
  ClinicianAvailability,
  WeeklyIntervalText,
} from '../../../common/contracts/availability.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { RetryButton } from '../session/retry-button';
import { DateListFields, useWeekText, WeeklyHoursFields } from './availability-fields';
import {
  checkClinicHours,
  checkClinicianAvailability,
  dateRowsOf,
  intervalRowsOf,
  type AvailabilityErrors,
  type AvailabilityValues,
} from './availability-form';
import { SaveFailureAlert } from './save-failure-alert';

interface SaveProps<B> {
  onSave: (body: B) => void;
  pending?: boolean;
  failure?: SaveFailure | null;
  saved?: boolean;
}

export interface ClinicianAvailabilityCardProps extends SaveProps<ClinicianAvailability> {
  availability: ClinicianAvailability;
  /** The clinic's opening hours, which bound the working hours (empty: the clinic set none). */
  openingHours: readonly WeeklyIntervalText[];
  /** Whose hours, when an owner edits a colleague's; null for the clinician's own. */
  clinicianName: string | null;
  /** Above the form: an owner's choice of clinician. */
  whose?: ReactNode;
}

/**
 * A clinician's working hours per weekday and dates off (issue 32), set by the clinician or an
 * owner. The clinic's opening hours are named above the form: hours outside them are refused by
 * the server (409), and the form says so in its own words and the server's.
 */
export function ClinicianAvailabilityCard(props: ClinicianAvailabilityCardProps) {
  const t = useT();
  const weekText = useWeekText();
  const title = props.clinicianName
    ? t('clinic.availability.titleOf', { name: props.clinicianName })
    : t('clinic.availability.title');
  return (
    <CardFrame title={title} whose={props.whose}>
      <AvailabilityForm
        intro={
          <Stack gap="1">
            <Text>{t('clinic.availability.intro')}</Text>
            <Text color="fg.muted" fontSize="sm">
              {props.openingHours.length > 0
                ? t('clinic.availability.bounds', { hours: weekText(props.openingHours) })
                : t('clinic.availability.noBounds')}
            </Text>
          </Stack>
        }
        initial={() => ({
          hours: intervalRowsOf(props.availability.hours),
          dates: dateRowsOf(props.availability.datesOff),
        })}
        check={checkClinicianAvailability}
        emptyDay={t('clinic.availability.notWorking')}
        datesLegend={t('clinic.availability.datesOff')}
        addDate={t('clinic.availability.addDateOff')}
        noDates={t('clinic.availability.noDatesOff')}
        named={false}
        submitLabel={t('clinic.availability.save')}
        conflictTitle="clinic.availability.outsideOpening"
        {...saveOf(props)}
      />
    </CardFrame>
  );
}

export interface ClinicHoursCardProps extends SaveProps<ClinicHours> {
  hours: ClinicHours;
  /** Owners edit; everyone else reads. */
  editable: boolean;
}

/** The clinic's opening hours and holidays (issue 32): they bound every clinician's hours. */
export function ClinicHoursCard(props: ClinicHoursCardProps) {
  const t = useT();
  const weekText = useWeekText();
  const { hours } = props;
  return (
    <CardFrame title={t('clinic.availability.clinicTitle')}>
      {props.editable ? (
        <AvailabilityForm
          intro={<Text>{t('clinic.availability.clinicIntro')}</Text>}
          initial={() => ({
            hours: intervalRowsOf(hours.openingHours),
            dates: dateRowsOf(hours.holidays),
          })}
          check={checkClinicHours}
          emptyDay={t('clinic.availability.closed')}
          datesLegend={t('clinic.availability.holidays')}
          addDate={t('clinic.availability.addHoliday')}
          noDates={t('clinic.availability.noHolidays')}
          named
          submitLabel={t('clinic.availability.clinicSave')}
          {...saveOf(props)}
        />
      ) : (
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('clinic.availability.openingHours')}</DataList.ItemLabel>
            <DataList.ItemValue>{weekText(hours.openingHours)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('clinic.availability.holidays')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {hours.holidays.length === 0
                ? t('clinic.availability.noHolidays')
                : hours.holidays.map((h) => `${h.date} ${h.name}`).join('; ')}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      )}
    </CardFrame>
  );
}

const saveOf = <B,>({ onSave, pending, failure, saved }: SaveProps<B>): SaveProps<B> => ({
  onSave,
  pending,
  failure,
  saved,
});

function CardFrame({
  title,
  whose,
  children,
}: {
  title: string;
  whose?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Stack gap="3">
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          {whose}
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

interface AvailabilityFormProps<B> extends SaveProps<B> {
  intro: ReactNode;
  initial: () => AvailabilityValues;
  check: (values: AvailabilityValues) => { body: B } | { errors: AvailabilityErrors };
  emptyDay: string;
  datesLegend: string;
  addDate: string;
  noDates: string;
  named: boolean;
  submitLabel: string;
  conflictTitle?: 'clinic.availability.outsideOpening';
}

/**
 * The week and the dates, checked on submit and then on every change (the typed values stay on
 * a failure); a refused submit focuses the first row in error.
 */
function AvailabilityForm<B>(props: AvailabilityFormProps<B>) {
  const t = useT();
  const refs = useRef(new Map<string, HTMLInputElement>());
  const [values, setValues] = useState(props.initial);
  const [submitted, setSubmitted] = useState(false);
  const checked = props.check(values);
  const errors: AvailabilityErrors = submitted && 'errors' in checked ? checked.errors : new Map();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (props.pending) return;
    setSubmitted(true);
    if ('body' in checked) {
      props.onSave(checked.body);
      return;
    }
    const first = [...values.hours, ...values.dates].find((row) => checked.errors.has(row.key));
    if (first) refs.current.get(first.key)?.focus();
  };

  return (
    <AuthFormFrame
      onSubmit={submit}
      submitLabel={props.submitLabel}
      pendingLabel={t('clinic.availability.saving')}
      pending={props.pending}
      intro={props.intro}
      notice={
        props.failure ? (
          <SaveFailureAlert failure={props.failure} conflictTitle={props.conflictTitle} />
        ) : props.saved ? (
          <FormSuccessAlert title={t('clinic.availability.saved')} />
        ) : errors.size > 0 ? (
          <Text role="alert" color="fg.error">
            {t('clinic.availability.fix', { count: errors.size })}
          </Text>
        ) : null
      }
      compactSubmit
    >
      <WeeklyHoursFields
        rows={values.hours}
        errors={errors}
        onChange={(hours) => setValues((now) => ({ ...now, hours }))}
        emptyText={props.emptyDay}
        refs={refs}
      />
      <DateListFields
        legend={props.datesLegend}
        rows={values.dates}
        errors={errors}
        onChange={(dates) => setValues((now) => ({ ...now, dates }))}
        named={props.named}
        addLabel={props.addDate}
        emptyText={props.noDates}
        refs={refs}
      />
    </AuthFormFrame>
  );
}

/** The card while its hours are read, or when they could not be. */
export function AvailabilityLoadCard({
  title,
  failed,
  onRetry,
}: {
  title: string;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <CardFrame title={title}>
      {failed ? (
        <Stack gap="2" align="start">
          <FormFailure title={t('clinic.availability.loadFailed')} />
          <RetryButton label={t('clinic.availability.retry')} section={title} onRetry={onRetry} />
        </Stack>
      ) : (
        <Text role="status" color="fg.muted">
          {t('clinic.availability.loading')}
        </Text>
      )}
    </CardFrame>
  );
}
