import { sql, type Kysely } from 'kysely';
import type { NoteContent, NoteFormat } from '../../../common/contracts/notes.contract.ts';
import { intakeSignatureHash } from '../../intake/intake-signature.ts';
import { addendumSignatureHash, noteSignatureHash } from '../../notes/note-signing.ts';

/** What a signature check found: how many signed records it recomputed, and which did not match. */
export interface SignatureReport {
  notes: number;
  addenda: number;
  intakes: number;
  /** `notes/<id>`, `note_addenda/<id>`, `intakes/<id>` whose stored hash is not the recomputed one. */
  mismatches: string[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Recomputes the signature hash of every signed note, addendum and intake from its stored row
 * (note-signing.ts, intake-signature.ts) and compares it with the stored `content_sha256`: a
 * restore or a copy that changed one byte of what was signed shows here.
 */
export async function verifySignatures(db: Kysely<unknown>): Promise<SignatureReport> {
  const report: SignatureReport = { notes: 0, addenda: 0, intakes: 0, mismatches: [] };
  const notes = await sql<{
    id: string;
    patient_id: string;
    encounter_id: string;
    format: NoteFormat;
    content: NoteContent;
    author_id: string;
    signed_at: Date;
    content_sha256: string;
  }>`SELECT id, patient_id, encounter_id, format, content, author_id, signed_at, content_sha256
     FROM notes WHERE content_sha256 IS NOT NULL AND signed_at IS NOT NULL`.execute(db);
  for (const row of notes.rows) {
    report.notes += 1;
    const hash = noteSignatureHash({
      id: row.id,
      patientId: row.patient_id,
      encounterId: row.encounter_id,
      format: row.format,
      content: row.content,
      signerId: row.author_id,
      signedAt: iso(row.signed_at),
    });
    if (hash !== row.content_sha256) report.mismatches.push(`notes/${row.id}`);
  }
  const addenda = await sql<{
    id: string;
    note_id: string;
    text: string;
    reason: string;
    author_id: string;
    signed_at: Date;
    content_sha256: string;
  }>`SELECT id, note_id, text, reason, author_id, signed_at, content_sha256
     FROM note_addenda`.execute(db);
  for (const row of addenda.rows) {
    report.addenda += 1;
    const hash = addendumSignatureHash({
      noteId: row.note_id,
      text: row.text,
      reason: row.reason,
      authorId: row.author_id,
      signedAt: iso(row.signed_at),
    });
    if (hash !== row.content_sha256) report.mismatches.push(`note_addenda/${row.id}`);
  }
  const intakes = await sql<{
    id: string;
    patient_id: string;
    encounter_id: string | null;
    content: unknown;
    author_id: string;
    signed_at: Date;
    content_sha256: string;
  }>`SELECT id, patient_id, encounter_id, content, author_id, signed_at, content_sha256
     FROM intakes WHERE content_sha256 IS NOT NULL AND signed_at IS NOT NULL`.execute(db);
  for (const row of intakes.rows) {
    report.intakes += 1;
    const hash = intakeSignatureHash({
      id: row.id,
      patientId: row.patient_id,
      encounterId: row.encounter_id,
      content: row.content,
      signerId: row.author_id,
      signedAt: iso(row.signed_at),
    });
    if (hash !== row.content_sha256) report.mismatches.push(`intakes/${row.id}`);
  }
  return report;
}
