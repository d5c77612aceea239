import * as z from 'zod/mini';
import { pageLimit } from './paging';
import { HTTP_MESSAGES } from './http-messages';
import { safeText } from './safe-text';

/**
 * What notes and intakes share (CLINICAL.md decision 1): a life cycle draft → signed (locked) or
 * entered in error, a version that every save adds one to and that each write must name
 * (ETag / If-Match), and the signature (FHIR Provenance).
 */

export const documentStatus = z.enum(['draft', 'signed', 'entered-in-error']);
export type DocumentStatus = z.infer<typeof documentStatus>;

/** The ETag of a version (`"v3"`); a write sends it back as `If-Match`. */
export const etagOf = (version: number) => `"v${version}"`;
/** The version an `If-Match` names, or null when it names none (missing, `*`, malformed). */
export const versionOfEtag = (header: string | undefined): number | null => {
  const match = /^(?:W\/)?"v([1-9][0-9]{0,8})"$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * Who signed, when, in which role, and the SHA-256 (hex) of the canonical signed content. The
 * signer's name, credentials and licence number are as their profile had them at signing: a
 * later rename never changes a past signature.
 */
export const signature = z.object({
  signerId: z.string(),
  signerName: z.string(),
  signerCredentials: z.nullable(z.string()),
  signerLicenceNumber: z.nullable(z.string()),
  role: z.string(),
  signedAt: z.string(),
  sha256: z.string(),
});
export type Signature = z.infer<typeof signature>;

export const enteredInError = z.object({
  reason: z.string(),
  at: z.string(),
  byName: z.string(),
});
export type EnteredInError = z.infer<typeof enteredInError>;

/** How long a reason given for a change to a signed record may be (withdrawal, addendum). */
export const REASON_LIMITS = { min: 3, max: 500 } as const;

/** A reason for a change to a signed record, within `REASON_LIMITS` once trimmed. */
export const changeReason = () =>
  safeText().check(z.trim(), z.minLength(REASON_LIMITS.min), z.maxLength(REASON_LIMITS.max));

/** `POST …/entered-in-error`: why the record is withdrawn (it stays visible to auditors). */
export const enteredInErrorInput = z.strictObject({
  reason: changeReason(),
});
export type EnteredInErrorInput = z.infer<typeof enteredInErrorInput>;

/** A saved version of a record's content. */
export const documentVersion = z.object({
  version: z.number().check(z.int()),
  savedAt: z.string(),
  savedByName: z.string(),
  content: z.unknown(),
});
export type DocumentVersion = z.infer<typeof documentVersion>;
/**
 * A page of a record's saved versions, newest first (issue 31: a note saved 300 times answered
 * 18 MB at once): at most `limit` (default `VERSIONS_PAGE_DEFAULT`, at most `VERSIONS_PAGE_MAX`);
 * `cursor` is the previous page's `nextCursor`, absent on the last page.
 */
export const VERSIONS_PAGE_DEFAULT = 20;
export const VERSIONS_PAGE_MAX = 50;
export const versionsPageQuery = z.strictObject({
  cursor: z.optional(z.string().check(z.regex(/^[1-9]\d{0,8}$/, HTTP_MESSAGES.unknownCursor))),
  limit: pageLimit(VERSIONS_PAGE_DEFAULT, VERSIONS_PAGE_MAX),
});
export type VersionsPageQuery = z.infer<typeof versionsPageQuery>;
export const documentVersionsResponse = z.object({
  versions: z.array(documentVersion),
  nextCursor: z.optional(z.string()),
});
export type DocumentVersionsResponse = z.infer<typeof documentVersionsResponse>;

/** The 412 answer of a write that named a version other than the current one. */
export const staleVersionResponse = <T extends z.ZodMiniType>(current: T) =>
  z.object({ message: z.string(), current });

/**
 * Canonical JSON (keys sorted at every depth, no spaces): the exact bytes whose SHA-256 a
 * signature records, so anyone can recompute it from the stored content.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
