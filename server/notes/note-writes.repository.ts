import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  AddendumInput,
  NoteContent,
  NoteFormat,
} from '../../common/contracts/notes.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { addendumSignatureHash, noteSignatureHash } from './note-signing.ts';
import { signerIdentity } from '../clinic/signer-identity.ts';

/** A note's content as a jsonb parameter (the same bytes on PGlite and PostgreSQL). */
const jsonb = (content: NoteContent) => sql<unknown>`${JSON.stringify(content)}::jsonb`;

/** The role a note is signed in: only clinicians write notes. */
export const SIGNER_ROLE = 'clinician';

/** Thrown inside a write's transaction when the note is no longer the draft at that version. */
export class NoteMoved extends Error {
  constructor() {
    super('the note is no longer the draft at the named version');
    this.name = 'NoteMoved';
  }
}

async function saveVersion(
  tx: TenantDb,
  entry: { noteId: string; version: number; content: NoteContent; by: string; at: Date },
) {
  await tx
    .insertInto('document_versions', {
      document_kind: 'note',
      document_id: entry.noteId,
      version: entry.version,
      content: jsonb(entry.content),
      saved_by: entry.by,
      saved_at: entry.at,
    })
    .execute();
}

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
  const id = randomUUID();
  await tx
    .insertInto('notes', {
      id,
      encounter_id: draft.encounterId,
      patient_id: draft.patientId,
      author_id: draft.authorId,
      format: draft.format,
      status: 'draft',
      version: 1,
      content: jsonb(draft.content),
      ai_draft_id: draft.aiDraftId ?? null,
      created_at: draft.now,
      updated_at: draft.now,
    })
    .execute();
  await saveVersion(tx, {
    noteId: id,
    version: 1,
    content: draft.content,
    by: draft.authorId,
    at: draft.now,
  });
  return id;
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
  const result = await tx
    .updateTable('notes')
    .set({
      content: jsonb(save.content),
      version: save.version + 1,
      updated_at: save.now,
      ...(save.aiDraftId !== undefined && { ai_draft_id: save.aiDraftId }),
    })
    .where('id', '=', save.noteId)
    .where('status', '=', 'draft')
    .where('version', '=', save.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NoteMoved();
  await saveVersion(tx, {
    noteId: save.noteId,
    version: save.version + 1,
    content: save.content,
    by: save.by,
    at: save.now,
  });
}

/**
 * Signs and locks a draft, if it is still the draft at `version` (so the hash covers exactly the
 * content the signer saw). The hash is `noteSignatureHash` (note-signing.ts) of the note's facts.
 */
export async function signDraft(
  tx: TenantDb,
  sign: {
    noteId: string;
    version: number;
    patientId: string;
    encounterId: string;
    format: NoteFormat;
    content: NoteContent;
    signerId: string;
    now: Date;
  },
): Promise<void> {
  const sha256 = noteSignatureHash({
    id: sign.noteId,
    patientId: sign.patientId,
    encounterId: sign.encounterId,
    format: sign.format,
    content: sign.content,
    signerId: sign.signerId,
    signedAt: sign.now.toISOString(),
  });
  const result = await tx
    .updateTable('notes')
    .set({
      status: 'signed',
      signed_at: sign.now,
      signer_role: SIGNER_ROLE,
      ...(await signerIdentity(tx, sign.signerId)),
      content_sha256: sha256,
      updated_at: sign.now,
    })
    .where('id', '=', sign.noteId)
    .where('status', '=', 'draft')
    .where('version', '=', sign.version)
    .where('author_id', '=', sign.signerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NoteMoved();
}

/** Appends a signed addendum to a signed note (the table refuses any later change). */
export async function insertAddendum(
  tx: TenantDb,
  entry: { noteId: string; input: AddendumInput; authorId: string; now: Date },
): Promise<void> {
  const signedAt = entry.now.toISOString();
  await tx
    .insertInto('note_addenda', {
      id: randomUUID(),
      note_id: entry.noteId,
      author_id: entry.authorId,
      text: entry.input.text,
      reason: entry.input.reason,
      signed_at: entry.now,
      signer_role: SIGNER_ROLE,
      ...(await signerIdentity(tx, entry.authorId)),
      content_sha256: addendumSignatureHash({
        noteId: entry.noteId,
        text: entry.input.text,
        reason: entry.input.reason,
        authorId: entry.authorId,
        signedAt,
      }),
    })
    .execute();
}

/** Withdraws a draft or signed note with its reason; its content stays as it was. */
export async function markEnteredInError(
  tx: TenantDb,
  entry: { noteId: string; reason: string; by: string; now: Date },
): Promise<void> {
  const result = await tx
    .updateTable('notes')
    .set({
      status: 'entered-in-error',
      error_reason: entry.reason,
      error_at: entry.now,
      error_by: entry.by,
    })
    .where('id', '=', entry.noteId)
    .where('status', '<>', 'entered-in-error')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NoteMoved();
}
