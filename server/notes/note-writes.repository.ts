import type {
  AddendumInput,
  NoteContent,
  NoteFormat,
} from '../../common/contracts/notes.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { DocumentMoved } from '../documents/document-access.ts';
import { insertAddendum as insertDocumentAddendum } from '../documents/document-addenda.ts';
import { NOTE_DOCUMENT } from '../documents/document-types.ts';
import {
  insertDocument,
  saveDocument,
  signDocument,
  withdrawDocument,
} from '../documents/document-writes.ts';

/**
 * A note's writes, through the documents kit's life cycle (server/documents): its own columns are
 * its format and the AI draft it started from. A write that finds the note no longer the draft
 * at the version it names throws `DocumentMoved`, rolling its transaction back.
 */

/** Starts a session's note as draft version 1 (and keeps that version); returns its id. */
export async function insertDraft(
  tx: TenantDb,
  draft: {
    encounterId: string;
    patientId: string;
    authorId: string;
    format: NoteFormat;
    content: NoteContent;
    /** The AI draft the note starts from (checked by the caller), if any. */
    aiDraftId?: string;
    now: Date;
  },
): Promise<string> {
  return insertDocument(tx, NOTE_DOCUMENT, {
    patientId: draft.patientId,
    encounterId: draft.encounterId,
    authorId: draft.authorId,
    content: draft.content,
    now: draft.now,
    own: { format: draft.format, ai_draft_id: draft.aiDraftId ?? null },
  });
}

/**
 * Saves a draft's content as the next version, if it is still the draft at `version`; with
 * `aiDraftId`, the note now says it started from that AI draft (checked by the caller).
 */
export async function saveDraft(
  tx: TenantDb,
  save: {
    noteId: string;
    version: number;
    content: NoteContent;
    aiDraftId?: string;
    by: string;
    now: Date;
  },
): Promise<void> {
  const saved = await saveDocument(tx, NOTE_DOCUMENT, {
    id: save.noteId,
    version: save.version,
    content: save.content,
    by: save.by,
    now: save.now,
    ...(save.aiDraftId !== undefined && { own: { ai_draft_id: save.aiDraftId } }),
  });
  if (!saved) throw new DocumentMoved();
}

/**
 * Signs and locks a draft, if it is still the draft at `version` (so the hash covers exactly the
 * content the signer saw). The hash is `noteSignatureHash` (server/documents) of the note's facts.
 */
export async function signDraft(
  tx: TenantDb,
  sign: { noteId: string; version: number; signerId: string; now: Date },
): Promise<void> {
  const signed = await signDocument(tx, NOTE_DOCUMENT, {
    id: sign.noteId,
    version: sign.version,
    signerId: sign.signerId,
    now: sign.now,
  });
  if (!signed) throw new DocumentMoved();
}

/** Appends a signed addendum to a signed note (the table refuses any later change). */
export async function insertAddendum(
  tx: TenantDb,
  entry: { noteId: string; input: AddendumInput; authorId: string; now: Date },
): Promise<void> {
  await insertDocumentAddendum(tx, NOTE_DOCUMENT, {
    documentId: entry.noteId,
    text: entry.input.text,
    reason: entry.input.reason,
    authorId: entry.authorId,
    now: entry.now,
  });
}

/** Withdraws a draft or signed note with its reason; its content stays as it was. */
export async function markEnteredInError(
  tx: TenantDb,
  entry: { noteId: string; reason: string; by: string; now: Date },
): Promise<void> {
  const withdrawn = await withdrawDocument(tx, NOTE_DOCUMENT, {
    id: entry.noteId,
    reason: entry.reason,
    by: entry.by,
    now: entry.now,
  });
  if (!withdrawn) throw new DocumentMoved();
}
