import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { capabilityStatement } from './capability-statement.ts';
import { FHIR_ID } from './encounter-type.ts';
import { requireMember } from './fhir-access.ts';
import { searchset } from './fhir-bundle.ts';
import { FHIR_JSON, notFound, useFhirErrors } from './fhir-errors.ts';
import { etagOf } from './fhir-resource-meta.ts';
import { readSearch } from './fhir-search.ts';
import type { FhirTypeDef } from './fhir-type-def.ts';
import { FHIR_TYPES } from './fhir-type-table.ts';
import type { Resource } from './fhir-types.ts';
import { fhirExportRoutes } from '../fhir-export/export.routes.ts';

export { FHIR_BASE_PATH } from './fhir-search-params.ts';

type WithId = { Params: { id: string } };

/** The resource id of a read, or a 404 when it cannot be one. */
function idOf(request: FastifyRequest<WithId>): string {
  const { id } = request.params;
  if (!FHIR_ID.test(id)) throw notFound();
  return id;
}

const send = (reply: FastifyReply, body: unknown) => reply.type(FHIR_JSON).send(body);

/**
 * Whether the client holds this version (then a 304), as RFC 9110 §13.2.2 orders the conditions:
 * `If-None-Match` when sent (a weak comparison with the ETag), else `If-Modified-Since` (the
 * resource not changed after that time; HTTP dates have whole seconds, so the last change counts
 * to its second). An unreadable date is ignored, as HTTP says.
 */
function unchangedFor(request: FastifyRequest, etag: string, lastUpdated?: string): boolean {
  const header = request.headers['if-none-match'];
  if (header) {
    const wanted = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return wanted.includes('*') || wanted.includes(etag.replace(/^W\//, ''));
  }
  const since = request.headers['if-modified-since'];
  if (!since || !lastUpdated) return false;
  const sinceMs = Date.parse(since);
  if (Number.isNaN(sinceMs)) return false;
  return Math.floor(Date.parse(lastUpdated) / 1000) * 1000 <= sinceMs;
}

/** A read: the resource with its version as ETag and Last-Modified, or a 304. */
export function sendResource(request: FastifyRequest, reply: FastifyReply, resource: Resource) {
  const etag = etagOf(resource);
  reply.header('etag', etag);
  const lastUpdated = resource.meta?.lastUpdated;
  if (lastUpdated) reply.header('last-modified', new Date(lastUpdated).toUTCString());
  if (unchangedFor(request, etag, lastUpdated)) return reply.code(304).send();
  return send(reply, resource);
}

/** A type's routes, from its row of the table: read, search, operations. */
function registerType(app: FastifyInstance, ctx: AppContext, def: FhirTypeDef): void {
  const { type, search } = def;
  app.get<WithId>(`/${type}/:id`, async (request, reply) => {
    const resource = await def.read(ctx, request, idOf(request));
    if (!resource) throw notFound();
    return sendResource(request, reply, resource);
  });
  if (search) {
    app.get(`/${type}`, async (request, reply) => {
      const parsed = readSearch(request, search);
      const found = await search.run(ctx, request, parsed);
      return send(reply, searchset(ctx, { request, ...found, search: parsed }));
    });
  }
  for (const operation of def.operations ?? []) {
    app.get<WithId>(`/${type}/:id/$${operation.name}`, async (request, reply) => {
      const parsed = readSearch(request, operation.spec);
      const bundle = await operation.run(ctx, request, idOf(request), parsed);
      if (!bundle) throw notFound();
      return send(reply, bundle);
    });
  }
}

/**
 * The FHIR R4 read API's member routes (CLINICAL.md §2), registered from FHIR_TYPES: each type's
 * read and search, and its operations (`Patient/{id}/$everything`). Who reads what is written
 * in fhir-access.ts; reads of a patient's record are in the record-access trail.
 */
export function fhirRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Every resource here is for members holding a role in their clinic.
    app.addHook('preHandler', async (request) => requireMember(request));
    for (const def of FHIR_TYPES) registerType(app, ctx, def);
    // The clinic's bulk `$export` (owners only), with these errors and hooks.
    await app.register(fhirExportRoutes(ctx));
  };
}

/**
 * The whole FHIR API at /backend/fhir/R4: the public CapabilityStatement (`/metadata`), then the
 * member routes inside `authenticated` (the JSON API's session scope). Every answer under the
 * base is FHIR JSON: errors are OperationOutcomes, an unknown type or operation a 404, a write a
 * 405 — whatever else the server serves (the web app's catch-all never answers here).
 */
export function fhirApi(
  ctx: AppContext,
  authenticated: (routes: FastifyPluginAsync[]) => FastifyPluginAsync,
): FastifyPluginAsync {
  return async (app) => {
    useFhirErrors(app);
    // Like the JSON API's, these answers are personal: never cached by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // The bare base is no resource; without this route the web app's catch-all would take it.
    app.get('/', async () => {
      throw notFound();
    });
    app.get('/metadata', async (request, reply) => {
      readSearch(request, { params: [], search: false });
      return send(reply, capabilityStatement(ctx));
    });
    await app.register(authenticated([fhirRoutes(ctx)]));
  };
}
