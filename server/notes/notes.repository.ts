import { sql } from 'kysely';
import type {
  AiAssist,
  Note,
  NoteContent,
  NoteSummary,
  SessionNoteResponse,
} from '../../common/contracts/notes.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { addendaOfDocument } from '../documents/document-addenda.ts';
import { enteredInErrorOf, selectDocuments, signatureOf } from '../documents/document-rows.ts';
import { NOTE_DOCUMENT } from '../documents/document-types.ts';

/**
 * Notes joined to their author's and (when withdrawn) the withdrawer's names (the documents
 * kit's select), and to the AI draft they started from, if any.
 */
function selectNotes(clinic: TenantDb) {
  return selectDocuments(clinic, NOTE_DOCUMENT)
    .leftJoin('note_drafts as ai_draft', (join) =>
      join
        .onRef('ai_draft.tenant_id', '=', 'notes.tenant_id')
        .onRef('ai_draft.id', '=', 'notes.ai_draft_id'),
    )
    .select([
      'notes.format',
      'notes.ai_draft_id',
      'ai_draft.provider as ai_provider',
      'ai_draft.model as ai_model',
      'ai_draft.source_kind as ai_source_kind',
      'ai_draft.created_at as ai_drafted_at',
    ]);
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['executeTakeFirstOrThrow']>>;

const iso = (at: Date) => new Date(at).toISOString();

/** A member's name as a note shows it. */
const nameOf = (first: string, last: string) => `${first} ${last}`;

/** What the note says of the AI draft it started from (CLINICAL.md decision 4), or null. */
function aiAssistOf(row: NoteRow): AiAssist | null {
  if (!row.ai_draft_id || !row.ai_provider || !row.ai_source_kind || !row.ai_drafted_at) {
    return null;
  }
  return {
    draftId: row.ai_draft_id,
    provider: row.ai_provider as AiAssist['provider'],
    model: row.ai_model ?? null,
    sourceKind: row.ai_source_kind,
    draftedAt: iso(row.ai_drafted_at),
  };
}

async function toNote(clinic: TenantDb, row: NoteRow): Promise<Note> {
  const signed = row.signed_at !== null && row.content_sha256 !== null;
  // A signed note names its author (who signed it) as they were at signing; a draft as they are.
  const authorName = (signed ? row.signer_name : null) ?? nameOf(row.author_first, row.author_last);
  return {
    id: row.id,
    encounterId: row.encounter_id,
    patientId: row.patient_id,
    authorId: row.author_id,
    authorName,
    format: row.format,
    status: row.status,
    version: row.version,
    content: row.content as NoteContent,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    signature: signatureOf(row, authorName),
    addenda: signed ? await addendaOfDocument(clinic, NOTE_DOCUMENT, row.id) : [],
    enteredInError: enteredInErrorOf(
      row,
      row.withdrawer_first === null || row.withdrawer_last === null
        ? ''
        : nameOf(row.withdrawer_first, row.withdrawer_last),
    ),
    aiAssist: aiAssistOf(row),
  };
}

/** One note of the clinic, or null. */
export async function findNote(clinic: TenantDb, id: string): Promise<Note | null> {
  const row = await selectNotes(clinic).where('notes.id', '=', id).executeTakeFirst();
  return row ? toNote(clinic, row) : null;
}

/** The session and author of one of the clinic's AI drafts, or null. */
export async function aiDraftOrigin(
  clinic: TenantDb,
  id: string,
): Promise<{ encounterId: string; authorId: string } | null> {
  const row = await clinic
    .selectFrom('note_drafts')
    .select(['encounter_id', 'author_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { encounterId: row.encounter_id, authorId: row.author_id } : null;
}

/** The session's live note (not entered in error), or null. */
export async function liveNoteOfEncounter(
  clinic: TenantDb,
  encounterId: string,
): Promise<Note | null> {
  const row = await selectNotes(clinic)
    .where('notes.encounter_id', '=', encounterId)
    .where('notes.status', '<>', 'entered-in-error')
    .executeTakeFirst();
  return row ? toNote(clinic, row) : null;
}

/** A patient's notes that were signed (withdrawn ones included), oldest first: for export. */
export async function signedNotesOfPatient(clinic: TenantDb, patientId: string): Promise<Note[]> {
  const rows = await selectNotes(clinic)
    .where('notes.patient_id', '=', patientId)
    .where('notes.signed_at', 'is not', null)
    .orderBy('notes.signed_at')
    .orderBy('notes.id')
    .execute();
  return Promise.all(rows.map((row) => toNote(clinic, row)));
}

/**
 * The plan of the patient's latest signed note (with a plan) of a session that started before
 * `before`: what the clinician planned last time, shown while writing this session's note.
 */
export async function previousPlan(
  clinic: TenantDb,
  patientId: string,
  before: Date,
): Promise<SessionNoteResponse['previousPlan']> {
  const row = await clinic
    .selectFrom('notes')
    .innerJoin('encounters', (join) =>
      join
        .onRef('encounters.tenant_id', '=', 'notes.tenant_id')
        .onRef('encounters.id', '=', 'notes.encounter_id'),
    )
    .select([
      'notes.id',
      'encounters.starts_at',
      sql<string>`notes.content -> 'sections' ->> 'plan'`.as('plan'),
    ])
    .where('notes.patient_id', '=', patientId)
    .where('notes.status', '=', 'signed')
    .where('encounters.starts_at', '<', before)
    .where(sql<boolean>`coalesce(notes.content -> 'sections' ->> 'plan', '') <> ''`)
    .orderBy('encounters.starts_at', 'desc')
    .orderBy('notes.id')
    .limit(1)
    .executeTakeFirst();
  return row ? { noteId: row.id, sessionStartsAt: iso(row.starts_at), plan: row.plan } : null;
}

/** The most summaries one chart lists (years of weekly sessions). */
export const PATIENT_NOTES_LIMIT = 500;

/** A patient's notes without their contents, latest session first. */
export async function patientNoteSummaries(
  clinic: TenantDb,
  patientId: string,
): Promise<NoteSummary[]> {
  const rows = await selectNotes(clinic)
    .innerJoin('encounters', (join) =>
      join
        .onRef('encounters.tenant_id', '=', 'notes.tenant_id')
        .onRef('encounters.id', '=', 'notes.encounter_id'),
    )
    .select([
      'encounters.starts_at',
      sql<string>`(select count(*) from note_addenda a where a.tenant_id = notes.tenant_id and a.note_id = notes.id)`.as(
        'addenda_count',
      ),
    ])
    .where('notes.patient_id', '=', patientId)
    .orderBy('encounters.starts_at', 'desc')
    .orderBy('notes.created_at', 'desc')
    .orderBy('notes.id')
    .limit(PATIENT_NOTES_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    encounterId: row.encounter_id,
    sessionStartsAt: iso(row.starts_at),
    format: row.format,
    status: row.status,
    authorName:
      (row.signed_at ? row.signer_name : null) ?? nameOf(row.author_first, row.author_last),
    updatedAt: iso(row.updated_at),
    signedAt: row.signed_at ? iso(row.signed_at) : null,
    addendaCount: Number(row.addenda_count),
  }));
}
