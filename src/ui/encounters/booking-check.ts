import {
  MAX_ENCOUNTER_MINUTES,
  encounterInput,
  encounterUpdate,
  type Encounter,
} from '../../../common/contracts/encounters.contract';
import { boundsOf } from '../../../common/contracts/schema-bounds';
import { seriesInput, type SeriesInput } from '../../../common/contracts/series.contract';
import type {
  BookingCheck,
  BookingCheckInput,
  BookingErrors,
  BookingField,
  BookingValues,
} from '../../machines/encounters/session-booking.machine';
import type { MessageKey } from '../../i18n/i18n';
import { addMinutes, instantFromLocal, localFromInstant, minutesBetween } from './session-time';

/** The shortest session the form books (the clinic setting's own lower bound). */
export const MIN_SESSION_MINUTES = 5;
/** Limits read from the contract, so the form and the server cannot disagree. */
export const LOCATION_MAX =
  boundsOf(encounterInput.shape.location.def.innerType.def.innerType).max ?? 200;

/** The messages of the booking form; the `{{max}}` and `{{min}}` they name. */
export const BOOKING_MESSAGE_PARAMS = {
  min: MIN_SESSION_MINUTES,
  max: MAX_ENCOUNTER_MINUTES,
  maxLocation: LOCATION_MAX,
};

/** A contract issue on one field of the request, as the form's field and message. */
const CONTRACT_FIELDS: Record<string, [BookingField, MessageKey]> = {
  clinicianId: ['clinicianId', 'sessions.validation.clinicianRequired'],
  startsAt: ['time', 'sessions.validation.timeInvalid'],
  endsAt: ['minutes', 'sessions.validation.endAfterStart'],
  modality: ['modality', 'sessions.validation.modalityRequired'],
  type: ['type', 'sessions.validation.typeRequired'],
  location: ['location', 'sessions.validation.locationInvalid'],
};

function fieldErrors(values: BookingValues, timeZone: string) {
  const errors: BookingErrors = {};
  if (!values.clinicianId) errors.clinicianId = 'sessions.validation.clinicianRequired';
  if (!values.date) errors.date = 'sessions.validation.dateRequired';
  if (!values.time) errors.time = 'sessions.validation.timeRequired';
  const minutes = Number(values.minutes);
  if (
    !/^\d+$/.test(values.minutes.trim()) ||
    minutes < MIN_SESSION_MINUTES ||
    minutes > MAX_ENCOUNTER_MINUTES
  ) {
    errors.minutes = 'sessions.validation.minutesInvalid';
  }
  if (values.location.trim().length > LOCATION_MAX) {
    errors.location = 'sessions.validation.locationTooLong';
  }
  let startsAt: string | null = null;
  if (values.date && values.time) {
    startsAt = instantFromLocal({ date: values.date, time: values.time }, timeZone);
    // A real date and time that the clock change skips in the clinic's zone.
    const real = instantFromLocal({ date: values.date, time: values.time }, 'UTC') !== null;
    if (!startsAt && real) errors.time = 'sessions.validation.timeSkipped';
    else if (!startsAt) errors.date = 'sessions.validation.dateInvalid';
  }
  return { errors, startsAt, minutes };
}

/** A series' contract issue, as the form's field and message. */
const SERIES_FIELDS: Record<string, [BookingField, MessageKey]> = {
  ...CONTRACT_FIELDS,
  firstDate: ['date', 'sessions.validation.dateInvalid'],
  startTime: ['time', 'sessions.validation.timeInvalid'],
  minutes: ['minutes', 'sessions.validation.minutesInvalid'],
  count: ['count', 'sessions.validation.countInvalid'],
  until: ['until', 'sessions.validation.untilRequired'],
};

/** The repeat's own fields: a whole number of sessions, or a last date. Its bounds are the server's. */
function seriesEnd(
  values: BookingValues,
): { ok: true; end: { count: number } | { until: string } } | { ok: false; errors: BookingErrors } {
  if (values.ends === 'until') {
    return values.until
      ? { ok: true, end: { until: values.until } }
      : { ok: false, errors: { until: 'sessions.validation.untilRequired' } };
  }
  const count = values.count.trim();
  return /^\d+$/.test(count) && Number(count) >= 1
    ? { ok: true, end: { count: Number(count) } }
    : { ok: false, errors: { count: 'sessions.validation.countInvalid' } };
}

