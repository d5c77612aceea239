import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { viewerOf } from '../encounters/session-visibility.ts';
import { toCondition, toEncounter } from './clinical.map.ts';
import { ownClinicalRecords, readableClinicalRecords } from './clinical-records.ts';
import { toOrganization, toPatient, toPractitioner } from './demographics.map.ts';
import { signedNoteResources } from './documentation.map.ts';
import { auditRead as auditMemberRead, type ReadAction } from './fhir-access.ts';
import { pageOf, searchset } from './fhir-bundle.ts';
import { dateBounds, withinBounds, type DateBound } from './fhir-dates.ts';
import { careTeamOf } from './clinical-records.repository.ts';
import { listEncounters } from './encounter-search.repository.ts';
import { findOrganization, findPractitioners } from './organization-practitioners.repository.ts';
import { findPatientRow } from './patient-search.repository.ts';
import { mrnSystemOf } from './mrn-system.ts';
import { served } from './fhir-resource-meta.ts';
import type { SearchRequest } from './fhir-search.ts';
import type { FhirOperationDef } from './fhir-type-def.ts';
import type { Bundle, Resource } from './fhir-types.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { patientAdditions } from './patient-resources.ts';

/** The care date of a resource, for `start` / `end`: when it happened, not when it was stored. */
function careDateOf(resource: Resource): string | undefined {
  switch (resource.resourceType) {
    case 'Encounter':
      return resource.period?.start;
    case 'Condition':
      return resource.onsetDateTime ?? resource.recordedDate;
    case 'Composition':
      return resource.date;
    case 'Provenance':
      return resource.recorded;
    case 'Observation':
      return resource.effectiveDateTime;
    case 'Consent':
      return resource.dateTime;
    default:
      return undefined;
  }
}

/** `_since`, `start`, `end` as filters on the matches (the Patient itself always stays). */
function keptBy(search: SearchRequest | undefined) {
  const value = (name: string) => search?.params[name]?.values;
  const since = value('_since');
  const sinceBounds: DateBound[] = since
    ? dateBounds(
        '_since',
        since.map((v) => `ge${v}`),
      )
    : [];
  const start = value('start');
  const end = value('end');
  const careBounds: DateBound[] = [
    ...(start
      ? dateBounds(
          'start',
          start.map((v) => `ge${v}`),
        )
      : []),
    ...(end
      ? dateBounds(
          'end',
          end.map((v) => `le${v}`),
        )
      : []),
  ];
  return (resource: Resource) => {
    if (resource.resourceType === 'Patient') return true;
    const updated = resource.meta?.lastUpdated;
    if (sinceBounds.length && !(updated && withinBounds(new Date(updated), sinceBounds))) {
      return false;
    }
    const care = careDateOf(resource);
    return !careBounds.length || (care !== undefined && withinBounds(new Date(care), careBounds));
  };
}

/**
 * The patient reading their own record (issue 36): every session of theirs, their diagnoses, and
 * of the notes only those in `noteIds` (the ones shared with them); each read is written to the
 * chart's access trail by `audit` (the portal's principal is no member).
 */
export interface OwnReading {
  /** The patient's clinic (the portal's request has no member's clinic). */
  clinic: TenantDb;
  noteIds: readonly string[];
  audit: (action: ReadAction) => Promise<void>;
}

/** A patient sees every session of their own, whoever holds it. */
const ALL_OF_THE_PATIENTS_SESSIONS = { userId: '', wholeClinic: true };

/**
 * `Patient/{id}/$everything`: the patient, their sessions the caller may see (as the sessions
 * API lists them) and — for a clinician on their care team only — their diagnoses (Condition)
 * and signed notes with their addenda (Composition, each with its signature as Provenance), as
 * matches; the clinic (Organization) and every member those reference (Practitioner) as
 * includes. Anyone else gets the same Bundle without the clinical resources (fhir-access.ts).
 * `_since` keeps what changed since, `start` / `end` what happened in that period, `_count` /
 * `_offset` page the matches. Null when the clinic has no such patient.
 */
