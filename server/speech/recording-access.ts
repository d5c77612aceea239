import type { FastifyRequest } from 'fastify';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { findEncounter } from '../encounters/encounters.repository.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { clinicalPatient } from '../patients/patient-rights.ts';
import { findRecording, type RecordingRow } from './recordings.repository.ts';
import { idParams } from '../../common/contracts/safe-text.ts';

/** `:id` of every session and recording route. */
export { idParams };

const notFound = () => new HttpError(404, MESSAGES.notFound);

/**
 * A session whose clinician is the caller (a clinician on the patient's care team): the only
 * person who records it. Anyone else, staff and the rest of the care team included, gets 404.
 */
export async function ownSession(
  request: FastifyRequest,
  clinic: TenantDb,
  encounterId: string,
): Promise<Encounter> {
  const { userId } = request.member;
  const encounter = await findEncounter(clinic, encounterId, { userId, wholeClinic: true });
  if (!encounter || encounter.clinician.id !== userId) throw notFound();
  await clinicalPatient(request, clinic, encounter.patient.id);
  return encounter;
}

/** A recording the caller made (and may still hold the patient's contents): else 404. */
export async function ownRecording(
  request: FastifyRequest,
  clinic: TenantDb,
  id: string,
): Promise<RecordingRow> {
  const recording = await findRecording(clinic, id);
  if (!recording || recording.clinician_id !== request.member.userId) throw notFound();
  await clinicalPatient(request, clinic, recording.patient_id);
  return recording;
}

/** A recording whose transcript the caller may read: any clinician on the care team; else 404. */
export async function readableRecording(
  request: FastifyRequest,
  clinic: TenantDb,
  id: string,
): Promise<RecordingRow> {
  const recording = await findRecording(clinic, id);
  if (!recording) throw notFound();
  await clinicalPatient(request, clinic, recording.patient_id);
  return recording;
}
