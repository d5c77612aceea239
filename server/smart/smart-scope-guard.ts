import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reach, type Interaction } from '../../common/contracts/smart-scopes.ts';
import type { SmartGrant } from '../auth/smart-identity.ts';
import { FHIR_BASE_PATH } from '../fhir/fhir-search.ts';
import { FhirError, operationOutcome } from '../fhir/fhir-errors.ts';
import { allowCrossOrigin } from './smart-cors.ts';
import { encounterPatient } from './smart-grants.repository.ts';
import type { AppContext } from '../context.ts';
import { answerPatientApp } from './patient-app-fhir.ts';

/** What a FHIR route does, from its registered pattern: `Patient/:id` reads, `Encounter` searches. */
export interface FhirInteraction {
  type: string;
  interaction: Interaction;
  /** The `:id` of a read (or of an operation on one resource, `Patient/:id/$everything`). */
  id: string | undefined;
}

/** The route's resource type and interaction; null for what is no resource (`metadata`). */
export function interactionOf(request: FastifyRequest): FhirInteraction | null | 'operation' {
  const pattern = request.routeOptions.url;
  if (!pattern?.startsWith(`${FHIR_BASE_PATH}/`)) return null;
  const [type = '', second] = pattern.slice(FHIR_BASE_PATH.length + 1).split('/');
  if (type.startsWith('$')) return 'operation';
  if (!/^[A-Z]/.test(type)) return null;
  const id = second === ':id' ? (request.params as { id?: string }).id : undefined;
  return { type, interaction: second === ':id' ? 'read' : 'search', id };
}

const forbidden = (text: string) => new FhirError(403, 'forbidden', text);

/** Whether a search or reference value (`p1`, `Patient/p1`, `{base}/Patient/p1`) names the patient. */
function namesPatient(value: unknown, patientId: string): boolean {
  if (typeof value !== 'string') return false;
  return (
    value === patientId ||
    value === `Patient/${patientId}` ||
    value.endsWith(`/Patient/${patientId}`)
  );
}

/**
 * Before the handler: the app's scopes must reach the type for this interaction (reads and
 * searches only), and an app holding only `patient/` scopes for it stays in the chosen patient's
 * compartment: `Patient/{chosen}` (and its `$everything`), searches naming that patient
 * (`patient=`, `subject=`, or `_id=` for Patient), and sessions of that patient. Else 403.
 */
async function checkRequest(request: FastifyRequest, grant: SmartGrant): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw forbidden('A SMART app here may only read.');
  }
  const found = interactionOf(request);
  if (found === null) return;
  if (found === 'operation') throw forbidden('This operation is not open to SMART apps.');
  const how = reach(grant.scopes, found.type, found.interaction);
  if (how === null) {
    throw forbidden(`The app's scopes do not allow ${found.interaction} of ${found.type}.`);
  }
  if (how === 'user') return;
  const patientId = grant.patientId;
  const outside = () => forbidden('This is outside the patient the app was launched for.');
  if (!patientId) throw outside();
  if (found.interaction === 'read') {
    if (found.type === 'Patient' && found.id !== patientId) throw outside();
    if (found.type === 'Encounter' && found.id !== undefined) {
      const of = await encounterPatient(request.clinic, found.id);
      if (of !== undefined && of !== patientId) throw outside();
    }
    return;
  }
  const query = request.query as Record<string, unknown>;
  const named =
    found.type === 'Patient'
      ? namesPatient(query._id, patientId)
      : namesPatient(query.patient, patientId) || namesPatient(query.subject, patientId);
  if (!named) throw outside();
}

type Resource = { resourceType?: unknown; id?: unknown; [field: string]: unknown };

/** Types outside any patient's compartment that a patient-scoped app may still read (references). */
const SHARED_TYPES = ['Organization', 'Practitioner', 'PractitionerRole', 'Device'];

/** Whether a resource belongs to the patient's compartment (or is shared reference data). */
function inCompartment(resource: Resource, patientId: string): boolean {
  if (resource.resourceType === 'Patient') return resource.id === patientId;
  if (SHARED_TYPES.includes(String(resource.resourceType))) return true;
  const reference = (field: unknown) => (field as { reference?: unknown } | undefined)?.reference;
  return (
    namesPatient(reference(resource.subject), patientId) ||
    namesPatient(reference(resource.patient), patientId)
  );
}

/**
 * After the handler, before the answer leaves: a Bundle keeps only the types the scopes reach;
 * a single resource read by a patient-scoped app must be in the patient's compartment (types
 * whose route cannot be checked before reading, such as a Condition by id), else 403.
 */
function limitAnswer(reply: FastifyReply, grant: SmartGrant, payload: unknown) {
  const body = payload as Resource | null;
  if (!body || typeof body !== 'object' || typeof body.resourceType !== 'string') return payload;
  if (body.resourceType === 'OperationOutcome') return payload;
  if (body.resourceType === 'Bundle') {
    const entries = (body.entry as { resource?: Resource }[] | undefined) ?? [];
    const kept = entries.filter((entry) => {
      const type = String(entry.resource?.resourceType);
      return (
        reach(grant.scopes, type, 'read') !== null || reach(grant.scopes, type, 'search') !== null
      );
    });
    return kept.length === entries.length ? payload : { ...body, entry: kept };
  }
  const how = reach(grant.scopes, body.resourceType, 'read');
  if (how === 'user') return payload;
  if (how === 'patient' && grant.patientId && inCompartment(body, grant.patientId)) return payload;
  reply.code(403);
  return operationOutcome('forbidden', 'This is outside the patient the app was launched for.');
}

/**
 * What limits a SMART app's token on the FHIR API to its grant (installed by `signedInOrSmartApp`,
 * server/auth/signed-in.ts): the request check, the answer's limit, and CORS for browser apps.
 * A member's own session passes untouched. A patient's own app (issue 36) is answered here, from
 * the patient's compartment (patient-app-fhir.ts): no member route runs for it.
 */
export const useSmartScopes = (ctx: AppContext) => (scope: FastifyInstance) => {
  scope.addHook('onSend', async (_request, reply, payload) => {
    allowCrossOrigin(reply);
    return payload;
  });
  scope.addHook('preHandler', async (request, reply) => {
    const grant = request.smartGrant;
    if (grant?.portalAccountId) return answerPatientApp(ctx, request, reply, grant);
    if (grant) await checkRequest(request, grant);
  });
  scope.addHook('preSerialization', async (request, reply, payload) =>
    request.smartGrant ? limitAnswer(reply, request.smartGrant, payload) : payload,
  );
};
