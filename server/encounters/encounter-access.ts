import type { FastifyRequest } from 'fastify';
import { mayDo } from '../../common/contracts/clinic.contract.ts';
import type {
  DoubleBookingResponse,
  Encounter,
} from '../../common/contracts/encounters.contract.ts';
import { holdsRole } from '../auth/authenticate.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { idParams } from '../../common/contracts/safe-text.ts';
import { findPatientForBooking } from './encounter-people.repository.ts';

export { idParams };

/** Booking and rescheduling: staff and clinicians (`ROLE_RIGHTS.bookSessions`), else 403. */
export function requireBookingRight(request: FastifyRequest): void {
  if (!mayDo(request.member.roles, 'bookSessions')) {
    throw new HttpError(403, MESSAGES.forbiddenRole);
  }
}

/** A clinician who is not also front desk books and changes sessions of their caseload only. */
export function requireCaseloadUnlessStaff(
  request: FastifyRequest,
  onCaseload: boolean,
  doing: string,
): void {
  if (!onCaseload && !holdsRole(request, 'staff')) {
    throw new HttpError(403, `You may ${doing} only for patients on your caseload.`);
  }
}

export const NO_PATIENT = 'No patient with this id in this clinic.';
const DISCHARGED =
  'This patient is discharged: set their status back to active before booking a session.';

/**
 * The gate before booking one session or a series: the booking right, a patient of this clinic
 * (404), not discharged (409), on the caller's caseload unless they are front desk (403).
 */
export async function requireMayBookFor(request: FastifyRequest, patientId: string): Promise<void> {
  requireBookingRight(request);
  const patient = await findPatientForBooking(request.clinic, patientId, request.member.userId);
  if (!patient) throw new HttpError(404, NO_PATIENT);
  if (patient.status === 'discharged') throw new HttpError(409, DISCHARGED);
  requireCaseloadUnlessStaff(request, patient.onCaseload, 'book sessions');
}

/** `2026-03-29 09:00 UTC`: the instant as the message names it (the client shows clinic time). */
const minuteUtc = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;

/** The 409 body of a double booking: what it collides with, in words and as data. */
export function doubleBooking(conflict: Encounter): DoubleBookingResponse {
  return {
    message: `This clinician already has a session from ${minuteUtc(conflict.startsAt)} to ${minuteUtc(conflict.endsAt)}; choose another time or clinician.`,
    conflict: {
      id: conflict.id,
      startsAt: conflict.startsAt,
      endsAt: conflict.endsAt,
      patient: conflict.patient,
    },
  };
}
