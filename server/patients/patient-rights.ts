import type { FastifyRequest } from 'fastify';
import { holdsRightForPatient, mayDo, type Right } from '../../common/contracts/clinic.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { findPatient } from './patients.repository.ts';
import { idParams } from '../../common/contracts/safe-text.ts';

/** `:id` of every patient route. */
export const patientIdParams = idParams;

/** How a refusal answers: 403 says "not allowed", 404 hides that the record exists. */
export type Refusal = 403 | 404;

const OUTSIDE_CASELOAD = HTTP_MESSAGES.outsideCaseload;

/** The caller's clinic's patient, or 404 (another clinic's patient is the same as none). */
export async function patientOr404(clinic: TenantDb, id: string): Promise<Patient> {
  const patient = await findPatient(clinic, id);
  if (!patient) throw new HttpError(404, MESSAGES.notFound);
  return patient;
}

/**
 * Whether the caller holds `right` for this patient (CLINICAL.md §1): some role of theirs grants
 * it (ROLE_RIGHTS, the one table), and a right held through the clinician role holds only for
 * the clinician's caseload, the patients on whose care team they are. The one rule of the JSON
 * API's clinical routes and of FHIR's clinical resources (Condition, Composition, Provenance).
 */
export function holdsRightFor(
  request: FastifyRequest,
  patient: Pick<Patient, 'careTeam'>,
  right: Right,
): boolean {
  return holdsRightForPatient(request.member, patient.careTeam, right);
}

/**
 * Refuses a caller without `right` for this patient: `withoutRole` when no role of theirs grants
 * it, `outsideCaseload` when they are a clinician but not on the patient's care team.
 */
export function requireRightFor(
  request: FastifyRequest,
  patient: Patient,
  right: Right,
  refusal: { withoutRole: Refusal; outsideCaseload: Refusal },
): void {
  if (holdsRightFor(request, patient, right)) return;
  const byRole = mayDo(request.member.roles, right);
  const status = byRole ? refusal.outsideCaseload : refusal.withoutRole;
  if (status === 404) throw new HttpError(404, MESSAGES.notFound);
  throw new HttpError(403, byRole ? OUTSIDE_CASELOAD : MESSAGES.forbiddenRole);
}

/**
 * The patient, if the caller holds `right` over their clinical contents; anyone else, without the
 * role or outside the caseload, gets 404: the record might as well not exist (CLINICAL.md §1).
 */
export async function clinicalPatient(
  request: FastifyRequest,
  clinic: TenantDb,
  patientId: string,
  right: 'readClinical' | 'writeClinical' = 'readClinical',
): Promise<Patient> {
  const patient = await patientOr404(clinic, patientId);
  requireRightFor(request, patient, right, { withoutRole: 404, outsideCaseload: 404 });
  return patient;
}
