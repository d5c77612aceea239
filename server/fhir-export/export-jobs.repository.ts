import type { Selectable } from 'kysely';
import type { FhirExportFile, FhirExportTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { jsonText } from '../intake/json-text.ts';

/** A clinic's bulk export job as stored (migration 0031). */
export type ExportJob = Omit<Selectable<FhirExportTable>, 'tenant_id'>;

export async function createExportJob(
  clinic: TenantDb,
  job: { id: string; requestedBy: string; request: string; now: Date },
): Promise<void> {
  await clinic
    .insertInto('fhir_exports', {
      id: job.id,
      requested_by: job.requestedBy,
      state: 'running',
      error: null,
      requested_at: job.now,
      heartbeat_at: job.now,
      finished_at: null,
      expires_at: null,
      request: job.request,
    })
    .execute();
}

export async function findExportJob(clinic: TenantDb, id: string): Promise<ExportJob | null> {
  const row = await clinic
    .selectFrom('fhir_exports')
    .select([
      'id',
      'requested_by',
      'state',
      'progress',
      'output',
      'error',
      'requested_at',
      'heartbeat_at',
      'finished_at',
      'expires_at',
      'request',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The runner's beat: what it has done so far. False when the job is gone (cancelled). */
export async function reportProgress(
  clinic: TenantDb,
  id: string,
  progress: string,
  now: Date,
): Promise<boolean> {
  const result = await clinic
    .updateTable('fhir_exports')
    .set({ progress, heartbeat_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function finishExportJob(
  clinic: TenantDb,
  id: string,
  outcome:
    | { state: 'completed'; output: FhirExportFile[]; now: Date; expiresAt: Date }
    | { state: 'failed'; error: string; now: Date },
): Promise<void> {
  await clinic
    .updateTable('fhir_exports')
    .set(
      outcome.state === 'completed'
        ? {
            state: 'completed',
            output: jsonText(outcome.output),
            progress: 'done',
            finished_at: outcome.now,
            heartbeat_at: outcome.now,
            expires_at: outcome.expiresAt,
          }
        : { state: 'failed', error: outcome.error, finished_at: outcome.now },
    )
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

export async function deleteExportJob(clinic: TenantDb, id: string): Promise<boolean> {
  const result = await clinic.deleteFrom('fhir_exports').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The clinic's finished jobs whose files have expired by `now`. */
export async function expiredExportJobs(clinic: TenantDb, now: Date): Promise<string[]> {
  const rows = await clinic
    .selectFrom('fhir_exports')
    .select('id')
    .where('expires_at', '<=', now)
    .execute();
  return rows.map((row) => row.id);
}
