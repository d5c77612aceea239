import type { FastifyRequest } from 'fastify';
import type { Intake } from '../../common/contracts/intake.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { requireDocumentDraft } from '../documents/document-access.ts';
import { requiredIfMatch } from '../http/if-match.ts';
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

import { INTAKE_MESSAGES } from '../../common/contracts/intake.contract.ts';

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

/** Refuses (403) a care-team clinician who may read the intake but did not write it. */
export function requireAuthor(request: FastifyRequest, intake: Intake): void {
  if (intake.authorId !== request.member.userId) {
    throw new HttpError(403, INTAKE_MESSAGES.authorOnly);
  }
}

/** Refuses (409) any change of content to an intake that is no longer a draft. */
export function requireDraft(intake: Intake): void {
  requireDocumentDraft(intake, {
    signed: INTAKE_MESSAGES.signed,
    enteredInError: INTAKE_MESSAGES.enteredInError,
  });
}

/** The version the write's `If-Match` names; 428 when it names none. */
export const ifMatchVersion = (request: FastifyRequest): number =>
  requiredIfMatch(request, INTAKE_MESSAGES.ifMatch);
