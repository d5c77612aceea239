import { sql } from 'kysely';
import type {
  Addendum,
  AiAssist,
  Note,
  NoteContent,
  NoteSummary,
  SessionNoteResponse,
} from '../../common/contracts/notes.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * Notes joined to their author's and (when withdrawn) the withdrawer's names, and to the AI draft
 * they started from, if any.
 */
function selectNotes(clinic: TenantDb) {
  return clinic
    .selectFrom('notes')
    .innerJoin('users as author', (join) =>
      join
        .onRef('author.tenant_id', '=', 'notes.tenant_id')
        .onRef('author.id', '=', 'notes.author_id'),
    )
    .leftJoin('users as withdrawer', (join) =>
      join
        .onRef('withdrawer.tenant_id', '=', 'notes.tenant_id')
        .onRef('withdrawer.id', '=', 'notes.error_by'),
    )
    .leftJoin('note_drafts as ai_draft', (join) =>
      join
        .onRef('ai_draft.tenant_id', '=', 'notes.tenant_id')
        .onRef('ai_draft.id', '=', 'notes.ai_draft_id'),
    )
    .select([
      'notes.id',
      'notes.encounter_id',
      'notes.patient_id',
      'notes.author_id',
      'notes.format',
      'notes.status',
      'notes.version',
      'notes.content',
      'notes.created_at',
      'notes.updated_at',
      'notes.signed_at',
      'notes.signer_role',
      'notes.signer_name',
      'notes.signer_credentials',
      'notes.signer_licence_number',
      'notes.content_sha256',
      'notes.error_reason',
      'notes.error_at',
      'notes.ai_draft_id',
      'ai_draft.provider as ai_provider',
      'ai_draft.model as ai_model',
      'ai_draft.source_kind as ai_source_kind',
      'ai_draft.created_at as ai_drafted_at',
      sql<string>`author.first_name || ' ' || author.last_name`.as('author_name'),
      sql<string | null>`withdrawer.first_name || ' ' || withdrawer.last_name`.as('error_by_name'),
    ]);
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['executeTakeFirstOrThrow']>>;

const iso = (at: Date) => new Date(at).toISOString();

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

async function addendaOf(clinic: TenantDb, noteId: string): Promise<Addendum[]> {
  const rows = await clinic
    .selectFrom('note_addenda')
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'note_addenda.tenant_id')
        .onRef('users.id', '=', 'note_addenda.author_id'),
    )
    .select([
      'note_addenda.id',
      'note_addenda.text',
      'note_addenda.reason',
      'note_addenda.author_id',
      'note_addenda.signed_at',
      'note_addenda.content_sha256',
      'note_addenda.signer_credentials',
      'note_addenda.signer_licence_number',
      // An addendum is signed: its author as they were then (a row from before 0018 has it too).
      sql<string>`coalesce(note_addenda.signer_name, users.first_name || ' ' || users.last_name)`.as(
        'author_name',
      ),
    ])
    .where('note_addenda.note_id', '=', noteId)
    .orderBy('note_addenda.seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    reason: row.reason,
    authorId: row.author_id,
    authorName: row.author_name,
    authorCredentials: row.signer_credentials,
    authorLicenceNumber: row.signer_licence_number,
    signedAt: iso(row.signed_at),
    sha256: row.content_sha256,
  }));
}

async function toNote(clinic: TenantDb, row: NoteRow): Promise<Note> {
  const signed = row.signed_at !== null && row.content_sha256 !== null;
  // A signed note names its author (who signed it) as they were at signing; a draft as they are.
  const authorName = (signed ? row.signer_name : null) ?? row.author_name;
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
    signature:
      row.signed_at && row.content_sha256
        ? {
            signerId: row.author_id,
            signerName: authorName,
            signerCredentials: row.signer_credentials,
            signerLicenceNumber: row.signer_licence_number,
            role: row.signer_role ?? 'clinician',
            signedAt: iso(row.signed_at),
            sha256: row.content_sha256,
          }
        : null,
    addenda: signed ? await addendaOf(clinic, row.id) : [],
    enteredInError:
      row.status === 'entered-in-error' && row.error_at
        ? { reason: row.error_reason ?? '', at: iso(row.error_at), byName: row.error_by_name ?? '' }
        : null,
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
    authorName: (row.signed_at ? row.signer_name : null) ?? row.author_name,
    updatedAt: iso(row.updated_at),
    signedAt: row.signed_at ? iso(row.signed_at) : null,
    addendaCount: Number(row.addenda_count),
  }));
}
