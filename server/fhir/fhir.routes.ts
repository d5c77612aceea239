import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { viewerOf } from '../encounters/session-visibility.ts';
import { toEncounter } from './clinical.map.ts';
import { mrnSystem, toOrganization, toPatient, toPractitioner } from './demographics.map.ts';
import { auditRead, requireMember } from './fhir-access.ts';
import { FHIR_JSON, FhirError, notFound, useFhirErrors } from './fhir-errors.ts';
import {
  findEncounter,
  findOrganization,
  findPatientRow,
  findPractitioners,
  listEncounters,
  searchPatients,
  type PatientFilter,
} from './fhir.repository.ts';
import { readSearch, searchset, type BundleInput } from './fhir-search.ts';

export { FHIR_BASE_PATH } from './fhir-search.ts';
import { patientEverything } from './everything.ts';

/** FHIR's id syntax; anything else names no resource here (404). */
const FHIR_ID = /^[A-Za-z0-9.-]{1,64}$/;

type WithId = { Params: { id: string } };

/** The resource id of a read, or a 404 when it cannot be one. */
function idOf(request: FastifyRequest<WithId>): string {
  const { id } = request.params;
  if (!FHIR_ID.test(id)) throw notFound();
  return id;
}

const send = (reply: FastifyReply, body: unknown) => reply.type(FHIR_JSON).send(body);

/** `Patient?identifier=` gives `value`, `|value` or `system|value`; only this clinic's MRNs exist. */
function mrnFilter(identifier: string, tenantId: string): string | null {
  const bar = identifier.indexOf('|');
  if (bar === -1) return identifier;
  const system = identifier.slice(0, bar);
  return system === '' || system === mrnSystem(tenantId) ? identifier.slice(bar + 1) : null;
}

/** `Encounter?patient=` takes an id or a `Patient/{id}` reference. */
function patientIdOf(reference: string): string {
  const id = reference.startsWith('Patient/') ? reference.slice('Patient/'.length) : reference;
  if (!FHIR_ID.test(id)) {
    throw new FhirError(400, 'invalid', 'patient must be a Patient id or "Patient/{id}".');
  }
  return id;
}

/**
 * The FHIR R4 read API (CLINICAL.md §2), at /backend/fhir/R4: Organization, Practitioner,
 * Patient and Encounter reads, Patient and Encounter searches (searchset Bundles), and
 * `Patient/{id}/$everything`. The JSON API's session and tenancy rules apply; who reads what
 * is written in fhir-access.ts. Reads of a patient's record are in the record-access trail.
 */
export function fhirRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    useFhirErrors(app);
    // Like the JSON API's, these answers are personal: never cached by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // Every resource here is for members holding a role in their clinic.
    app.addHook('preHandler', async (request) => requireMember(request));
    /** One page of a search's matches, as a searchset Bundle. */
    const sendPage = (
      request: FastifyRequest,
      reply: FastifyReply,
      found: Pick<BundleInput, 'matches' | 'total' | 'page'>,
    ) => send(reply, searchset({ request, ...found, now: ctx.clock() }));

    app.get<WithId>('/Organization/:id', async (request, reply) => {
      const clinic = request.clinic;
      if (idOf(request) !== clinic.tenantId) throw notFound();
      const organization = await findOrganization(clinic);
      if (!organization) throw notFound();
      return send(reply, toOrganization(organization));
    });

    app.get<WithId>('/Practitioner/:id', async (request, reply) => {
      const [member] = await findPractitioners(request.clinic, [idOf(request)]);
      if (!member) throw notFound();
      return send(reply, toPractitioner(member));
    });

    app.get('/Patient', async (request, reply) => {
      const clinic = request.clinic;
      const { params, count, offset } = readSearch(request, ['name', 'identifier']);
      const mrn =
        params.identifier === undefined ? undefined : mrnFilter(params.identifier, clinic.tenantId);
      const filter: PatientFilter = { name: params.name, mrn: mrn ?? undefined };
      // Another system's identifier (mrn null) matches nothing here.
      const { total, rows } =
        mrn === null
          ? { total: 0, rows: [] }
          : await searchPatients(clinic, filter, { count, offset });
      const matches = rows.map((row) => toPatient(row, clinic.tenantId));
      return sendPage(request, reply, { matches, total, page: { count, offset } });
    });

    app.get<WithId>('/Patient/:id', async (request, reply) => {
      const clinic = request.clinic;
      const row = await findPatientRow(clinic, idOf(request));
      if (!row) throw notFound();
      await auditRead(ctx, clinic, request, row.id);
      return send(reply, toPatient(row, clinic.tenantId));
    });

    app.get<WithId>('/Patient/:id/$everything', async (request, reply) => {
      readSearch(request, [], { paged: false });
      const bundle = await patientEverything(ctx, request, idOf(request));
      if (!bundle) throw notFound();
      return send(reply, bundle);
    });

    app.get('/Encounter', async (request, reply) => {
      const clinic = request.clinic;
      const { params, count, offset } = readSearch(request, ['patient']);
      const patientId = params.patient === undefined ? undefined : patientIdOf(params.patient);
      const { total, rows } = await listEncounters(
        clinic,
        viewerOf(request),
        { patientId },
        { count, offset },
      );
      const matches = rows.map((row) => toEncounter(row, clinic.tenantId));
      return sendPage(request, reply, { matches, total, page: { count, offset } });
    });

    app.get<WithId>('/Encounter/:id', async (request, reply) => {
      const clinic = request.clinic;
      const row = await findEncounter(clinic, idOf(request), viewerOf(request));
      if (!row) throw notFound();
      await auditRead(ctx, clinic, request, row.patient_id, 'read', {
        kind: 'encounter',
        id: row.id,
      });
      return send(reply, toEncounter(row, clinic.tenantId));
    });
  };
}