/**
 * A repeating booking as the series contract's input. The first date's time must exist in the
 * clinic's zone (checked above); the other dates, the number of sessions and the end's bounds are
 * the server's to check, and its 400 is shown as it says.
 */
function seriesCheck(
  values: BookingValues & { repeats: SeriesInput['frequency'] },
  patientId: string,
  minutes: number,
  end: { count: number } | { until: string },
): BookingCheck {
  const location = values.location.trim() || null;
  const candidate = {
    patientId,
    clinicianId: values.clinicianId,
    firstDate: values.date,
    startTime: values.time,
    minutes,
    frequency: values.repeats,
    ...end,
    modality: values.modality,
    type: values.type,
    location,
  };
  const parsed = seriesInput.safeParse(candidate);
  if (!parsed.success) {
    const found: BookingErrors = {};
    for (const issue of parsed.error.issues) {
      const mapped = SERIES_FIELDS[String(issue.path[0])];
      if (!mapped) throw new Error(`The series is refused: ${issue.message}`);
      found[mapped[0]] ??= mapped[1];
    }
    return { ok: false, errors: found };
  }
  return { ok: true, request: { kind: 'series', input: parsed.data } };
}

/**
 * The booking form's values checked in the clinic's time zone and against the contract: the
 * request to send, or each wrong field's message. The end is the start plus the length, so a
 * session across a daylight saving change keeps its true length.
 */
export function checkBooking(check: BookingCheckInput): BookingCheck {
  const { values, patientId, timeZone, encounterId } = check;
  const { errors, startsAt, minutes } = fieldErrors(values, timeZone);
  const repeats = encounterId ? 'none' : values.repeats;
  const end = repeats === 'none' ? null : seriesEnd(values);
  if (end && !end.ok) Object.assign(errors, end.errors);
  if (Object.keys(errors).length > 0 || !startsAt) return { ok: false, errors };
  if (repeats !== 'none' && end?.ok) {
    return seriesCheck({ ...values, repeats }, patientId, minutes, end.end);
  }
  const fields = {
    clinicianId: values.clinicianId,
    startsAt,
    endsAt: addMinutes(startsAt, minutes),
    modality: values.modality,
    type: values.type,
    location: values.location.trim() || null,
  };
  const parsed = encounterId
    ? encounterUpdate.safeParse(fields)
    : encounterInput.safeParse({ patientId, ...fields });
  if (!parsed.success) {
    const found: BookingErrors = {};
    for (const issue of parsed.error.issues) {
      const mapped = CONTRACT_FIELDS[String(issue.path[0])];
      // An issue with no field of its own (the patient, given by the page) is not the user's to fix.
      if (!mapped) throw new Error(`The booking is refused: ${issue.message}`);
      found[mapped[0]] ??= mapped[1];
    }
    return { ok: false, errors: found };
  }
  return encounterId
    ? { ok: true, request: { kind: 'reschedule', id: encounterId, update: fields } }
    : { ok: true, request: { kind: 'book', input: { patientId, ...fields } } };
}

/** A new session's first values: the clinic's default length, the given clinician and time. */
export function newBookingValues(defaults: {
  clinicianId: string;
  date: string;
  time: string;
  minutes: number;
}): BookingValues {
  return {
    clinicianId: defaults.clinicianId,
    date: defaults.date,
    time: defaults.time,
    minutes: String(defaults.minutes),
    modality: 'in-person',
    type: 'individual',
    location: '',
    ...DOES_NOT_REPEAT,
  };
}

/** A session's repeat fields before the member chooses one: once; if weekly, six sessions. */
const DOES_NOT_REPEAT = { repeats: 'none', ends: 'count', count: '6', until: '' } as const;

/** A planned session's values, to reschedule it. */
export function bookingValuesOf(session: Encounter, timeZone: string): BookingValues {
  const { date, time } = localFromInstant(session.startsAt, timeZone);
  return {
    clinicianId: session.clinician.id,
    date,
    time,
    minutes: String(minutesBetween(session.startsAt, session.endsAt)),
    modality: session.modality,
    type: session.type,
    location: session.location ?? '',
    ...DOES_NOT_REPEAT,
  };
}
