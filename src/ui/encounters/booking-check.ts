import {
  MAX_ENCOUNTER_MINUTES,
  encounterInput,
  encounterUpdate,
  type Encounter,
} from '../../../common/contracts/encounters.contract';
import { boundsOf } from '../../../common/contracts/schema-bounds';
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

/**
 * The booking form's values checked in the clinic's time zone and against the contract: the
 * request to send, or each wrong field's message. The end is the start plus the length, so a
 * session across a daylight saving change keeps its true length.
 */
export function checkBooking(check: BookingCheckInput): BookingCheck {
  const { values, patientId, timeZone, encounterId } = check;
  const { errors, startsAt, minutes } = fieldErrors(values, timeZone);
  if (Object.keys(errors).length > 0 || !startsAt) return { ok: false, errors };
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
  };
}

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
  };
}
