import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';

/**
 * The most bytes one UTF-16 code unit (what a contract's `maxLength` counts) can take in a JSON
 * body: a control character is written `\u0001` by `JSON.stringify`, and an `ensure_ascii` client
 * (Python's `json.dumps`, many FHIR tools) writes every non-ASCII character so. UTF-8 itself needs
 * at most 3 bytes a unit (Chinese 3, Romanian 2, an emoji 4 for its two units).
 */
export const JSON_BYTES_PER_CHAR = 6;
/** The longest JSON number a client writes for a double (`-1.7976931348623157e+308` is 24). */
const JSON_NUMBER_BYTES = 32;

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number } } }[];
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.core.$ZodType;
}

/** A string's or array's declared maximum length, or Infinity when it has none. */
function maxLength(def: Def): number {
  let max = Number.POSITIVE_INFINITY;
  for (const check of def.checks ?? []) {
    const { check: kind, maximum, length } = check._zod.def;
    if (kind === 'max_length' && maximum !== undefined) max = Math.min(max, maximum);
    if (kind === 'length_equals' && length !== undefined) max = Math.min(max, length);
  }
  return max;
}

const jsonLiteralBytes = (value: unknown) =>
  typeof value === 'string'
    ? 2 + value.length * JSON_BYTES_PER_CHAR
    : String(JSON.stringify(value)).length;

/**
 * The most bytes any JSON encoding of a value the schema accepts can take (compact JSON, every
 * character at its worst); Infinity when the schema bounds nothing (a string without a maximum,
 * a record). Read from the contract's own checks, so a limit is stated once: in the contract.
 */
export function maxJsonBytes(schema: z.core.$ZodType): number {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'string':
      return 2 + maxLength(def) * JSON_BYTES_PER_CHAR;
    case 'number':
    case 'int':
    case 'bigint':
      return JSON_NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'enum':
      return Math.max(...Object.values(def.entries ?? {}).map(jsonLiteralBytes));
    case 'literal':
      return Math.max(...(def.values ?? []).map(jsonLiteralBytes));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return maxJsonBytes(def.innerType!);
    case 'pipe':
      return maxJsonBytes(def.in!);
    case 'union':
      return Math.max(...(def.options ?? []).map(maxJsonBytes));
    case 'array': {
      const items = maxLength(def);
      return 2 + items * maxJsonBytes(def.element!) + Math.max(items - 1, 0);
    }
    case 'object': {
      // `"key":value` for each key, commas between; a non-strict object drops unknown keys, so
      // they cost nothing the contract allows.
      const fields = Object.entries(def.shape ?? {}).map(
        ([key, value]) => JSON.stringify(key).length + 1 + maxJsonBytes(value),
      );
      return 2 + fields.reduce((sum, bytes) => sum + bytes, 0) + Math.max(fields.length - 1, 0);
    }
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/**
 * A route's body limit: its contract's largest valid body when that is above the server's own
 * limit (`PRAXIS_BODY_LIMIT_BYTES`, which stays the limit of every body the contracts bound
 * lower or not at all), so a document the contract accepts is never refused for its size.
 */
export function bodyLimitFor(schema: z.core.$ZodType, serverLimit: number): number {
  const contractMax = maxJsonBytes(schema);
  return Number.isFinite(contractMax) ? Math.max(serverLimit, contractMax) : serverLimit;
}

/**
 * Every route declaring a body contract (and no limit of its own) gets `bodyLimitFor` it. Call
 * before the routes are registered.
 */
export function useContractBodyLimits(app: FastifyInstance, serverLimit: number): void {
  app.addHook('onRoute', (route) => {
    const body = (route.schema as { body?: z.core.$ZodType } | undefined)?.body;
    if (body?._zod && route.bodyLimit === undefined) {
      route.bodyLimit = bodyLimitFor(body, serverLimit);
    }
  });
}