export async function patientEverything(
  ctx: AppContext,
  request: FastifyRequest,
  patientId: string,
  /**
   * `clinical: true`: the patient's own copy (patient export), clinical resources whoever asks.
   * `own`: the patient reading their own record (issue 36, the portal): no member is asking.
   */
  options: { clinical?: boolean; search?: SearchRequest; own?: OwnReading } = {},
): Promise<Bundle | null> {
  const { own } = options;
  const clinic = own ? own.clinic : request.clinic;
  const row = await findPatientRow(clinic, patientId);
  if (!row) return null;
  const careTeam = await careTeamOf(clinic, patientId);
  const viewer = own ? ALL_OF_THE_PATIENTS_SESSIONS : viewerOf(request);
  const { rows: encounters } = await listEncounters(clinic, viewer, { patientId });
  const { allowed, diagnoses, notes } = own
    ? await ownClinicalRecords(clinic, patientId, own.noteIds)
    : await readableClinicalRecords(request, patientId, options.clinical);
  const audit = (action: ReadAction) =>
    own ? own.audit(action) : auditMemberRead(ctx, clinic, request, patientId, action);
  const memberIds = [
    ...(row.primary_clinician_id ? [row.primary_clinician_id] : []),
    ...careTeam,
    ...encounters.map((encounter) => encounter.clinician_id),
    ...diagnoses.map((diagnosis) => diagnosis.recorded_by),
    ...notes.flatMap((note) => [note.authorId, ...note.addenda.map((a) => a.authorId)]),
    ...notes.flatMap((note) => (note.signature ? [note.signature.signerId] : [])),
  ];
  const practitioners = await findPractitioners(clinic, memberIds);
  const organization = await findOrganization(clinic);
  const added = await patientAdditions(clinic, ctx.keys, {
    patientId,
    clinical: allowed,
    notes,
    now: ctx.clock(),
  });
  await audit('read');
  if (added.consents.length > 0) await audit('read-consents');
  if (added.observations.length > 0) await audit('read-observations');
  if (allowed) await audit('read-diagnoses');
  if (notes.length > 0) await audit('read-note');

  const all: Resource[] = [
    toPatient(row, { tenantId: clinic.tenantId, mrnSystem: await mrnSystemOf(ctx, clinic) }),
    ...encounters.map((encounter) => toEncounter(encounter, clinic.tenantId)),
    ...diagnoses.map(toCondition),
    ...notes.flatMap((note) => signedNoteResources(note, clinic.tenantId, added.signatures)),
    ...added.observations,
    ...added.consents,
  ].map((resource) => served(resource));
  const matches = all.filter(keptBy(options.search));
  const includes: Resource[] = [
    ...(organization ? [served(toOrganization(organization), organization.updated_at)] : []),
    ...practitioners.map((member) => served(toPractitioner(member), member.updated_at)),
    ...added.devices.map((device) => served(device)),
  ];
  const { search } = options;
  return searchset(ctx, {
    request,
    matches: search ? pageOf(matches, search) : matches,
    includes,
    total: matches.length,
    ...(search ? { search } : {}),
  });
}

export const everythingOperation: FhirOperationDef = {
  name: 'everything',
  definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything',
  documentation:
    'The patient’s record the caller may read; _since, start, end, _count and _offset (paging) are supported.',
  spec: {
    search: false,
    params: [
      {
        name: '_since',
        type: 'date',
        documentation: 'Only resources changed at or after this instant (the Patient always).',
      },
      { name: 'start', type: 'date', documentation: 'Care dates on or after this date.' },
      { name: 'end', type: 'date', documentation: 'Care dates on or before this date.' },
    ],
  },
  run: (ctx, request, id, search) => patientEverything(ctx, request, id, { search }),
};
