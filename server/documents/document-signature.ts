import { createHash } from 'node:crypto';
import {
  addendumSignedObject,
  documentSignedObject,
  type AddendumFacts,
  type SignedFacts,
} from '../../common/contracts/document-rules.ts';
import { canonicalJson } from '../../common/contracts/documents.contract.ts';
import type {
  AddendumSignedFacts,
  NoteSignedFacts,
} from '../../common/contracts/note-signed-facts.ts';
import { INTAKE_DOCUMENT, NOTE_DOCUMENT, type DocumentType } from './document-types.ts';

/**
 * The signature hashes of clinical documents and their addenda (CLINICAL.md decision 1; FHIR
 * Provenance). A hash is the SHA-256 (lowercase hex) of the UTF-8 bytes of `canonicalJson` of
 * exactly the object described below, so anyone can recompute it from the stored row. Signing
 * (document-writes.ts) and `npm run verify` (server/db/integrity) both compute it here.
 */

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

export type { AddendumSignedFacts, NoteSignedFacts, SignedFacts };

/**
 * sha256(canonicalJson({ kind, id, patientId, encounterId, content, signerId, signedAt, …the
 * type's signed columns by their column names })): a note adds `format`, an intake nothing.
 */
export function documentSignatureHash(
  type: DocumentType,
  facts: SignedFacts,
  signedColumns: Readonly<Record<string, unknown>>,
): string {
  const extra = Object.fromEntries(type.signedColumns.map((name) => [name, signedColumns[name]]));
  return sha256Hex(canonicalJson(documentSignedObject(type.kind, facts, extra)));
}

/** A stored document row, as far as its signature reads it. */
export interface SignedRow {
  id: string;
  patient_id: string;
  encounter_id: string | null;
  content: unknown;
}

/** The hash of a stored row signed by `signerId` at `signedAt` (an ISO instant). */
export const storedRowHash = (
  type: DocumentType,
  row: SignedRow,
  signer: { signerId: string; signedAt: string },
): string =>
  documentSignatureHash(
    type,
    {
      id: row.id,
      patientId: row.patient_id,
      encounterId: row.encounter_id,
      content: row.content,
      ...signer,
    },
    row as unknown as Record<string, unknown>,
  );

/**
 * sha256(canonicalJson({ kind: 'note', id, patientId, encounterId, format, content, signerId,
 * signedAt })) — `content` is the note's whole `{ sections, fields }` as stored.
 */
export const noteSignatureHash = (facts: NoteSignedFacts): string =>
  documentSignatureHash(NOTE_DOCUMENT, facts, { format: facts.format });

/**
 * sha256(canonicalJson({ kind: 'intake', id, patientId, encounterId, content, signerId,
 * signedAt })) where `encounterId` is the session's id or null and `content` the whole intake
 * content as stored (answers, MSE, risk, diagnoses, goals, consents).
 */
export const intakeSignatureHash = (facts: SignedFacts): string =>
  documentSignatureHash(INTAKE_DOCUMENT, facts, {});

/** What an addendum's signature covers, with the signed document's id. */
export interface DocumentAddendumFacts extends AddendumFacts {
  /** The signed document's id (a note's, for a note's addendum). */
  documentId: string;
}

/** `note_id` → `noteId`: the key an addendum's hash names its document by. */
const camel = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * sha256(canonicalJson({ <parent>Id, text, reason, authorId, signedAt })), where `<parent>Id` is
 * the addenda table's document column in camel case: `noteId` for a note's addendum.
 */
export function documentAddendumHash(type: DocumentType, facts: DocumentAddendumFacts): string {
  if (!type.addenda) throw new Error(`a ${type.kind} takes no addenda`);
  const signed = addendumSignedObject(camel(type.addenda.parentColumn), facts.documentId, facts);
  return sha256Hex(canonicalJson(signed));
}

/** sha256(canonicalJson({ noteId, text, reason, authorId, signedAt })). */
export const addendumSignatureHash = (facts: AddendumSignedFacts): string =>
  documentAddendumHash(NOTE_DOCUMENT, { ...facts, documentId: facts.noteId });
