import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessedRecordRef } from '../../common/contracts/accessed-record.ts';
import { reach } from '../../common/contracts/smart-scopes.ts';
import type { SmartGrant } from '../auth/smart-identity.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { toEncounter } from '../fhir/clinical.map.ts';
import { consentPasses, consentType } from '../fhir/consent-type.ts';
import { toConsent } from '../fhir/consent.map.ts';
import { toPatient } from '../fhir/demographics.map.ts';
import { findEncounter, listEncounters } from '../fhir/encounter-search.repository.ts';
import { encounterType, patientOf } from '../fhir/encounter-type.ts';
import { searchset } from '../fhir/fhir-bundle.ts';
import { dateBounds } from '../fhir/fhir-dates.ts';
import { FHIR_JSON, FhirError, notFound } from '../fhir/fhir-errors.ts';
import { served } from '../fhir/fhir-resource-meta.ts';
import { alternativesOf, readSearch, type SearchRequest } from '../fhir/fhir-search.ts';
import { sendResource } from '../fhir/fhir.routes.ts';
import type { Resource } from '../fhir/fhir-types.ts';
import { MEMORY_SORTS, searchInMemory } from '../fhir/in-memory-search.ts';
import { mrnSystemOf } from '../fhir/mrn-system.ts';
import { observationPasses, observationType } from '../fhir/observation-type.ts';
import { toObservation } from '../fhir/observation.map.ts';
import { findPatientRow } from '../fhir/patient-search.repository.ts';
import {
  findConsentRow,
  listConsentRows,
  listScoreRows,
} from '../fhir/scores-consents.repository.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { interactionOf } from './smart-scope-guard.ts';

/** The patient whose app reads, and where: their clinic, patient, portal account, the app. */
interface PatientApp {
  ctx: AppContext;
  clinic: TenantDb;
  patientId: string;
  accountId: string;
  clientId: string;
}

/** Every session is the patient's own here: the filter is the patient, not a member's reach. */
const ALL_SESSIONS = { userId: '', wholeClinic: true };

/** What the patient's app read goes on the chart's access trail, naming the patient and the app. */
const audit = (app: PatientApp, record?: AccessedRecordRef) =>
  recordAccess(app.clinic, {
    userId: app.accountId,
    patientId: app.patientId,
    action: 'portal-read',
    at: app.ctx.clock(),
    smartClientId: app.clientId,
    ...(record && { record }),
  });

/**
 * Whether a search stays in the patient's compartment: `patient=`/`subject=` absent (then the
 * patient is implied) or naming the patient. Another patient named finds nothing.
 */
const namesOwn = (search: SearchRequest, patientId: string) => {
  const named = patientOf(search);
  return named === undefined || named === patientId;
};

/** One type a patient's app reads: a read by id (null: not theirs), a search of their own. */
interface PatientReader {
  read(app: PatientApp, id: string): Promise<Resource | null>;
  search(app: PatientApp, search: SearchRequest): Promise<{ matches: Resource[]; total: number }>;
  /** The search's parameters (a type's own, read when asked: no cycle at module load). */
  spec: () => Parameters<typeof readSearch>[1];
}

async function ownPatient(app: PatientApp) {
  const row = await findPatientRow(app.clinic, app.patientId);
  if (!row) return null;
  const mrnSystem = await mrnSystemOf(app.ctx, app.clinic);
  return served(toPatient(row, { tenantId: app.clinic.tenantId, mrnSystem }));
}

const ownScores = async (app: PatientApp, filter: { id?: string } = {}) =>
  (await listScoreRows(app.clinic, { patientId: app.patientId, ...filter })).map((row) =>
    served(toObservation(row)),
  );

const inMemory = async (resources: Resource[], search: SearchRequest) =>
  searchInMemory(resources, search);

/**
 * What a patient's own app may read (issue 36): their Patient, their sessions (Encounter), their
 * scores (Observation) and their consents (Consent). Diagnoses and notes (Condition, Composition,
 * Provenance) are not a patient's to read through an app: the portal shares a note only when the
 * clinic shares it, and that sharing is not served over FHIR yet.
 */
