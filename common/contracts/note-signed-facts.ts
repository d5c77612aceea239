import { addendumSignedObject as documentAddendum, documentSignedObject } from './document-rules';
import type { NoteContent, NoteFormat } from './notes.contract';

/**
 * What the signature of a progress note and of an addendum covers (document-rules.ts: every
 * document's facts; a note adds its `format`). The server hashes it, and the MSW mock the same.
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
export const noteSignedObject = (facts: NoteSignedFacts) =>
  documentSignedObject('note', facts, { format: facts.format });

/** { noteId, text, reason, authorId, signedAt }. */
export const addendumSignedObject = (facts: AddendumSignedFacts) =>
  documentAddendum('noteId', facts.noteId, facts);
