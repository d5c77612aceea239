import { sql, type Kysely } from 'kysely';
import type { BackupAudio } from './audio-port.ts';
import { describeBroken } from '../integrity/integrity-report.ts';
import { verifySignatures, type SignatureReport } from '../integrity/verify-integrity.ts';
import type { Database } from '../schema.ts';
import { readRecordingAudio, writeRecordingAudio, type RecordingRef } from './audio-copy.ts';
import {
  countRows,
  DERIVED_TABLES,
  MIGRATOR_TABLES,
  quoteIdent,
  tablesInOrder,
} from './table-catalog.ts';

/** Rows read and written per statement: bounded memory whatever the table's size. */
export const COPY_BATCH_ROWS = 500;

export interface CopyReport {
  counts: Record<string, number>;
  sequences: number;
  audioChunks: number;
  signatures: SignatureReport;
}

/** The copy's target was not empty, or what arrived differs from what was read. */
export class CopyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefused';
  }
}

/** Every table but the migrator's must be empty: a copy never merges into a live clinic. */
export async function checkTargetEmpty(target: Kysely<unknown>): Promise<void> {
  const tables = (await tablesInOrder(target))
    .map((table) => table.name)
    .filter((name) => !(MIGRATOR_TABLES as readonly string[]).includes(name));
  const counts = await countRows(target, tables);
  const holding = Object.entries(counts).filter(([, n]) => n > 0);
  if (holding.length > 0) {
    throw new CopyRefused(
      `The target database is not empty (${holding.map(([t, n]) => `${t}: ${n}`).join(', ')}): copy only into an empty PostgreSQL database.`,
    );
  }
}

/**
 * Copies every row of the source (migrated to the same version as the target) into the target,
 * table by table, parents first, inside one REPEATABLE READ transaction on each side: the source
 * is read at one instant and the target gets all of it or nothing. Rows travel as JSON text made
 * by the source (`json_agg`) and read by the target (`json_populate_recordset`), so every type
 * (timestamps, jsonb, arrays, bytea, bigint) crosses exactly; generated columns are recomputed by
 * the target; identity columns keep their values (OVERRIDING SYSTEM VALUE); sequences are set to
 * the source's. Tables the database keeps by triggers (DERIVED_TABLES) are made by the target's
 * own triggers as the rows arrive; their source counts join the others. Then the counts are
 * compared and every signature recomputed on the target.
 */
export async function copyDatabase(
  source: Kysely<unknown>,
  target: Kysely<unknown>,
  progress: (line: string) => void = () => {},
): Promise<{ counts: Record<string, number>; sequences: number; recordings: RecordingRef[] }> {
  const notCopied: readonly string[] = [...MIGRATOR_TABLES, ...DERIVED_TABLES];
  const tables = (await tablesInOrder(source)).filter((table) => !notCopied.includes(table.name));
  const targetTables = new Map((await tablesInOrder(target)).map((t) => [t.name, t.columns]));
  for (const table of tables) {
    const columns = targetTables.get(table.name);
    if (!columns || columns.join() !== table.columns.join()) {
      throw new CopyRefused(
        `The table ${table.name} differs between the source and the target: are both at the same Praxis version?`,
      );
    }
  }
  return source
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (from) =>
      target.transaction().execute(async (to) => {
        const counts: Record<string, number> = {};
        for (const table of tables) {
          const name = sql.raw(quoteIdent(table.name));
          const list = sql.raw(table.columns.map(quoteIdent).join(', '));
          let copied = 0;
          for (;;) {
            const page = await sql<{ rows: string | null }>`
              SELECT json_agg(t)::text AS rows FROM (
                SELECT ${list} FROM ${name} ORDER BY ctid LIMIT ${COPY_BATCH_ROWS} OFFSET ${copied}
              ) t`.execute(from);
            const rows = page.rows[0]?.rows;
            if (!rows) break;
            const inserted = await sql`
              INSERT INTO ${name} (${list}) OVERRIDING SYSTEM VALUE
              SELECT ${list} FROM json_populate_recordset(NULL::${name}, ${rows}::json)`.execute(
              to,
            );
            const n = Number(inserted.numAffectedRows ?? 0);
            copied += n;
            if (n < COPY_BATCH_ROWS) break;
          }
          counts[table.name] = copied;
          progress(`${table.name}: ${copied} rows`);
        }
        const derived = await countRows(from, [...DERIVED_TABLES]);
        for (const [table, rows] of Object.entries(derived)) {
          counts[table] = rows;
          progress(`${table}: ${rows} rows kept by the database`);
        }
        const sequences = await sql<{
          name: string;
          last_value: string | null;
          is_called: boolean;
        }>`
          SELECT sequencename AS name, last_value::text AS last_value, last_value IS NOT NULL AS is_called
          FROM pg_sequences WHERE schemaname = current_schema()`.execute(from);
        for (const seq of sequences.rows) {
          if (seq.last_value === null) continue;
          await sql`SELECT setval(${quoteIdent(seq.name)}::regclass, ${seq.last_value}::bigint, true)`.execute(
            to,
          );
        }
        progress(`sequences: ${sequences.rows.length} set`);
        const recordings = await sql<RecordingRef>`
          SELECT tenant_id, id FROM recordings ORDER BY tenant_id, id`.execute(from);
        return { counts, sequences: sequences.rows.length, recordings: recordings.rows };
      }),
    );
}

/**
 * The whole move: rows (copyDatabase), then each table's count on the target against what was
 * read, every signature recomputed on the target, and the recordings' audio into the target store
 * (skipped when both are the same store).
 */
export async function copyClinic(options: {
  source: Kysely<unknown>;
  target: Kysely<unknown>;
  audioFrom: BackupAudio;
  audioTo: BackupAudio | null;
  progress?: (line: string) => void;
}): Promise<CopyReport> {
  const progress = options.progress ?? (() => {});
  await checkTargetEmpty(options.target);
  const copied = await copyDatabase(options.source, options.target, progress);
  const arrived = await countRows(options.target, Object.keys(copied.counts));
  const differing = Object.keys(copied.counts).filter((t) => arrived[t] !== copied.counts[t]);
  if (differing.length > 0) {
    throw new CopyRefused(`Rows differ after the copy in: ${differing.join(', ')}.`);
  }
  const signatures = await verifySignatures(options.target as Kysely<Database>);
  progress(
    `signatures: ${signatures.notes} notes, ${signatures.addenda} addenda, ${signatures.intakes} intakes verified`,
  );
  if (signatures.mismatches.length > 0) {
    throw new CopyRefused(
      `Signed records do not verify after the copy: ${signatures.mismatches.map(describeBroken).join('; ')}.`,
    );
  }
  let audioChunks = 0;
  if (options.audioTo) {
    const audio = await readRecordingAudio(options.audioFrom, copied.recordings, progress);
    audioChunks = await writeRecordingAudio(options.audioTo, audio.entries, progress);
    progress(`audio: ${audioChunks} chunks copied`);
  }
  return { counts: copied.counts, sequences: copied.sequences, audioChunks, signatures };
}
