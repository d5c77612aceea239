import * as z from 'zod/mini';
import type { ConsentKind } from './patients.contract';
import { recordId, safeText } from './safe-text';

/**
 * The clinic's consent texts, signed online by patients (issue 36). Each kind has versions: an
 * owner's edit makes a new version, and no version ever changes, so a signature names the exact
 * text it was given to (by version and the SHA-256 of the text).
 */
export const CONSENT_TEXT_PATHS = {
  /** `GET` each kind's current text (every member); `POST` a new version of a kind (owners). */
  texts: '/clinic/consent-texts',
  /** `GET` one version, current or not (every member): what a signature was given to. */
  text: '/clinic/consent-texts/:id',
  /** `GET` every version of one kind, newest first (every member): the owner's history. */
  versions: '/clinic/consent-texts/kinds/:kind/versions',
} as const;
export const consentTextPath = (id: string) => `/clinic/consent-texts/${encodeURIComponent(id)}`;
export const consentTextVersionsPath = (kind: string) =>
  `/clinic/consent-texts/kinds/${encodeURIComponent(kind)}/versions`;

/** The kinds a patient signs online: not `contact`, which the front desk records with the e-mail. */
export const SIGNABLE_CONSENT_KINDS = [
  'treatment',
  'telehealth',
  'recording-ai',
  'release-of-information',
  'portal',
] as const satisfies readonly ConsentKind[];
export const signableConsentKind = z.enum(SIGNABLE_CONSENT_KINDS);
export type SignableConsentKind = z.infer<typeof signableConsentKind>;

export const CONSENT_TEXT_LIMITS = { titleMax: 200, bodyMax: 20_000, nameMax: 200 } as const;

export const consentTextInput = z.strictObject({
  kind: signableConsentKind,
  title: safeText().check(z.trim(), z.minLength(1), z.maxLength(CONSENT_TEXT_LIMITS.titleMax)),
  body: safeText().check(z.trim(), z.minLength(1), z.maxLength(CONSENT_TEXT_LIMITS.bodyMax)),
});
export type ConsentTextInput = z.infer<typeof consentTextInput>;

export const consentText = z.object({
  id: z.string(),
  kind: signableConsentKind,
  version: z.number(),
  title: z.string(),
  body: z.string(),
  /** Hex SHA-256 of `body` (UTF-8): what a signature says it was given. */
  sha256: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type ConsentText = z.infer<typeof consentText>;

/** At most one text per signable kind: the current version of each. */
export const consentTextsResponse = z.object({ texts: z.array(consentText) });
export type ConsentTextsResponse = z.infer<typeof consentTextsResponse>;
export const consentTextResponse = z.object({ text: consentText });
export const consentTextKindParams = z.strictObject({ kind: signableConsentKind });

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * A patient's signature: the version they were shown and its hash (the client sends what it
 * showed), and their typed name. A version no longer current, or a hash that is not that
 * version's, is refused (409, "the text changed since it was shown"); nothing is stored.
 */
export const consentSignatureInput = z.strictObject({
  textId: recordId(),
  shownSha256: z.string().check(z.regex(SHA256_HEX, 'shownSha256 must be 64 hex digits')),
  signedName: safeText().check(
    z.trim(),
    z.minLength(1, 'Type your name to sign'),
    z.maxLength(CONSENT_TEXT_LIMITS.nameMax),
  ),
});
export type ConsentSignatureInput = z.infer<typeof consentSignatureInput>;

/** Why a signature was refused, in the server's words (the mock answers the same). */
export const CONSENT_SIGNING_MESSAGES = {
  textChanged:
    'This consent text changed since it was shown to you: read the current text and sign again.',
} as const;

/**
 * A consent as the patient sees it: the current text of a kind, and whether they have signed it.
 * `to-sign` when the kind's consent in force is not granted, or was granted online for an older
 * version of the text; `signed` otherwise (`signed` says when and with which name, when online).
 */
export const patientConsent = z.object({
  text: consentText,
  state: z.enum(['to-sign', 'signed']),
  signed: z.optional(
    z.object({ at: z.string(), name: z.nullable(z.string()), version: z.nullable(z.number()) }),
  ),
});
export type PatientConsent = z.infer<typeof patientConsent>;
export const patientConsentsResponse = z.object({ consents: z.array(patientConsent) });
export type PatientConsentsResponse = z.infer<typeof patientConsentsResponse>;

/**
 * The patient's own routes in the portal (issue 36, the portal's scope: the patient is the
 * token's): their consents to sign or signed, the signature, what was shared with them, their
 * own record's download.
 */
export const PORTAL_RECORD_PATHS = {
  /** `GET` `patientConsentsResponse`; `POST` `consentSignatureInput` → 201 `{ consent }`. */
  consents: '/portal/consents',
  /** `GET` `sharesResponse` (a page, newest first). */
  shares: '/portal/shares',
  /** `GET` the ZIP of their own record (the notes shared with them only). */
  export: '/portal/export',
} as const;
