import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  DraftOutcome,
  DraftedNote,
  NoteDraft,
  OfflineReason,
} from '../../common/contracts/drafting.contract.ts';
import { NOTE_SECTIONS, type NoteFormat } from '../../common/contracts/notes.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * The AI drafts the server made (CLINICAL.md decision 4: provider, model and input kept), and
 * what a draft is made from: a session's transcript, read from the recordings table directly.
 */

const jsonb = (value: unknown) => sql<unknown>`${JSON.stringify(value)}::jsonb`;
const iso = (at: Date) => new Date(at).toISOString();

/**
 * The transcript of one of this session's recordings, or null: no such recording in the clinic,
 * another session's, not transcribed yet, empty, or removed by the clinic's retention.
 */
export async function transcriptOf(
  clinic: TenantDb,
  encounterId: string,
  recordingId: string,
): Promise<string | null> {
  const row = await clinic
    .selectFrom('recordings')
    .select('transcript_text')
    .where('id', '=', recordingId)
    .where('encounter_id', '=', encounterId)
    .where('transcript_purged_at', 'is', null)
    .executeTakeFirst();
  const text = row?.transcript_text ?? null;
  return text !== null && text.trim() !== '' ? text : null;
}

/** Whether the patient's recording & AI consent is in force: that kind's latest entry grants it. */
export async function recordingAiConsentInForce(
  clinic: TenantDb,
  patientId: string,
): Promise<boolean> {
  const latest = await clinic
    .selectFrom('consents')
    .select('status')
    .where('patient_id', '=', patientId)
    .where('kind', '=', 'recording-ai')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.status === 'granted';
}

function selectDrafts(clinic: TenantDb) {
  return clinic
    .selectFrom('note_drafts')
    .select([
      'id',
      'encounter_id',
      'patient_id',
      'author_id',
      'source_kind',
      'recording_id',
      'input',
      'result',
      'fallback',
      'offline_reason',
      'created_at',
      'purged_at',
    ]);
}

type DraftRow = Awaited<ReturnType<ReturnType<typeof selectDrafts>['executeTakeFirstOrThrow']>>;

/**
 * A kept draft and the patient it is about (for the access checks and the trail), and when the
 * clinic's transcript retention emptied it (null: kept whole).
 */
export type StoredNoteDraft = NoteDraft & { patientId: string; purgedAt: string | null };

const toDraft = (row: DraftRow): StoredNoteDraft => ({
  id: row.id,
  encounterId: row.encounter_id,
  patientId: row.patient_id,
  authorId: row.author_id,
  createdAt: iso(row.created_at),
  sourceKind: row.source_kind,
  recordingId: row.recording_id,
  input: row.input,
  // Written only from a provider's validated draft (the contract's draftedNote).
  note: row.result as DraftedNote,
  fallback: (row.fallback ?? null) as DraftOutcome['fallback'],
  offlineReason: row.offline_reason as OfflineReason | null,
  purgedAt: row.purged_at === null ? null : iso(row.purged_at),
});

/** One draft of the clinic, or null. */
export async function findNoteDraft(clinic: TenantDb, id: string): Promise<StoredNoteDraft | null> {
  const row = await selectDrafts(clinic).where('id', '=', id).executeTakeFirst();
  return row ? toDraft(row) : null;
}

/** Keeps a draft with its provider, model, input and outcome; returns it as stored. */
export async function insertNoteDraft(
  tx: TenantDb,
  draft: {
    encounterId: string;
    patientId: string;
    authorId: string;
    source: { kind: 'transcript'; recordingId: string } | { kind: 'summary' };
    input: string;
    outcome: DraftOutcome;
    offlineReason: OfflineReason | null;
    now: Date;
  },
): Promise<StoredNoteDraft> {
  const id = randomUUID();
  await tx
    .insertInto('note_drafts', {
      id,
      encounter_id: draft.encounterId,
      patient_id: draft.patientId,
      author_id: draft.authorId,
      format: draft.outcome.note.format,
      source_kind: draft.source.kind,
      recording_id: draft.source.kind === 'transcript' ? draft.source.recordingId : null,
      input: draft.input,
      provider: draft.outcome.note.provider,
      model: draft.outcome.note.model,
      result: jsonb(draft.outcome.note),
      fallback: draft.outcome.fallback === null ? null : jsonb(draft.outcome.fallback),
      offline_reason: draft.offlineReason,
      created_at: draft.now,
    })
    .execute();
  const stored = await findNoteDraft(tx, id);
  if (!stored) throw new Error('the draft just kept was not found');
  return stored;
}

/**
 * Whether the session's recording still holds its transcript, read under a share lock that the
 * transcript retention's update of the recording waits for (and that waits for it): called in
 * the transaction that keeps a draft, so a draft is never kept from a transcript purged while
 * it was being drafted, and a draft kept first is seen by the purge that follows.
 */
export async function transcriptStillHeld(
  tx: TenantDb,
  encounterId: string,
  recordingId: string,
): Promise<boolean> {
  const row = await tx
    .selectFrom('recordings')
    .select('transcript_purged_at')
    .where('id', '=', recordingId)
    .where('encounter_id', '=', encounterId)
    .forShare()
    .executeTakeFirst();
  return row !== undefined && row.transcript_purged_at === null;
}

/** A drafted note with nothing in it: what a purged draft's `result` becomes. */
const emptyDraftOf = (format: NoteFormat) => ({
  format,
  sections: Object.fromEntries(NOTE_SECTIONS[format].map((section) => [section, ''])),
  sentences: [],
  omitted: [],
});

/**
 * The transcript retention's part in drafting: the drafts made from a recording whose transcript
 * is being removed lose their copy of it — the input becomes empty and the drafted note an empty
 * one of the same format, provider and model, still a valid drafted note — and say when. What
 * the row says about the drafting (author, session, source, provider, model, time, fallback)
 * stays, so a note started from it keeps its AI mark. Summary drafts have no recording and are
 * never touched. Call it in the transaction that purges the recording; returns how many.
 */
export async function purgeDraftsOfRecording(
  tx: TenantDb,
  recordingId: string,
  now: Date,
): Promise<number> {
  const emptied = (format: NoteFormat) =>
    sql`${JSON.stringify(emptyDraftOf(format))}::jsonb || jsonb_build_object('provider', provider, 'model', model)`;
  const result = await tx
    .updateTable('note_drafts')
    .set({
      input: '',
      result: sql<unknown>`case format when 'dap' then ${emptied('dap')} else ${emptied('soap')} end`,
      purged_at: now,
    })
    .where('recording_id', '=', recordingId)
    .where('purged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
