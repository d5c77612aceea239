import * as z from 'zod/mini';

/**
 * The signed-in user's key for the encrypted drafts kept on a device (CLINICAL.md decision 2):
 * `GET`, bearer → `{ key }`, 256 random bits in base64, created on the first request and the
 * same for the user ever after; `Cache-Control: no-store`. No session → 401.
 */
export const DRAFT_KEY_PATH = '/account/draft-key';

/** 32 bytes in standard base64 (44 characters, one `=` of padding). */
export const draftKeyResponse = z.object({
  key: z.string().check(z.regex(/^[A-Za-z0-9+/]{43}=$/)),
});
export type DraftKeyResponse = z.infer<typeof draftKeyResponse>;
