import type { FastifyRequest } from 'fastify';
import type { Note } from '../../common/contracts/notes.contract.ts';
import { findNote, signedNotesOfPatient } from '../notes/notes.repository.ts';
import { mayReadNote } from '../notes/note-access.ts';
import { holdsRightFor } from '../patients/patient-rights.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { DiagnosisRow } from './clinical.map.ts';
import { careTeamOf, listDiagnoses, noteOfAddendum } from './clinical-records.repository.ts';

/**
 * The clinical records a caller may read — the one rule of `$everything` and of the Condition,
 * Composition and Provenance reads and searches (fhir-access.ts): a clinician on the patient's
 * care team (`holdsRightFor(…, 'readClinical')`), and for a note also `mayReadNote`. Anyone else
 * finds nothing (a read is a 404, a search has no matches).
 */
export async function mayReadClinicalOf(
  request: FastifyRequest,
  patientId: string,
): Promise<boolean> {
  const careTeam = await careTeamOf(request.clinic, patientId);
  return holdsRightFor(request, { careTeam }, 'readClinical');
}

/** The patient's diagnoses and signed notes the caller may read (none without the right). */
export async function readableClinicalRecords(
  request: FastifyRequest,
  patientId: string,
  clinical?: boolean,
): Promise<{ allowed: boolean; diagnoses: DiagnosisRow[]; notes: Note[] }> {
  const allowed = clinical ?? (await mayReadClinicalOf(request, patientId));
  if (!allowed) return { allowed, diagnoses: [], notes: [] };
  const clinic = request.clinic;
  const { userId } = request.member;
  const notes = (await signedNotesOfPatient(clinic, patientId)).filter((note) =>
    mayReadNote(note, userId),
  );
  return { allowed, diagnoses: await listDiagnoses(clinic, patientId), notes };
}

/**
 * The patient's own clinical records (issue 36, the portal): their diagnoses, and of their signed
 * notes only those named (the ones a clinician shared with them).
 */
export async function ownClinicalRecords(
  clinic: TenantDb,
  patientId: string,
  noteIds: readonly string[],
): Promise<{ allowed: boolean; diagnoses: DiagnosisRow[]; notes: Note[] }> {
  const notes = (await signedNotesOfPatient(clinic, patientId)).filter(
    (note) => noteIds.includes(note.id) && note.status === 'signed',
  );
  return { allowed: true, diagnoses: await listDiagnoses(clinic, patientId), notes };
}

/** One diagnosis the caller may read, or null. */
export async function readableDiagnosis(
  request: FastifyRequest,
  id: string,
): Promise<DiagnosisRow | null> {
  const [row] = await listDiagnoses(request.clinic, { id });
  if (!row || !(await mayReadClinicalOf(request, row.patient_id))) return null;
  return row;
}

/** Provenance ids are the Composition's id with these endings (documentation.map.ts). */
const PROVENANCE_SUFFIX = /-(signature|ai-draft)$/;

/**
 * The signed note a Composition id (a note's or an addendum's) or Provenance id belongs to, when
 * the caller may read it; else null.
 */
export async function readableSignedNote(
  request: FastifyRequest,
  resourceId: string,
): Promise<Note | null> {
  const clinic = request.clinic;
  const id = resourceId.replace(PROVENANCE_SUFFIX, '');
  const note = (await findNote(clinic, id)) ?? (await addendumNote(request, id));
  if (!note?.signature || !mayReadNote(note, request.member.userId)) return null;
  return (await mayReadClinicalOf(request, note.patientId)) ? note : null;
}

async function addendumNote(request: FastifyRequest, addendumId: string): Promise<Note | null> {
  const noteId = await noteOfAddendum(request.clinic, addendumId);
  return noteId ? findNote(request.clinic, noteId) : null;
}
