import { createHash } from 'node:crypto';
import { canonicalJson } from '../../common/contracts/documents.contract';
import {
  addendumSignedObject,
  noteSignedObject,
  type AddendumSignedFacts,
  type NoteSignedFacts,
} from '../../common/contracts/note-signed-facts';

/**
 * The signature hashes of progress notes and their addenda (CLINICAL.md decision 1; FHIR
 * Provenance). A hash is the SHA-256 (lowercase hex) of the UTF-8 bytes of `canonicalJson` of
 * exactly the signed object of common/contracts/note-signed-facts.ts, so anyone can recompute it
 * from the stored row (and the MSW mock hashes the same object).
 */

export type { AddendumSignedFacts, NoteSignedFacts };

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * sha256(canonicalJson({ kind: 'note', id, patientId, encounterId, format, content, signerId,
 * signedAt })) — `content` is the note's whole `{ sections, fields }` as stored.
 */
export const noteSignatureHash = (facts: NoteSignedFacts): string =>
  sha256Hex(canonicalJson(noteSignedObject(facts)));

/** sha256(canonicalJson({ noteId, text, reason, authorId, signedAt })). */
export const addendumSignatureHash = (facts: AddendumSignedFacts): string =>
  sha256Hex(canonicalJson(addendumSignedObject(facts)));
