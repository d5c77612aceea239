import * as z from 'zod/mini';

/** PostgreSQL text cannot hold U+0000, and no person types it: it only arrives in attacks. */
const NUL = '\u0000';
export const NUL_MESSAGE = 'Must not contain a NUL character';

/**
 * Every string a request carries: refuses the NUL character with a 400 naming the field, so it
 * never reaches the database as a 500. Add the field's own rules after it (`.check(z.trim(), z.minLength(1))`).
 */
export const safeText = () =>
  z.string().check(z.refine((text) => !text.includes(NUL), NUL_MESSAGE));
