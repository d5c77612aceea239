import {
  doubleBookingResponse,
  type DoubleBookingResponse,
  type EncounterInput,
  type EncounterModality,
  type EncounterType,
  type EncounterUpdate,
} from '../../../common/contracts/encounters.contract';
import {
  outsideAvailabilityResponse,
  seriesConflictResponse,
  type SeriesFrequency,
  keptOccurrences,
  type SeriesInput,
  type SeriesPreviewResponse,
  type SeriesResponse,
} from '../../../common/contracts/series.contract';
import type { MessageKey } from '../../i18n/i18n';
import { statusOf } from '../session/auth.rules';

/** The booking form's values, as its inputs hold them (local date and time in the clinic). */
export interface BookingValues {
  clinicianId: string;
  /** YYYY-MM-DD in the clinic's time zone. */
  date: string;
  /** HH:mm in the clinic's time zone. */
  time: string;
  /** Length in whole minutes, as typed. */
  minutes: string;
  modality: EncounterModality;
  type: EncounterType;
  location: string;
  /** Does not repeat, or the series' frequency (a new session only). */
  repeats: BookingRepeats;
  /** A series ends after a number of sessions or on a date. */
  ends: BookingSeriesEnd;
  /** The number of sessions, as typed (when it ends after a count). */
  count: string;
  /** YYYY-MM-DD, the last date (when it ends on a date). */
  until: string;
}
export type BookingRepeats = 'none' | SeriesFrequency;
export type BookingSeriesEnd = 'count' | 'until';
export type BookingField = keyof BookingValues;
export type BookingErrors = Partial<Record<BookingField, MessageKey>>;

/** What is sent: a new session, or a planned one moved or changed. */
export type BookingRequest =
  | { kind: 'book'; input: EncounterInput }
  | { kind: 'reschedule'; id: string; update: EncounterUpdate }
  | { kind: 'series'; input: SeriesInput };

/** A request as sent, with the member's confirmation of a time outside availability when given. */
export function confirmedRequest(request: BookingRequest, confirmOutside: boolean): BookingRequest {
  if (!confirmOutside) return request;
  const confirmOutsideAvailability = true;
  switch (request.kind) {
    case 'reschedule':
      return { ...request, update: { ...request.update, confirmOutsideAvailability } };
    case 'book':
      return { ...request, input: { ...request.input, confirmOutsideAvailability } };
    case 'series':
      return { ...request, input: { ...request.input, confirmOutsideAvailability } };
  }
}

/** A series before it is booked (the preview) and once booked. */
export type SeriesPreview = SeriesPreviewResponse;
export type BookedSeries = SeriesResponse;

/** The preview can be booked: at least one occurrence kept, none kept in conflict. */
export const previewBookable = (preview: SeriesPreview, leftOut: readonly string[] = []) => {
  const kept = keptOccurrences(preview, leftOut);
  return kept.length > 0 && kept.every((o) => o.conflicts.length === 0);
};

/** Some kept occurrence of the preview lies outside the clinician's availability. */
export const previewOutside = (preview: SeriesPreview, leftOut: readonly string[] = []) =>
  keptOccurrences(preview, leftOut).some((o) => o.outsideAvailability);

/**
 * The dates left out after the member leaves `date` out (or keeps it): only the preview's own
 * dates, in the series' order, so what is sent is what the preview showed.
 */
export function toggledLeftOut(
  preview: SeriesPreview,
  leftOut: readonly string[],
  date: string,
  out: boolean,
): string[] {
  return preview.occurrences
    .map((o) => o.date)
    .filter((d) => (d === date ? out : leftOut.includes(d)));
}

/** A series input with the dates left out (none: the input as it was). */
export const withLeftOut = (input: SeriesInput, leftOut: readonly string[]): SeriesInput =>
  leftOut.length === 0 ? input : { ...input, exceptDates: [...leftOut] };

/** What the check of the values needs besides them. */
export interface BookingCheckInput {
  values: BookingValues;
  patientId: string;
  timeZone: string;
  /** Set when a planned session is being rescheduled. */
  encounterId: string | null;
}

/** The check's verdict: the request to send, or the message of each wrong field. */
export type BookingCheck =
  { ok: true; request: BookingRequest } | { ok: false; errors: BookingErrors };

/** The session in the way of a booking (409), named on the form. */
export type BookingConflict = DoubleBookingResponse['conflict'];

/** Why a booking failed, in terms the form explains. */
export type BookingFailure =
  | { kind: 'forbidden' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; detail: string }
  | { kind: 'failed' };

const messageOf = (error: unknown): string => {
  const body = (error as { body?: { message?: unknown } | null }).body;
  return typeof body?.message === 'string' ? body.message : '';
};

/** A 409 that names the session in the way, or null. */
export function conflictOf(error: unknown): BookingConflict | null {
  if (statusOf(error) !== 409) return null;
  const parsed = doubleBookingResponse.safeParse((error as { body?: unknown }).body);
  return parsed.success ? parsed.data.conflict : null;
}

/** The dates of a 409 `outside-availability` (a time to confirm), or null. */
export function outsideDatesOf(error: unknown): string[] | null {
  if (statusOf(error) !== 409) return null;
  const parsed = outsideAvailabilityResponse.safeParse((error as { body?: unknown }).body);
  return parsed.success ? parsed.data.dates : null;
}

/** A 409 `series-conflicts`: an occurrence met another session since the preview. */
export function isSeriesConflict(error: unknown): boolean {
  if (statusOf(error) !== 409) return false;
  return seriesConflictResponse.safeParse((error as { body?: unknown }).body).success;
}

/** A refused booking: by role (403), gone (404), the server's reason (400, other 409), or neither. */
export function bookingFailureOf(error: unknown): BookingFailure {
  const status = statusOf(error);
  if (status === 403) return { kind: 'forbidden' };
  if (status === 404) return { kind: 'not-found' };
  if (status === 400 || status === 409 || status === 422) {
    return { kind: 'invalid', detail: messageOf(error) };
  }
  return { kind: 'failed' };
}
