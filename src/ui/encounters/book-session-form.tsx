import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SeriesPreviewResponse } from '../../../common/contracts/series.contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { encounterModality, encounterType } from '../../../common/contracts/encounters.contract';
import type {
  BookingConflict,
  BookingErrors,
  BookingFailure,
  BookingField,
  BookingValues,
} from '../../machines/encounters/session-booking.machine';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure } from '../session/form-alerts';
import { BookingInput, BookingSelect } from './booking-fields';
import { OutsideAvailabilityConfirm } from './outside-availability-confirm';
import { SeriesBookingStep } from './series-booking-step';
import { SeriesFields } from './series-fields';
import { sessionHref } from './session-paths';
import { formatInstant } from './session-time';

export interface BookSessionFormProps {
  values: BookingValues;
  errors: BookingErrors;
  /** The clinic's clinicians to choose from. */
  clinicians: { id: string; name: string; credentials?: string | null }[];
  /** The clinic's IANA time zone: the date and time are entered in it. */
  timeZone: string;
  /** A planned session is being moved rather than a new one booked. */
  reschedule?: boolean;
  /** Checking or saving. */
  pending?: boolean;
  failure?: BookingFailure | null;
  conflict?: BookingConflict | null;
  /** A repeating session's occurrences, checked by the server and not booked yet. */
  preview?: SeriesPreviewResponse | null;
  /** The previewed series may be booked (no kept occurrence conflicts). */
  seriesBookable?: boolean;
  /** The previewed dates the member leaves out. */
  leftOut?: readonly string[];
  /** Leave a previewed date out (or keep it); absent while the preview cannot change. */
  onLeaveOut?: (date: string, leftOut: boolean) => void;
  /** Dates the server found outside the clinician's availability: asks to confirm. */
  outsideDates?: string[] | null;
  onChange: (field: BookingField, value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  /** Book the previewed series. */
  onBookSeries?: () => void;
  /** Book outside the clinician's availability after all. */
  onConfirmOutside?: () => void;
  /** Back to the form from the question about availability. */
  onBack?: () => void;
  onNavigate?: (href: string) => void;
}

/** The fields in visual order: the first invalid one gets the focus after a check. */
const FIELD_ORDER: BookingField[] = [
  'clinicianId',
  'date',
  'time',
  'minutes',
  'modality',
  'type',
  'location',
  'repeats',
  'ends',
  'count',
  'until',
];

/** Booking (or rescheduling) one session for a patient the page names. */
export function BookSessionForm(props: BookSessionFormProps) {
  const { values, errors, pending = false, failure, conflict, reschedule = false } = props;
  const repeats = !reschedule && values.repeats !== 'none';
  const { t, locale } = useI18n();
  const controls = useRef<Partial<Record<BookingField, HTMLElement | null>>>({});
  const [awaitingCheck, setAwaitingCheck] = useState(false);

  useEffect(() => {
    if (!awaitingCheck || pending) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (!first) return;
    controls.current[first]?.focus();
    setAwaitingCheck(false);
  }, [awaitingCheck, pending, errors]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setAwaitingCheck(true);
    props.onSubmit();
  };
  const bind = (field: BookingField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => props.onChange(field, value),
  });
  const at = (instant: string) => formatInstant(instant, { locale, timeZone: props.timeZone });
  const failureText =
    failure?.kind === 'forbidden'
      ? t('sessions.errors.bookingForbidden')
      : failure?.kind === 'not-found'
        ? t('sessions.errors.notFound')
        : failure?.kind === 'invalid'
          ? repeats
            ? t('sessions.series.invalid', { detail: failure.detail })
            : t('sessions.errors.invalid', { detail: failure.detail })
          : failure?.kind === 'failed'
            ? t('sessions.errors.failed')
            : null;

