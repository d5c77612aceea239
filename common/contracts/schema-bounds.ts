import type * as z from 'zod/mini';

/** What `boundsOf` reads: a check's definition, whichever kind of check it is. */
interface CheckDef {
  check: string;
  value?: unknown;
  minimum?: number;
  maximum?: number;
  length?: number;
}

/**
 * The limits a schema's own checks state, so a form can say them before the server does: a
 * string's or array's length, a number's value (the nearest bound when there are several; null
 * when there is none). zod/mini schemas have no `maxLength` or `minValue` of their own.
 */
export function boundsOf(schema: z.core.$ZodType): { min: number | null; max: number | null } {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as CheckDef;
    if (def.check === 'min_length' && def.minimum !== undefined) min = Math.max(min, def.minimum);
    if (def.check === 'max_length' && def.maximum !== undefined) max = Math.min(max, def.maximum);
    if (def.check === 'length_equals' && def.length !== undefined) {
      min = Math.max(min, def.length);
      max = Math.min(max, def.length);
    }
    if (def.check === 'greater_than') min = Math.max(min, Number(def.value));
    if (def.check === 'less_than') max = Math.min(max, Number(def.value));
  }
  return {
    min: Number.isFinite(min) ? min : null,
    max: Number.isFinite(max) ? max : null,
  };
}