const READERS: Record<string, PatientReader> = {
  Patient: {
    spec: () => ({ params: [], sortable: MEMORY_SORTS }),
    read: async (app, id) => (id === app.patientId ? ownPatient(app) : null),
    search: async (app, search) => {
      const own = await ownPatient(app);
      return inMemory(own ? [own] : [], search);
    },
  },
  Encounter: {
    spec: () => encounterType.search!,
    read: async (app, id) => {
      const row = await findEncounter(app.clinic, id, ALL_SESSIONS);
      return row?.patient_id === app.patientId
        ? served(toEncounter(row, app.clinic.tenantId))
        : null;
    },
    search: async (app, search) => {
      if (!namesOwn(search, app.patientId)) return { matches: [], total: 0 };
      const date = search.params.date?.values;
      const updated = search.params._lastUpdated?.values;
      const { total, rows } = await listEncounters(
        app.clinic,
        ALL_SESSIONS,
        {
          patientId: app.patientId,
          ids: alternativesOf(search, '_id'),
          date: date && dateBounds('date', date),
          lastUpdated: updated && dateBounds('_lastUpdated', updated),
        },
        {
          count: search.countOnly ? 0 : search.count,
          offset: search.offset,
          sort: search.sort as { name: 'date' | '_lastUpdated' | '_id'; descending: boolean }[],
        },
      );
      return { matches: rows.map((row) => served(toEncounter(row, app.clinic.tenantId))), total };
    },
  },
  Observation: {
    spec: () => observationType.search!,
    read: async (app, id) => (await ownScores(app, { id }))[0] ?? null,
    search: async (app, search) => {
      if (!namesOwn(search, app.patientId)) return { matches: [], total: 0 };
      const found = (await ownScores(app)).filter((o) => observationPasses(o, search));
      return inMemory(found, search);
    },
  },
  Consent: {
    spec: () => consentType.search!,
    read: async (app, id) => {
      const row = await findConsentRow(app.clinic, id);
      return row?.patient_id === app.patientId ? served(toConsent(row, app.clinic.tenantId)) : null;
    },
    search: async (app, search) => {
      if (!namesOwn(search, app.patientId)) return { matches: [], total: 0 };
      const found = (await listConsentRows(app.clinic, app.patientId))
        .map((row) => served(toConsent(row, app.clinic.tenantId)))
        .filter((consent) => consentPasses(consent, search));
      return inMemory(found, search);
    },
  },
};

const forbidden = (text: string) => new FhirError(403, 'forbidden', text);

/**
 * Answers a FHIR request made with a patient's own app's token, before any member route runs
 * (there is no member behind it): only reads and searches of the patient's compartment, each on
 * the chart's access trail naming the app. Another patient's resource is a 404 (a read) or absent
 * (a search), as another clinic's is. A type outside `READERS`, an operation or a write is 403.
 */
export async function answerPatientApp(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  grant: SmartGrant,
) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw forbidden('A SMART app here may only read.');
  }
  // `Patient/:id/$everything` and every other operation: not open to a patient's app.
  if (request.routeOptions.url?.includes('/$')) {
    throw forbidden('This operation is not open to a patient’s app.');
  }
  const found = interactionOf(request);
  const reader = found && found !== 'operation' ? READERS[found.type] : undefined;
  if (!found || found === 'operation' || !reader || !grant.patientId || !grant.portalAccountId) {
    throw forbidden('A patient’s app reads only Patient, Encounter, Observation and Consent.');
  }
  if (reach(grant.scopes, found.type, found.interaction) === null) {
    throw forbidden(`The app's scopes do not allow ${found.interaction} of ${found.type}.`);
  }
  const app: PatientApp = {
    ctx,
    clinic: request.patientClinic,
    patientId: grant.patientId,
    accountId: grant.portalAccountId,
    clientId: grant.clientId,
  };
  if (found.interaction === 'read') {
    const resource = found.id === undefined ? null : await reader.read(app, found.id);
    if (!resource) throw notFound();
    const record =
      found.type === 'Encounter'
        ? { kind: 'encounter' as const, id: resource.id ?? '' }
        : undefined;
    await audit(app, record);
    return sendResource(request, reply, resource);
  }
  const search = readSearch(request, reader.spec());
  const result = await reader.search(app, search);
  if (result.matches.length > 0) await audit(app);
  return reply.type(FHIR_JSON).send(searchset(ctx, { request, ...result, search }));
}
