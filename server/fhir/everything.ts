import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { toCondition, toEncounter } from './clinical.map.ts';
import { toOrganization, toPatient, toPractitioner } from './demographics.map.ts';
import { auditRead } from './fhir-access.ts';
import {
  careTeamOf,
  findOrganization,
  findPatientRow,
  findPractitioners,
  listDiagnoses,
  listEncounters,
} from './fhir.repository.ts';
import { searchset } from './fhir-search.ts';
import type { Bundle, Resource } from './fhir-types.ts';
import { signedNotesOfPatient } from '../notes/notes.repository.ts';
import { mayReadNote } from '../notes/note-access.ts';
import { holdsRightFor } from '../patients/patient-rights.ts';
import { viewerOf } from '../encounters/session-visibility.ts';
import { signedNoteResources } from './documentation.map.ts';
import { patientAdditions } from './patient-resources.ts';

/**
 * `Patient/{id}/$everything`: the patient, their sessions the caller may see (as the sessions
 * API lists them) and — for a clinician on their care team only — their diagnoses (Condition)
 * and signed notes with their addenda (Composition, each with its signature as Provenance), as
 * matches; the clinic (Organization) and every member
 * those reference (Practitioner) as includes. Anyone else gets the same Bundle without the
 * clinical resources (fhir-access.ts). Null when the clinic has no such patient.
 */
export async function patientEverything(
  ctx: AppContext,
  request: FastifyRequest,
  patientId: string,
  /** `clinical: true`: the patient's own copy (patient export), clinical resources whoever asks. */
  options: { clinical?: boolean } = {},
): Promise<Bundle | null> {
  const clinic = request.clinic;
  const row = await findPatientRow(clinic, patientId);
  if (!row) return null;
  const careTeam = await careTeamOf(clinic, patientId);
  const { rows: encounters } = await listEncounters(clinic, viewerOf(request), { patientId });
  const clinical = options.clinical ?? holdsRightFor(request, { careTeam }, 'readClinical');
  const diagnoses = clinical ? await listDiagnoses(clinic, patientId) : [];
  const { userId } = request.member;
  const notes = clinical
    ? (await signedNotesOfPatient(clinic, patientId)).filter((note) => mayReadNote(note, userId))
    : [];
  const memberIds = [
    ...(row.primary_clinician_id ? [row.primary_clinician_id] : []),
    ...careTeam,
    ...encounters.map((encounter) => encounter.clinician_id),
    ...diagnoses.map((diagnosis) => diagnosis.recorded_by),
  ];
  const practitioners = await findPractitioners(clinic, memberIds);
  const organization = await findOrganization(clinic);
  const added = await patientAdditions(clinic, ctx.keys, {
    patientId,
    clinical,
    notes,
    now: ctx.clock(),
  });
  await auditRead(ctx, clinic, request, patientId);
  if (added.consents.length > 0) await auditRead(ctx, clinic, request, patientId, 'read-consents');
  if (added.observations.length > 0) {
    await auditRead(ctx, clinic, request, patientId, 'read-observations');
  }
  if (clinical) await auditRead(ctx, clinic, request, patientId, 'read-diagnoses');
  if (notes.length > 0) await auditRead(ctx, clinic, request, patientId, 'read-note');

  const matches: Resource[] = [
    toPatient(row, clinic.tenantId),
    ...encounters.map((encounter) => toEncounter(encounter, clinic.tenantId)),
    ...diagnoses.map(toCondition),
    ...notes.flatMap((note) => signedNoteResources(note, clinic.tenantId, added.signatures)),
    ...added.observations,
    ...added.consents,
  ];
  const includes: Resource[] = [
    ...(organization ? [toOrganization(organization)] : []),
    ...practitioners.map(toPractitioner),
    ...added.devices,
  ];
  return searchset({ request, matches, includes, total: matches.length, now: ctx.clock() });
}
