import type { FastifyRequest } from 'fastify';
import { safeText } from '../../common/contracts/safe-text.ts';
import { FhirError } from './fhir-errors.ts';
import type { SearchParamDef } from './fhir-search-params.ts';
import { COMMON_PARAMS, RESULT_PARAMS } from './fhir-search-params.ts';

export { FHIR_BASE_PATH } from './fhir-search-params.ts';

/** A page holds at most this many matches, whatever `_count` asks for. */
export const MAX_COUNT = 100;
const DEFAULT_COUNT = 20;
/** A search value longer than this is no name, MRN or reference. */
const MAX_VALUE_LENGTH = 200;

/** `_format` values that mean the JSON this server speaks. */
const JSON_FORMATS = ['json', 'application/json', 'application/fhir+json'];
const SUMMARIES = ['count', 'false'];
const TOTALS = ['none', 'estimate', 'accurate'];

/** One given search parameter: its modifier (`name:exact` → `exact`) and its values. */
export interface GivenParam {
  modifier?: string | undefined;
  /** Each occurrence's value (a date range repeats `date`); split on commas by the user. */
  values: string[];
}

export interface SortKey {
  name: string;
  descending: boolean;
}

export interface SearchRequest {
  /** The supported filter parameters that were given (common ones such as `_id` included). */
  params: Record<string, GivenParam>;
  count: number;
  offset: number;
  sort: SortKey[];
  /** `_summary=count`: only the total. */
  countOnly: boolean;
  /** `_total=none`: no total in the Bundle. */
  withTotal: boolean;
  /** `_elements`: the top-level elements to keep, when given. */
  elements?: string[] | undefined;
  /** Under `Prefer: handling=lenient`, what was left out, as sentences for the Bundle's outcome. */
  ignored: string[];
}

/** A page of rows a repository reads: how many, from where. */
export type Page = Pick<SearchRequest, 'count' | 'offset'>;

/** `Prefer: handling=lenient` ignores what it does not know; strict (the default) refuses it. */
export function isLenient(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const text = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return /(^|[,;\s])handling\s*=\s*"?lenient"?/i.test(text);
}

function nonNegative(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text)) {
    throw new FhirError(400, 'invalid', `${name} must be a whole number of 0 or more.`);
  }
  return Number(text);
}

function checkedValue(name: string, value: unknown): string {
  if (typeof value !== 'string') {
    throw new FhirError(400, 'invalid', `Give the search parameter "${name}" once.`);
  }
  const text = safeText().safeParse(value);
  if (!text.success) {
    throw new FhirError(400, 'invalid', `${name}: ${text.error.issues[0]?.message ?? 'invalid'}.`);
  }
  if (value.length > MAX_VALUE_LENGTH) {
    throw new FhirError(400, 'invalid', `${name} is too long (at most ${MAX_VALUE_LENGTH}).`);
  }
  return value;
}

/** Strict: a 400; lenient: a note for the Bundle's OperationOutcome. */
function refuseOrIgnore(lenient: boolean, ignored: string[], sentence: string): void {
  if (!lenient) throw new FhirError(400, 'not-supported', sentence);
  ignored.push(`${sentence} It was ignored (Prefer: handling=lenient).`);
}

function sortOf(text: string | undefined, sortable: readonly string[]): SortKey[] {
  if (text === undefined) return [];
  return text.split(',').map((part) => {
    const descending = part.startsWith('-');
    const name = descending ? part.slice(1) : part;
    if (!sortable.includes(name)) {
      const list = sortable.join(', ') || 'none';
      throw new FhirError(400, 'not-supported', `_sort by "${name}" is not supported (${list}).`);
    }
    return { name, descending };
  });
}

function oneOf(name: string, value: string | undefined, allowed: readonly string[]) {
  if (value !== undefined && !allowed.includes(value)) {
    const list = allowed.join(', ');
    throw new FhirError(400, 'not-supported', `${name}=${value} is not supported (${list}).`);
  }
  return value;
}

export interface SearchSpec {
  /** The type's own filter parameters (the common `_id` / `_lastUpdated` are added). */
  params: readonly SearchParamDef[];
  /** What `_sort` may name. */
  sortable?: readonly string[];
  /** False for an operation (`$everything`): no `_sort`, `_elements` or common filters. */
  search?: boolean;
}

/**
 * Reads a search's query against the parameters the type declares (`SearchParamDef`, the same
 * list the CapabilityStatement shows). A parameter or modifier it does not support is refused
 * (400 not-supported) so a client that believes it filtered never gets everything — unless the
 * client sent `Prefer: handling=lenient`: then it is ignored and said so in the Bundle. A
 * malformed value is a 400 invalid either way. Only `date` parameters may repeat (a range).
 */
export function readSearch(request: FastifyRequest, spec: SearchSpec): SearchRequest {
  const lenient = isLenient(request);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asSearch = spec.search ?? true;
  const declared = asSearch ? [...COMMON_PARAMS, ...spec.params] : [...spec.params];
  const resultParams = asSearch ? RESULT_PARAMS : ['_count', '_offset', '_format'];
  const params: Record<string, GivenParam> = {};
  const result: Record<string, string> = {};
  const ignored: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const [name = '', modifier, ...rest] = key.split(':');
    if (resultParams.includes(name) && modifier === undefined) {
      result[name] = checkedValue(key, raw);
      continue;
    }
    const def = declared.find((param) => param.name === name);
    if (!def) {
      const list = [...declared.map((param) => param.name), ...resultParams].join(', ');
      refuseOrIgnore(
        lenient,
        ignored,
        `The search parameter "${name}" is not supported here (supported: ${list}).`,
      );
      continue;
    }
    if (rest.length > 0 || (modifier !== undefined && !(def.modifiers ?? []).includes(modifier))) {
      refuseOrIgnore(lenient, ignored, `The modifier "${key}" is not supported here.`);
      continue;
    }
    const occurrences = Array.isArray(raw) ? raw : [raw];
    if (occurrences.length > 1 && def.type !== 'date') checkedValue(key, occurrences);
    const values = occurrences.map((value) => checkedValue(key, value));
    if (params[name]) throw new FhirError(400, 'invalid', `Give "${name}" once.`);
    params[name] = { modifier, values };
  }
  if (result._format !== undefined && !JSON_FORMATS.includes(result._format)) {
    throw new FhirError(400, 'not-supported', 'Only JSON is served (_format=json).');
  }
  const summary = oneOf('_summary', result._summary, SUMMARIES);
  const total = oneOf('_total', result._total, TOTALS);
  const elements = result._elements
    ?.split(',')
    .map((element) => element.trim())
    .filter(Boolean);
  return {
    params,
    count: Math.min(nonNegative('_count', result._count, DEFAULT_COUNT), MAX_COUNT),
    offset: nonNegative('_offset', result._offset, 0),
    sort: sortOf(result._sort, spec.sortable ?? []),
    countOnly: summary === 'count',
    withTotal: total !== 'none',
    elements,
    ignored,
  };
}

/** A parameter's single value (its commas kept), or undefined when not given. */
export const valueOf = (search: SearchRequest, name: string) => search.params[name]?.values[0];

/** A token/reference parameter's comma-separated alternatives. */
export const alternativesOf = (search: SearchRequest, name: string) =>
  search.params[name]?.values[0]?.split(',').filter(Boolean);
