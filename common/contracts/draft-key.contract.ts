import * as z from 'zod/mini';

/**
 * The signed-in user's keys for the encrypted drafts kept on a device (CLINICAL.md decision 2):
 * `GET`, bearer → the current `{ key, version }` (256 random bits in base64, created on the first
 * request) and the `previous` versions still needed to read copies a device may hold: a password
 * change or reset makes a new key (issue 31), and the client re-encrypts an old copy with the new
 * key when it next reads it. `Cache-Control: no-store`. No session → 401.
 */
export const DRAFT_KEY_PATH = '/account/draft-key';

/**
 * How long a device keeps a copy (it is purged after): a retired key is served that long after
 * its successor was made, then no more. `src/config/draft-timing.ts` keeps the same value.
 */
export const DEVICE_DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1_000;

/** 32 bytes in standard base64 (44 characters, one `=` of padding). */
const rawKey = z.string().check(z.regex(/^[A-Za-z0-9+/]{43}=$/));
const keyVersion = z.number().check(z.int(), z.positive());

export const draftKeyResponse = z.object({
  key: rawKey,
  version: keyVersion,
  /** Earlier keys, newest first, for copies written before the last password change. */
  previous: z.array(z.object({ version: keyVersion, key: rawKey })),
});
export type DraftKeyResponse = z.infer<typeof draftKeyResponse>;
