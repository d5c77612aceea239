import type { FastifyRequest } from 'fastify';
import { safeText } from '../../common/contracts/safe-text.ts';
import { FhirError } from './fhir-errors.ts';
import type { Bundle, Resource } from './fhir-types.ts';

/** Where this API lives: beside the JSON API, not under it. */
export const FHIR_BASE_PATH = '/backend/fhir/R4';

/** A page holds at most this many matches, whatever `_count` asks for. */
export const MAX_COUNT = 100;
const DEFAULT_COUNT = 20;
/** A search value longer than this is no name, MRN or reference. */
const MAX_VALUE_LENGTH = 200;

/** `_format` values that mean the JSON this server speaks. */
const JSON_FORMATS = ['json', 'application/json', 'application/fhir+json'];

export interface SearchRequest {
  /** The supported parameters that were given, each once. */
  params: Record<string, string>;
  count: number;
  offset: number;
}

function nonNegative(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text)) {
    throw new FhirError(400, 'invalid', `${name} must be a whole number of 0 or more.`);
  }
  return Number(text);
}

/**
 * Reads a search's query. A parameter this endpoint does not support (a modifier such as
 * `name:exact` included) is refused rather than silently ignored: a client that believes it
 * filtered must not get everything (400, not-supported). `_count` / `_offset` page the results
 * unless the endpoint is not `paged`; `_format` may only ask for JSON.
 */
export function readSearch(
  request: FastifyRequest,
  supported: readonly string[],
  { paged = true } = {},
): SearchRequest {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const params: Record<string, string> = {};
  const offered = paged ? [...supported, '_count', '_offset'] : [...supported];
  for (const [name, value] of Object.entries(query)) {
    if (name !== '_format' && !offered.includes(name)) {
      const list = offered.join(', ');
      throw new FhirError(
        400,
        'not-supported',
        `The search parameter "${name}" is not supported here (supported: ${list || 'none'}).`,
      );
    }
    if (typeof value !== 'string') {
      throw new FhirError(400, 'invalid', `Give the search parameter "${name}" once.`);
    }
    const text = safeText().safeParse(value);
    if (!text.success) {
      throw new FhirError(
        400,
        'invalid',
        `${name}: ${text.error.issues[0]?.message ?? 'invalid'}.`,
      );
    }
    if (value.length > MAX_VALUE_LENGTH) {
      throw new FhirError(400, 'invalid', `${name} is too long (at most ${MAX_VALUE_LENGTH}).`);
    }
    params[name] = value;
  }
  const format = params._format;
  if (format !== undefined && !JSON_FORMATS.includes(format)) {
    throw new FhirError(400, 'not-supported', 'Only JSON is served (_format=json).');
  }
  const count = Math.min(nonNegative('_count', params._count, DEFAULT_COUNT), MAX_COUNT);
  const offset = nonNegative('_offset', params._offset, 0);
  for (const paging of ['_count', '_offset', '_format']) delete params[paging];
  return { params, count, offset };
}

/** The absolute base of this server's FHIR API, as the client reached it. */
export const fhirBase = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${FHIR_BASE_PATH}`;

const fullUrlOf = (base: string, resource: Resource) =>
  `${base}/${resource.resourceType}/${resource.id}`;

export interface BundleInput {
  request: FastifyRequest;
  /** Matches of the search, in order. */
  matches: Resource[];
  /** Resources that come with the matches (referenced by them). */
  includes?: Resource[];
  total: number;
  /** The page shown, when the results are paged: adds a `next` link if more remain. */
  page?: { count: number; offset: number };
  now: Date;
}

/** A `searchset` Bundle: every entry with its absolute `fullUrl`, `self` and `next` links. */
export function searchset(input: BundleInput): Bundle {
  const base = fhirBase(input.request);
  const self = new URL(`${input.request.protocol}://${input.request.host}${input.request.url}`);
  const link: NonNullable<Bundle['link']> = [{ relation: 'self', url: self.toString() }];
  const { page } = input;
  if (page && page.count > 0 && page.offset + page.count < input.total) {
    const next = new URL(self);
    next.searchParams.set('_count', String(page.count));
    next.searchParams.set('_offset', String(page.offset + page.count));
    link.push({ relation: 'next', url: next.toString() });
  }
  const entry = (mode: 'match' | 'include') => (resource: Resource) => ({
    fullUrl: fullUrlOf(base, resource),
    resource,
    search: { mode },
  });
  return {
    resourceType: 'Bundle',
    meta: { lastUpdated: input.now.toISOString() },
    type: 'searchset',
    total: input.total,
    link,
    entry: [...input.matches.map(entry('match')), ...(input.includes ?? []).map(entry('include'))],
  };
}
