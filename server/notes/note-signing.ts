import { createHash } from 'node:crypto';
import { canonicalJson } from '../../common/contracts/documents.contract';
import type { NoteContent, NoteFormat } from '../../common/contracts/notes.contract';

/**
 * The signature hashes of progress notes and their addenda (CLINICAL.md decision 1; FHIR
 * Provenance). A hash is the SHA-256 (lowercase hex) of the UTF-8 bytes of `canonicalJson` of
 * exactly the object described below, so anyone can recompute it from the stored row.
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

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * sha256(canonicalJson({ kind: 'note', id, patientId, encounterId, format, content, signerId,
 * signedAt })) — `content` is the note's whole `{ sections, fields }` as stored.
 */
export const noteSignatureHash = (facts: NoteSignedFacts): string =>
  sha256Hex(
    canonicalJson({
      kind: 'note',
      id: facts.id,
      patientId: facts.patientId,
      encounterId: facts.encounterId,
      format: facts.format,
      content: facts.content,
      signerId: facts.signerId,
      signedAt: facts.signedAt,
    }),
  );

/** sha256(canonicalJson({ noteId, text, reason, authorId, signedAt })). */
export const addendumSignatureHash = (facts: AddendumSignedFacts): string =>
  sha256Hex(
    canonicalJson({
      noteId: facts.noteId,
      text: facts.text,
      reason: facts.reason,
      authorId: facts.authorId,
      signedAt: facts.signedAt,
    }),
  );
