import { setImmediate as nextTurn } from 'node:timers/promises';
import { holdsRightForPatient, mayDo } from '../../common/contracts/clinic.contract.ts';
import type { MemberRole } from '../../common/contracts/clinic.contract.ts';
import { mayReadNote } from '../../common/contracts/notes.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { toCondition, toEncounter } from '../fhir/clinical.map.ts';
import { toOrganization, toPatient, toPractitioner } from '../fhir/demographics.map.ts';
import { served } from '../fhir/fhir-resource-meta.ts';
import type { Resource } from '../fhir/fhir-types.ts';
import { signedNoteResources } from '../fhir/documentation.map.ts';
import { careTeamOf, listDiagnoses } from '../fhir/clinical-records.repository.ts';
import { listEncounters } from '../fhir/encounter-search.repository.ts';
import {
  findOrganization,
  findPractitioners,
} from '../fhir/organization-practitioners.repository.ts';
import { searchPatients } from '../fhir/patient-search.repository.ts';
import { mrnSystemOf } from '../fhir/mrn-system.ts';
import { patientAdditions } from '../fhir/patient-resources.ts';
import { signedNotesOfPatient } from '../notes/notes.repository.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { finishExportJob, reportProgress } from './export-jobs.repository.ts';
import { NdjsonWriter } from './export-files.ts';

/** How long a finished export's files are kept (and downloadable): then they are deleted. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60_000;
/** Patients read per query while exporting. */
const PATIENT_BATCH = 50;