  return (
    <Stack gap="5">
      {failureText && (
        <Stack gap="2" align="start">
          <FormFailure title={failureText} />
          {failure?.kind === 'failed' && (
            <Button variant="outline" onClick={props.onRetry} disabled={pending}>
              {t('sessions.errors.retry')}
            </Button>
          )}
        </Stack>
      )}
      {conflict && (
        <Stack gap="2" align="start">
          <FormFailure
            title={t('sessions.form.conflict', {
              patient: conflict.patient.name,
              mrn: conflict.patient.mrn,
              from: at(conflict.startsAt),
              to: formatInstant(conflict.endsAt, {
                locale,
                timeZone: props.timeZone,
                style: 'time',
              }),
            })}
          />
          <AuthLink href={sessionHref(conflict.id)} onNavigate={props.onNavigate}>
            {t('sessions.form.openConflict')}
          </AuthLink>
        </Stack>
      )}
      <form noValidate onSubmit={handleSubmit} aria-busy={pending}>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {t('sessions.form.timeZoneNote', { zone: props.timeZone })}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <BookingSelect
              {...bind('clinicianId')}
              label={t('sessions.form.clinician')}
              placeholder={t('sessions.form.chooseClinician')}
              options={props.clinicians.map((c) => ({
                value: c.id,
                label: c.credentials ? `${c.name}, ${c.credentials}` : c.name,
              }))}
              selectRef={(el) => {
                controls.current.clinicianId = el;
              }}
            />
            <BookingInput
              {...bind('date')}
              type="date"
              label={t('sessions.form.date')}
              inputRef={(el) => {
                controls.current.date = el;
              }}
            />
            <BookingInput
              {...bind('time')}
              type="time"
              label={t('sessions.form.time')}
              inputRef={(el) => {
                controls.current.time = el;
              }}
            />
            <BookingInput
              {...bind('minutes')}
              type="number"
              inputMode="numeric"
              label={t('sessions.form.minutes')}
              inputRef={(el) => {
                controls.current.minutes = el;
              }}
            />
            <BookingSelect
              {...bind('modality')}
              label={t('sessions.form.modality')}
              options={encounterModality.options.map((value) => ({
                value,
                label: t(`sessions.modality.${value}`),
              }))}
              selectRef={(el) => {
                controls.current.modality = el;
              }}
            />
            <BookingSelect
              {...bind('type')}
              label={t('sessions.form.type')}
              options={encounterType.options.map((value) => ({
                value,
                label: t(`sessions.type.${value}`),
              }))}
              selectRef={(el) => {
                controls.current.type = el;
              }}
            />
            <BookingInput
              {...bind('location')}
              optional
              label={t('sessions.form.location')}
              helperText={t('sessions.form.locationHelp')}
              inputRef={(el) => {
                controls.current.location = el;
              }}
            />
          </SimpleGrid>
          {!reschedule && (
            <SeriesFields
              values={values}
              errors={errors}
              onChange={props.onChange}
              controlRef={(field) => (el) => {
                controls.current[field] = el;
              }}
            />
          )}
          <Button
            type="submit"
            colorPalette="blue"
            variant={props.preview ? 'outline' : 'solid'}
            alignSelf="flex-start"
            loading={pending && !props.preview && !props.outsideDates}
            loadingText={t('sessions.form.pending')}
          >
            {reschedule
              ? t('sessions.form.submitReschedule')
              : repeats
                ? t('sessions.series.submitPreview')
                : t('sessions.form.submit')}
          </Button>
        </Stack>
      </form>
      {props.outsideDates && (
        <OutsideAvailabilityConfirm
          dates={props.outsideDates}
          pending={pending}
          onConfirm={() => props.onConfirmOutside?.()}
          onBack={() => props.onBack?.()}
        />
      )}
      {repeats && props.preview && !props.outsideDates && (
        <SeriesBookingStep
          preview={props.preview}
          timeZone={props.timeZone}
          bookable={props.seriesBookable ?? false}
          leftOut={props.leftOut}
          onLeaveOut={props.onLeaveOut}
          pending={pending}
          onBook={() => props.onBookSeries?.()}
        />
      )}
    </Stack>
  );
}
