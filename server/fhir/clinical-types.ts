import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { toCondition } from './clinical.map.ts';
import {
  readableClinicalRecords,
  readableDiagnosis,
  readableSignedNote,
} from './clinical-records.ts';
import type { Note } from '../../common/contracts/notes.contract.ts';
import { signedNoteResources } from './documentation.map.ts';
import { patientIdOf } from './encounter-type.ts';
import { auditRead } from './fhir-access.ts';
import { FhirError } from './fhir-errors.ts';
import { served } from './fhir-resource-meta.ts';
import { valueOf, type SearchRequest } from './fhir-search.ts';
import { patientParam } from './fhir-search-params.ts';
import type { FhirTypeDef, Found } from './fhir-type-def.ts';
import type { Resource } from './fhir-types.ts';
import { MEMORY_SORTS, searchInMemory } from './in-memory-search.ts';
import { provenanceSignatures, signedTargetsOf } from './provenance-signature.ts';

/** `patient=` is required: a clinical search is always about one patient. */
export function requiredPatient(search: SearchRequest, type: string): string {
  const patient = valueOf(search, 'patient');
  if (patient === undefined) {
    throw new FhirError(400, 'not-supported', `Search ${type} by patient (${type}?patient={id}).`);
  }
  return patientIdOf('patient', patient);
}

type NoteType = 'Composition' | 'Provenance';

/** The stored JWS of each signed note and addendum (made on their first FHIR read). */
const signaturesOf = (ctx: AppContext, request: FastifyRequest, notes: readonly Note[]) =>
  provenanceSignatures(request.clinic, ctx.keys, signedTargetsOf(notes), ctx.clock());

/** The served resources of one type made from the patient's readable signed notes. */
async function noteResourcesOf(
  ctx: AppContext,
  request: FastifyRequest,
  patientId: string,
  type: NoteType,
) {
  const { notes } = await readableClinicalRecords(request, patientId);
  const signatures = await signaturesOf(ctx, request, notes);
  return notes
    .flatMap((note) => signedNoteResources(note, request.clinic.tenantId, signatures))
    .filter((resource) => resource.resourceType === type)
    .map((resource) => served(resource));
}

/** A search of one patient's records; the read is audited when anything was handed out. */
export async function auditedSearch(
  ctx: AppContext,
  request: FastifyRequest,
  patientId: string,
  action: 'read-diagnoses' | 'read-note' | 'read-observations' | 'read-consents',
  resources: Resource[],
  search: SearchRequest,
): Promise<Found> {
  const found = searchInMemory(resources, search);
  if (found.matches.length > 0) await auditRead(ctx, request.clinic, request, patientId, action);
  return found;
}

const noteType = (type: NoteType, documentation: string): FhirTypeDef => ({
  type,
  documentation,
  async read(ctx, request, id) {
    const note = await readableSignedNote(request, id);
    const resource = note
      ? signedNoteResources(
          note,
          request.clinic.tenantId,
          await signaturesOf(ctx, request, [note]),
        ).find((r) => r.resourceType === type && r.id === id)
      : undefined;
    if (!note || !resource) return null;
    await auditRead(ctx, request.clinic, request, note.patientId, 'read-note');
    return served(resource);
  },
  search: {
    params: [patientParam(type)],
    sortable: MEMORY_SORTS,
    async run(ctx, request, search) {
      const patientId = requiredPatient(search, type);
      const resources = await noteResourcesOf(ctx, request, patientId, type);
      return auditedSearch(ctx, request, patientId, 'read-note', resources, search);
    },
  },
});

export const conditionType: FhirTypeDef = {
  type: 'Condition',
  documentation:
    'A diagnosis (ICD-10-CM), for a clinician on the patient’s care team only; anyone else finds none.',
  async read(ctx, request, id) {
    const row = await readableDiagnosis(request, id);
    if (!row) return null;
    await auditRead(ctx, request.clinic, request, row.patient_id, 'read-diagnoses');
    return served(toCondition(row));
  },
  search: {
    params: [patientParam('Condition')],
    sortable: MEMORY_SORTS,
    async run(ctx, request, search) {
      const patientId = requiredPatient(search, 'Condition');
      const { diagnoses } = await readableClinicalRecords(request, patientId);
      const resources = diagnoses.map((row) => served(toCondition(row)));
      return auditedSearch(ctx, request, patientId, 'read-diagnoses', resources, search);
    },
  },
};

export const compositionType = noteType(
  'Composition',
  'A signed progress note (LOINC 11506-3) or addendum (55107-7), for a clinician on the patient’s care team who may read the note.',
);

export const provenanceType = noteType(
  'Provenance',
  'The signature of a signed note or addendum, and the AI drafting of a note drafted with AI; the same readers as the note.',
);