/** The resource types an export can hold, in the order the manifest lists them. */
export const EXPORT_TYPES = [
  'Organization',
  'Practitioner',
  'Device',
  'Patient',
  'Encounter',
  'Consent',
  'Condition',
  'Observation',
  'Composition',
  'Provenance',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export interface ExportJobSpec {
  tenantId: string;
  id: string;
  dir: string;
  types: readonly ExportType[];
  /** `_since`: only resources whose `meta.lastUpdated` is after it (none: every resource). */
  since?: Date | undefined;
}

/**
 * Whether a served resource goes into a `_since` export: changed after the instant. One whose
 * change time Praxis does not know (an AI drafter's Device) always goes: a client that asked for
 * changes must never miss one.
 */
export function changedSince(resource: Resource, since: Date | undefined): boolean {
  const updated = resource.meta?.lastUpdated;
  return !since || !updated || new Date(updated).getTime() > since.getTime();
}

export interface ExportRequester {
  userId: string;
  roles: readonly MemberRole[];
}

/** Running exports by job id, so a test (or a shutdown) can wait for one to settle. */
const running = new Map<string, Promise<void>>();
export const exportSettled = (jobId: string) => running.get(jobId) ?? Promise.resolve();

/**
 * Writes the clinic's resources as ndjson files, one patient at a time with a turn of the event
 * loop between them (requests are served meanwhile), reporting progress as it goes; stops and
 * deletes what it wrote when the job is cancelled (its row deleted). What is exported is what the
 * requester reads through the FHIR API: the clinic, its members, every patient, the sessions
 * their role sees, every consent, and the clinical resources (Condition, Observation, signed notes
 * as Composition + Provenance, their AI drafters as Device) of the patients on whose care team
 * they are a clinician (CLINICAL.md §1: an owner never reads clinical contents as an owner).
 * Each patient read is in the record-access trail like a `$everything`.
 */
export function startExport(
  ctx: AppContext,
  /** The requester's clinic (request.clinic): it outlives the request that started the job. */
  clinic: TenantDb,
  job: ExportJobSpec,
  requester: ExportRequester,
): void {
  const run = runExport(ctx, clinic, job, requester)
    .catch(async () => {
      // The cause stays out of the job and the log: it may carry patient data.
      await finishExportJob(clinic, job.id, {
        state: 'failed',
        error: 'The export stopped on an error.',
        now: ctx.clock(),
      }).catch(() => undefined);
    })
    .finally(() => running.delete(job.id));
  running.set(job.id, run);
}

async function runExport(
  ctx: AppContext,
  clinic: TenantDb,
  job: ExportJobSpec,
  requester: ExportRequester,
): Promise<void> {
  const wanted = new Set<string>(job.types);
  const writer = new NdjsonWriter(job.dir);
  await writer.open();
  // Each line as the FHIR API serves it: with its narrative, versionId and lastUpdated. Returns
  // how many were written (`_since` leaves out what did not change).
  const write = async (resources: readonly { resourceType: string }[]) => {
    let written = 0;
    for (const resource of resources) {
      if (!wanted.has(resource.resourceType)) continue;
      const line = served(resource as Resource);
      if (!changedSince(line, job.since)) continue;
      await writer.write(line);
      written += 1;
    }
    return written;
  };
  try {
    const organization = await findOrganization(clinic);
    if (organization) await write([served(toOrganization(organization), organization.updated_at)]);
    const memberIds = (await clinic.selectFrom('users').select('id').execute()).map((r) => r.id);
    const members = await findPractitioners(clinic, memberIds);
    await write(members.map((member) => served(toPractitioner(member), member.updated_at)));
    const mrnSystem = await mrnSystemOf(ctx, clinic);

    const devices = new Map<string, { resourceType: string }>();
    const total = (await searchPatients(clinic, {}, { count: 1, offset: 0 })).total;
    let done = 0;
    for (let offset = 0; offset < total; offset += PATIENT_BATCH) {
      const { rows } = await searchPatients(clinic, {}, { count: PATIENT_BATCH, offset });
      for (const patient of rows) {
        await nextTurn();
        const resource = toPatient(patient, { tenantId: clinic.tenantId, mrnSystem });
        const added = await exportPatient(ctx, clinic, requester, resource, write);
        for (const device of added) devices.set(device.id ?? '', device);
        done += 1;
        if (!(await reportProgress(clinic, job.id, `${done}/${total} patients`, ctx.clock()))) {
          await writer.abandon();
          return;
        }
      }
    }
    await write([...devices.values()]);
    const output = await writer.close();
    const now = ctx.clock();
    const order = (type: string) => EXPORT_TYPES.indexOf(type as ExportType);
    await finishExportJob(clinic, job.id, {
      state: 'completed',
      output: output.sort((a, b) => order(a.type) - order(b.type)),
      now,
      expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_MS),
    });
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

/**
 * One patient's resources, the Patient last; returns the drafters their notes name. What was
 * handed out is in the record-access trail (with `_since`, a patient whose record did not change
 * was not read out, and is not in it).
 */
async function exportPatient(
  ctx: AppContext,
  clinic: TenantDb,
  requester: ExportRequester,
  patient: Resource,
  write: (resources: readonly { resourceType: string }[]) => Promise<number>,
) {
  const patientId = patient.id ?? '';
  const careTeam = await careTeamOf(clinic, patientId);
  const viewer = {
    userId: requester.userId,
    wholeClinic: mayDo(requester.roles, 'seeClinicSchedule'),
  };
  const clinical = holdsRightForPatient(requester, careTeam, 'readClinical');
  const { rows: encounters } = await listEncounters(clinic, viewer, { patientId });
  const diagnoses = clinical ? await listDiagnoses(clinic, patientId) : [];
  const notes = clinical
    ? (await signedNotesOfPatient(clinic, patientId)).filter((note) =>
        mayReadNote(note, requester.userId),
      )
    : [];
  const now = ctx.clock();
  const added = await patientAdditions(clinic, ctx.keys, { patientId, clinical, notes, now });
  const encountersOut = await write(encounters.map((row) => toEncounter(row, clinic.tenantId)));
  const consentsOut = await write(added.consents);
  const diagnosesOut = await write(diagnoses.map(toCondition));
  const observationsOut = await write(added.observations);
  const documents = notes.flatMap((note) =>
    signedNoteResources(note, clinic.tenantId, added.signatures),
  );
  const notesOut =
    (await write(documents.filter((resource) => resource.resourceType === 'Composition'))) +
    (await write(documents.filter((resource) => resource.resourceType === 'Provenance')));
  const patientOut = await write([patient]);
  const audit = (
    action: 'read' | 'read-consents' | 'read-diagnoses' | 'read-note' | 'read-observations',
  ) => recordAccess(clinic, { userId: requester.userId, patientId, action, at: now });
  const anything = encountersOut + consentsOut + diagnosesOut + observationsOut + notesOut;
  if (patientOut + anything > 0) await audit('read');
  if (consentsOut > 0) await audit('read-consents');
  if (diagnosesOut > 0) await audit('read-diagnoses');
  if (observationsOut > 0) await audit('read-observations');
  if (notesOut > 0) await audit('read-note');
  return added.devices;
}
