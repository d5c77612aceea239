import type { NoteContent, NoteFormat } from './notes.contract';

/**
 * What the signature of a progress note and of an addendum covers (CLINICAL.md decision 1; FHIR
 * Provenance): the recorded hash is the SHA-256 (lowercase hex) of the UTF-8 bytes of
 * `canonicalJson` (documents.contract.ts) of exactly the object built here, so anyone can
 * recompute it from the stored row. The server hashes it, and the MSW mock hashes the same.
 */

/** What a note's signature covers. `signedAt` is the ISO 8601 UTC instant stored as `signed_at`. */
export interface NoteSignedFacts {
  id: string;
  patientId: string;
  encounterId: string;
  format: NoteFormat;
  content: NoteContent;
  signerId: string;
  signedAt: string;
}

/** What an addendum's signature covers. `signedAt` is the ISO 8601 UTC instant stored. */
export interface AddendumSignedFacts {
  noteId: string;
  text: string;
  reason: string;
  authorId: string;
  signedAt: string;
}

/**
 * { kind: 'note', id, patientId, encounterId, format, content, signerId, signedAt } — `content`
 * is the note's whole `{ sections, fields }` as stored.
 */
export const noteSignedObject = (facts: NoteSignedFacts) => ({
  kind: 'note',
  id: facts.id,
  patientId: facts.patientId,
  encounterId: facts.encounterId,
  format: facts.format,
  content: facts.content,
  signerId: facts.signerId,
  signedAt: facts.signedAt,
});

/** { noteId, text, reason, authorId, signedAt }. */
export const addendumSignedObject = (facts: AddendumSignedFacts) => ({
  noteId: facts.noteId,
  text: facts.text,
  reason: facts.reason,
  authorId: facts.authorId,
  signedAt: facts.signedAt,
});
