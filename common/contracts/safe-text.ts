import * as z from 'zod/mini';

/** PostgreSQL text cannot hold U+0000, and no person types it: it only arrives in attacks. */
const NUL = '\u0000';
export const NUL_MESSAGE = 'Must not contain a NUL character';

/**
 * A UTF-16 surrogate standing alone (not half of a pair) encodes no character: stored as UTF-8 it
 * would silently become U+FFFD, so a record would not say what was sent. With the `u` flag a
 * well-formed pair is one code point and does not match; only a lone half does.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
export const SURROGATE_MESSAGE = 'Must not contain a lone UTF-16 surrogate (not a character)';

/**
 * Every string a request carries: refuses the NUL character and lone UTF-16 surrogates with a
 * 400 naming the field, so neither reaches the database (a 500, or text silently changed). Add
 * the field's own rules after it (`.check(z.trim(), z.minLength(1))`).
 */
export const safeText = () =>
  z.string().check(
    z.refine((text) => !text.includes(NUL), NUL_MESSAGE),
    z.refine((text) => !LONE_SURROGATE.test(text), SURROGATE_MESSAGE),
  );

/**
 * Every record id a request names, in a path, a query or a body: 1 to 64 characters of safe
 * text. One schema, so no id can reach the database with a NUL (a 500) anywhere.
 */
export const recordId = () => safeText().check(z.minLength(1), z.maxLength(64));

/** `:id` of every route that names one record. */
export const idParams = z.strictObject({ id: recordId() });
