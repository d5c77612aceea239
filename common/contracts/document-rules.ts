import type { DocumentStatus } from './documents.contract';

/**
 * What every clinical document type shares, stated once for the server's documents kit
 * (server/documents) and the MSW mocks (issue 29: a rule exists once): when its content is locked,
 * and exactly what its signature hashes (CLINICAL.md decision 1; FHIR Provenance). The hash is the
 * SHA-256 (lowercase hex) of the UTF-8 bytes of `canonicalJson` (documents.contract.ts) of the
 * object built here, so anyone can recompute it from the stored row.
 */

/** What a type answers (409) to a change of content once its document is no longer a draft. */
export interface DraftRefusals {
  signed: string;
  enteredInError: string;
}

/** Why a document's content can no longer change (409), or null while it is a draft. */
export function lockedMessage(status: DocumentStatus, refusals: DraftRefusals): string | null {
  if (status === 'signed') return refusals.signed;
  if (status === 'entered-in-error') return refusals.enteredInError;
  return null;
}

/** What every document's signature covers. `signedAt` is the ISO 8601 UTC instant stored. */
export interface SignedFacts {
  id: string;
  patientId: string;
  /** The session's id, or null for a document of no session. */
  encounterId: string | null;
  /** As stored, never as read: a document stored in an older shape keeps its hash. */
  content: unknown;
  /** The author's user id: only the author signs. */
  signerId: string;
  signedAt: string;
}

/**
 * { kind, id, patientId, encounterId, content, signerId, signedAt, …the type's signed columns }:
 * a note adds its `format`, an intake nothing.
 */
export const documentSignedObject = (
  kind: string,
  facts: SignedFacts,
  signedColumns: Readonly<Record<string, unknown>> = {},
) => ({
  ...signedColumns,
  kind,
  id: facts.id,
  patientId: facts.patientId,
  encounterId: facts.encounterId,
  content: facts.content,
  signerId: facts.signerId,
  signedAt: facts.signedAt,
});

/** What an addendum's signature covers. `signedAt` is the ISO 8601 UTC instant stored. */
export interface AddendumFacts {
  text: string;
  reason: string;
  authorId: string;
  signedAt: string;
}

/**
 * { <parent>Id: documentId, text, reason, authorId, signedAt }, the document named by its addenda
 * table's column in camel case: `noteId` for a note's addendum.
 */
export const addendumSignedObject = (
  parentKey: string,
  documentId: string,
  facts: AddendumFacts,
) => ({
  [parentKey]: documentId,
  text: facts.text,
  reason: facts.reason,
  authorId: facts.authorId,
  signedAt: facts.signedAt,
});
