import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { operationOutcome } from './fhir-errors.ts';
import { FHIR_BASE_PATH } from './fhir-search-params.ts';
import type { SearchRequest } from './fhir-search.ts';
import type { Bundle, BundleEntry, Resource } from './fhir-types.ts';

/**
 * The public origin of this server (`PRAXIS_PUBLIC_URL`, else `http://localhost:$PORT`), without a
 * trailing slash. Links are built from it alone, never from the request's Host or X-Forwarded-*
 * headers: a client follows them with its bearer token, so they must name this server.
 */
export const publicOrigin = (ctx: AppContext) => ctx.config.publicUrl.replace(/\/+$/, '');

/** The absolute base of the FHIR API. */
export const fhirBaseUrl = (ctx: AppContext) => `${publicOrigin(ctx)}${FHIR_BASE_PATH}`;

const fullUrlOf = (base: string, resource: Resource) =>
  `${base}/${resource.resourceType}/${resource.id}`;

/** R4's mandatory (1..) top-level elements of the types served: `_elements` keeps them too. */
const MANDATORY: Partial<Record<Resource['resourceType'], readonly string[]>> = {
  Encounter: ['status', 'class'],
  Condition: ['subject'],
  Composition: ['status', 'type', 'date', 'author', 'title'],
  Provenance: ['target', 'recorded', 'agent'],
  Observation: ['status', 'code'],
  Consent: ['status', 'scope', 'category'],
};
const ALWAYS_KEPT = ['resourceType', 'id', 'meta'];

/** `_elements`: the named top-level elements, plus the mandatory ones, tagged SUBSETTED. */
function subsetted(resource: Resource, elements: readonly string[]): Resource {
  const kept: Record<string, unknown> = {};
  const mandatory = [...ALWAYS_KEPT, ...(MANDATORY[resource.resourceType] ?? [])];
  for (const [key, value] of Object.entries(resource)) {
    if (mandatory.includes(key) || elements.includes(key)) {
      kept[key] = value;
    }
  }
  const meta = resource.meta ?? {};
  kept.meta = {
    ...meta,
    tag: [
      ...(meta.tag ?? []),
      {
        system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue',
        code: 'SUBSETTED',
        display: 'subsetted',
      },
    ],
  };
  return kept as unknown as Resource;
}

export interface BundleInput {
  request: FastifyRequest;
  /** Matches of this page, in order. */
  matches: Resource[];
  /** Resources that come with the matches (referenced by them). */
  includes?: Resource[];
  total: number;
  /** How the search asked for its results; without it, one unpaged Bundle. */
  search?: SearchRequest;
}

/**
 * A `searchset` Bundle: each entry with its absolute `fullUrl`, a `self` link and, when more
 * matches remain, a `next` link (`_count` / `_offset`); all on `PRAXIS_PUBLIC_URL`. What a
 * lenient search ignored is an OperationOutcome entry (search mode `outcome`).
 */
export function searchset(ctx: AppContext, input: BundleInput): Bundle {
  const base = fhirBaseUrl(ctx);
  const self = new URL(`${publicOrigin(ctx)}${input.request.url}`);
  const link: NonNullable<Bundle['link']> = [{ relation: 'self', url: self.toString() }];
  const { search } = input;
  if (search && !search.countOnly && search.count > 0) {
    if (search.offset + search.count < input.total) {
      const next = new URL(self);
      next.searchParams.set('_count', String(search.count));
      next.searchParams.set('_offset', String(search.offset + search.count));
      link.push({ relation: 'next', url: next.toString() });
    }
  }
  const shape = (resource: Resource) =>
    search?.elements ? subsetted(resource, search.elements) : resource;
  const entry = (mode: 'match' | 'include') => (resource: Resource) => ({
    fullUrl: fullUrlOf(base, resource),
    resource: shape(resource),
    search: { mode },
  });
  const entries: BundleEntry[] = search?.countOnly
    ? []
    : [...input.matches.map(entry('match')), ...(input.includes ?? []).map(entry('include'))];
  if (search && search.ignored.length > 0) {
    const outcome = operationOutcome('not-supported', search.ignored.join(' '));
    outcome.issue = outcome.issue?.map((issue) => ({ ...issue, severity: 'warning' }));
    entries.push({ resource: outcome, search: { mode: 'outcome' } });
  }
  return {
    resourceType: 'Bundle',
    meta: { lastUpdated: ctx.clock().toISOString() },
    type: 'searchset',
    ...(search && !search.withTotal ? {} : { total: input.total }),
    link,
    entry: entries,
  };
}

/** One page of `items` as the search asks (`_count`, `_offset`). */
export const pageOf = <T>(items: readonly T[], search: SearchRequest) =>
  items.slice(search.offset, search.offset + search.count);
