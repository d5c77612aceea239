import type { FastifyRequest } from 'fastify';
import { INTAKE_MESSAGES, type Intake } from '../../common/contracts/intake.contract.ts';
import {
  intakeWriteCheck,
  lockedRefusal,
  type IntakeRefusal,
} from '../../common/contracts/intake-writes.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { clinicalPatient } from '../patients/patient-rights.ts';
import { findIntake } from './intake.repository.ts';
import { idParams } from '../../common/contracts/safe-text.ts';

/**
 * Who may do what with an intake (issue 10 brief; CLINICAL.md §1). Its contents are clinical:
 * only clinicians on the patient's care team read them; a DRAFT only its author (others get 404,
 * as does anyone off the care team, staff, an owner, another clinic). Only the author writes,
 * signs or withdraws it.
 */

export const intakeIdParams = idParams;

/** The intake, if the caller may read it; else 404 (it might as well not exist). */
export async function readableIntake(
  request: FastifyRequest,
  clinic: TenantDb,
  id: string,
): Promise<{ intake: Intake; patient: Patient }> {
  const intake = await findIntake(clinic, id);
  if (!intake) throw new HttpError(404, MESSAGES.notFound);
  const patient = await clinicalPatient(request, clinic, intake.patientId, 'readClinical');
  if (intake.status === 'draft' && intake.authorId !== request.member.userId) {
    throw new HttpError(404, MESSAGES.notFound);
  }
  return { intake, patient };
}

/** Throws the refusal of a write (common/contracts/intake-writes.ts), if there is one. */
export function refuseIf(refusal: IntakeRefusal | null): void {
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

/** Refuses (403) a care-team clinician who may read the intake but did not write it. */
export function requireAuthor(request: FastifyRequest, intake: Intake): void {
  if (intake.authorId !== request.member.userId) {
    throw new HttpError(403, INTAKE_MESSAGES.authorOnly);
  }
}

/** Refuses (409) any change of content to an intake that is no longer a draft. */
export const requireDraft = (intake: Intake): void => refuseIf(lockedRefusal(intake));

/**
 * The version a write to the intake's content names in `If-Match`, once the write is allowed, in
 * the order both the server and the mock refuse it (`intakeWriteCheck`: 403, 428, 409).
 */
export function requireWritable(request: FastifyRequest, intake: Intake): number {
  const check = intakeWriteCheck(intake, request.member.userId, request.headers['if-match']);
  if ('refusal' in check) throw new HttpError(check.refusal.status, check.refusal.message);
  return check.expected;
}
