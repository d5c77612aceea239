import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { fhirBaseUrl } from '../fhir/fhir-bundle.ts';
import { FhirError, notFound } from '../fhir/fhir-errors.ts';
import {
  createExportJob,
  deleteExportJob,
  expiredExportJobs,
  findExportJob,
  type ExportJob,
} from './export-jobs.repository.ts';
import { EXPORT_ROUTES } from './export-operation.ts';
import {
  exportRoot,
  exportsEndWithServer,
  jobDir,
  openJobFile,
  removeJobFiles,
} from './export-files.ts';
import { EXPORT_TYPES, startExport, type ExportType } from './export-runner.ts';

/** A running job whose runner has not reported for this long has stopped (a restart, a crash). */
export const STALLED_AFTER_MS = 5 * 60_000;
const NDJSON_FORMATS = ['application/fhir+ndjson', 'application/ndjson', 'ndjson'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type WithJob = { Params: { id: string } };
type WithFile = { Params: { id: string; file: string } };

/** A FHIR instant: a time to the second at least, with its zone (R4 `instant`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** Whether the instant's calendar day exists (a JavaScript Date takes 30 February as 2 March). */
function realDay(instant: string): boolean {
  const [year, month, day] = instant.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/**
 * `_since` (an instant): only resources whose `meta.lastUpdated` is after it are exported (FHIR
 * Bulk Data). Anything else (a date without a time, a time without a zone, two values) is a 400.
 */
function sinceOf(query: Record<string, unknown>): Date | undefined {
  const since = query._since;
  if (since === undefined) return undefined;
  const at = typeof since === 'string' && INSTANT.test(since) ? new Date(since) : undefined;
  if (!at || Number.isNaN(at.getTime()) || !realDay(String(since))) {
    throw new FhirError(
      400,
      'invalid',
      '_since must be one FHIR instant with a time zone, e.g. 2026-01-31T12:00:00Z.',
    );
  }
  return at;
}

/** `_type`: a comma-separated subset of the exportable types (all when absent). */
function typesOf(query: Record<string, unknown>): readonly ExportType[] {
  for (const name of Object.keys(query)) {
    if (!['_type', '_outputFormat', '_since'].includes(name)) {
      throw new FhirError(
        400,
        'not-supported',
        `The $export parameter "${name}" is not supported.`,
      );
    }
  }
  const format = query._outputFormat;
  if (format !== undefined && (typeof format !== 'string' || !NDJSON_FORMATS.includes(format))) {
    throw new FhirError(400, 'not-supported', '_outputFormat must be application/fhir+ndjson.');
  }
  const type = query._type;
  if (type === undefined) return EXPORT_TYPES;
  if (typeof type !== 'string') throw new FhirError(400, 'invalid', 'Give _type once.');
  const asked = type.split(',').map((part) => part.trim());
  const unknown = asked.filter((name) => !(EXPORT_TYPES as readonly string[]).includes(name));
  if (unknown.length > 0 || asked.length === 0) {
    throw new FhirError(
      400,
      'not-supported',
      `_type may name ${EXPORT_TYPES.join(', ')}; not ${unknown.join(', ')}.`,
    );
  }
  return EXPORT_TYPES.filter((name) => asked.includes(name));
}

/**
 * The clinic's bulk export (FHIR Bulk Data Access, system level `$export`), for its owners:
 * - `GET {base}/$export` with `Prefer: respond-async` starts a job: 202 and `Content-Location`
 *   the job's status URL (on the configured public URL, never the request's Host);
 * - `GET` the status: 202 with `X-Progress` while it runs, 200 with the manifest when done
 *   (`output`: one ndjson file per type, `requiresAccessToken: true`), 500 OperationOutcome when
 *   it failed; `DELETE` it: cancels a running job or deletes a finished one's files (202);
 * - `GET` a file with the same owner's token (`application/fhir+ndjson`).
 * Files are kept 24 hours after the job finishes (`Expires` on the manifest), then deleted when
 * the clinic next asks anything of its exports. Another clinic's job is a 404; any member
 * without the owner role a 403. Registered inside the FHIR routes (fhir.routes.ts), whose
 * OperationOutcome errors, member check and `no-store` apply here too.
 */
export function fhirExportRoutes(ctx: AppContext) {
  const root = exportRoot(ctx.config);
  const base = fhirBaseUrl(ctx);
  const statusUrl = (id: string) => `${base}/$export-status/${id}`;

  return async (app: FastifyInstance) => {
    if (exportsEndWithServer(ctx.config)) {
      app.addHook('onClose', async () => rm(root, { recursive: true, force: true }));
    }
    app.addHook('preHandler', async (request) => {
      requireRole(request, 'owner');
      await sweepExpired(request);
    });

    /** Deletes the clinic's expired exports, rows and files. */
    async function sweepExpired(request: FastifyRequest) {
      const clinic = request.clinic;
      for (const id of await expiredExportJobs(clinic, ctx.clock())) {
        await removeJobFiles(jobDir(root, clinic.tenantId, id));
        await deleteExportJob(clinic, id);
      }
    }

    async function jobOf(request: FastifyRequest<WithJob>): Promise<ExportJob> {
      const { id } = request.params;
      if (!UUID.test(id)) throw notFound();
      const job = await findExportJob(request.clinic, id);
      if (!job) throw notFound();
      return job;
    }

    app.get(EXPORT_ROUTES.kickoff, async (request, reply) => {
      const prefer = String(request.headers.prefer ?? '');
      if (!/(^|[\s,;])respond-async($|[\s,;])/.test(prefer)) {
        throw new FhirError(
          400,
          'invalid',
          '$export runs asynchronously: send "Prefer: respond-async".',
        );
      }
      const query = (request.query ?? {}) as Record<string, unknown>;
      const types = typesOf(query);
      const since = sinceOf(query);
      const clinic = request.clinic;
      const id = randomUUID();
      const { userId, roles } = request.member;
      // The kick-off as the client sent it, on the public URL: its query string as received.
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      await createExportJob(clinic, {
        id,
        requestedBy: userId,
        request: `${base}/$export${search}`,
        now: ctx.clock(),
      });
      startExport(
        ctx,
        clinic,
        { tenantId: clinic.tenantId, id, dir: jobDir(root, clinic.tenantId, id), types, since },
        { userId, roles },
      );
      return reply.code(202).header('content-location', statusUrl(id)).send();
    });

    app.get<WithJob>(EXPORT_ROUTES.status, async (request, reply) => {
      const job = await jobOf(request);
      const stalled = ctx.clock().getTime() - job.heartbeat_at.getTime() > STALLED_AFTER_MS;
      if (
        job.state === 'failed' ||
        job.state === 'cancelled' ||
        (job.state === 'running' && stalled)
      ) {
        throw new FhirError(
          500,
          'exception',
          job.error ?? 'The export stopped before it finished.',
        );
      }
      if (job.state === 'running') {
        return reply
          .code(202)
          .header('x-progress', job.progress || 'starting')
          .header('retry-after', '2')
          .send();
      }
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .header('expires', (job.expires_at ?? ctx.clock()).toUTCString())
        .send({
          transactionTime: job.requested_at.toISOString(),
          request: job.request ?? `${base}/$export`,
          requiresAccessToken: true,
          output: job.output.map((file) => ({
            type: file.type,
            url: `${base}/$export-files/${job.id}/${file.file}`,
            count: file.count,
          })),
          error: [],
        });
    });

    app.delete<WithJob>(EXPORT_ROUTES.status, async (request, reply) => {
      const job = await jobOf(request);
      // A running job notices its row is gone at its next patient and deletes what it wrote.
      await deleteExportJob(request.clinic, job.id);
      await removeJobFiles(jobDir(root, request.clinic.tenantId, job.id));
      return reply.code(202).send();
    });

    app.get<WithFile>(EXPORT_ROUTES.files, async (request, reply) => {
      const job = await jobOf(request);
      const entry = job.output.find((file) => file.file === request.params.file);
      if (job.state !== 'completed' || !entry) throw notFound();
      const stream = await openJobFile(jobDir(root, request.clinic.tenantId, job.id), entry.file);
      if (!stream) throw notFound();
      return reply.type('application/fhir+ndjson').send(stream);
    });
  };
}
