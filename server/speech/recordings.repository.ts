import { randomUUID } from 'node:crypto';
import type { Selectable, Updateable } from 'kysely';
import type { Recording, TranscriptionProblem } from '../../common/contracts/speech.contract.ts';
import type { RecordingTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';

export type RecordingRow = Selectable<RecordingTable>;
export type RecordingChange = Omit<Updateable<RecordingTable>, 'tenant_id' | 'id'>;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * A row as the contract reads it. `includeTranscript` is false for lists: their answers never carry
 * transcript text (reading one recording does, and is audited).
 */
export function toRecording(
  row: RecordingRow,
  includeTranscript: boolean,
  correctorName: string | null = null,
): Recording {
  const transcribed = row.transcript_text !== null && row.transcribed_at !== null;
  return {
    id: row.id,
    encounterId: row.encounter_id,
    patientId: row.patient_id,
    clinicianId: row.clinician_id,
    status: row.status,
    mimeType: row.mime_type,
    chunks: Number(row.chunks),
    // bigint: PostgreSQL's driver answers a string, PGlite a number.
    bytes: Number(row.bytes),
    durationMs: Number(row.duration_ms),
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: iso(row.finished_at),
    audioKept: row.audio_deleted_at === null,
    audioDeletedAt: iso(row.audio_deleted_at),
    problem: row.problem as TranscriptionProblem | null,
    transcript:
      includeTranscript && transcribed
        ? {
            text: row.transcript_text ?? '',
            language: row.transcript_language,
            provider: row.transcript_provider ?? '',
            model: row.transcript_model ?? '',
            transcribedAt: new Date(row.transcribed_at ?? 0).toISOString(),
            correctedAt: iso(row.transcript_corrected_at),
            correctedBy: row.transcript_corrected_by === null ? null : correctorName,
          }
        : null,
  };
}

/** A recording with its transcript, the corrector named as the page shows them. */
export async function withTranscript(clinic: TenantDb, row: RecordingRow): Promise<Recording> {
  const corrector = row.transcript_corrected_by
    ? await clinic
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', row.transcript_corrected_by)
        .executeTakeFirst()
    : undefined;
  const name = corrector ? `${corrector.first_name} ${corrector.last_name}`.trim() : null;
  return toRecording(row, true, name);
}

export async function findRecording(clinic: TenantDb, id: string): Promise<RecordingRow | null> {
  const row = await clinic
    .selectFrom('recordings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** A session's recordings, oldest first. */
export function recordingsOfSession(
  clinic: TenantDb,
  encounterId: string,
): Promise<RecordingRow[]> {
  return clinic
    .selectFrom('recordings')
    .selectAll()
    .where('encounter_id', '=', encounterId)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
}

export async function insertRecording(
  clinic: TenantDb,
  recording: {
    encounterId: string;
    patientId: string;
    clinicianId: string;
    consentId: string;
    mimeType: string;
    at: Date;
  },
): Promise<RecordingRow> {
  const id = randomUUID();
  await clinic
    .insertInto('recordings', {
      id,
      encounter_id: recording.encounterId,
      patient_id: recording.patientId,
      clinician_id: recording.clinicianId,
      consent_id: recording.consentId,
      mime_type: recording.mimeType,
      started_at: recording.at,
      finished_at: null,
      audio_deleted_at: null,
      problem: null,
      transcript_text: null,
      transcript_language: null,
      transcript_provider: null,
      transcript_model: null,
      transcribed_at: null,
      transcript_corrected_at: null,
      transcript_corrected_by: null,
      transcript_purged_at: null,
    })
    .execute();
  const row = await findRecording(clinic, id);
  if (!row) throw new Error('The recording just stored cannot be read back.');
  return row;
}

/** Applies `change` to the recording, if it is still `onlyIf` (when given); the row after, or null. */
export async function updateRecording(
  clinic: TenantDb,
  id: string,
  change: RecordingChange,
  onlyIf?: RecordingRow['status'],
): Promise<RecordingRow | null> {
  let query = clinic.updateTable('recordings').set(change).where('id', '=', id);
  if (onlyIf) query = query.where('status', '=', onlyIf);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return findRecording(clinic, id);
}

export async function deleteRecording(clinic: TenantDb, id: string): Promise<void> {
  await clinic.deleteFrom('recordings').where('id', '=', id).execute();
}

/** Whether an AI draft was made from this recording's transcript (its provenance names it). */
export async function hasDrafts(clinic: TenantDb, recordingId: string): Promise<boolean> {
  const row = await clinic
    .selectFrom('note_drafts')
    .select('id')
    .where('recording_id', '=', recordingId)
    .executeTakeFirst();
  return row !== undefined;
}
