import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SearchRequest, SearchSpec } from './fhir-search.ts';
import type { Bundle, Resource } from './fhir-types.ts';

/** What a search found: this page's matches, the referenced resources, and how many match. */
export interface Found {
  matches: Resource[];
  includes?: Resource[];
  total: number;
}

/** An operation on one resource (`Patient/{id}/$everything`). */
export interface FhirOperationDef {
  /** Without the `$`. */
  name: string;
  definition: string;
  documentation: string;
  spec: SearchSpec;
  /** The Bundle, or null when the resource is not there (404). */
  run(
    ctx: AppContext,
    request: FastifyRequest,
    id: string,
    search: SearchRequest,
  ): Promise<Bundle | null>;
}

/**
 * One resource type of this API: the routes are registered from it (fhir.routes.ts) and the
 * CapabilityStatement is generated from it (capability-statement.ts), so the two cannot drift.
 */
export interface FhirTypeDef {
  type: Resource['resourceType'];
  documentation: string;
  /** The resource the caller may read (read audited), or null (404). */
  read(ctx: AppContext, request: FastifyRequest, id: string): Promise<Resource | null>;
  /** `GET /{type}?…`, when the type is searchable. */
  search?: SearchSpec & {
    run(ctx: AppContext, request: FastifyRequest, search: SearchRequest): Promise<Found>;
  };
  operations?: readonly FhirOperationDef[];
}

/**
 * A capability of the server as a whole (the bulk `$export`, SMART's discovery document): the
 * GET routes it serves under the FHIR base — its feature registers them from the same list — and
 * its line in the CapabilityStatement's `rest.operation` when it is an operation.
 */
export interface FhirSystemDef {
  routes: readonly string[];
  operation?: { name: string; definition: string; documentation: string };
}
