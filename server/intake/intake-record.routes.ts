import { INTAKE_MESSAGES } from '../../common/contracts/intake.contract.ts';
import type { FastifyInstance } from 'fastify';
import {
  enteredInErrorInput,
  etagOf,
  versionsPageQuery,
} from '../../common/contracts/documents.contract.ts';
import { INTAKE_PATHS, intakeUpdateInput } from '../../common/contracts/intake.contract.ts';
import type { AppContext } from '../context.ts';
import { answerStale } from '../http/if-match.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { DocumentMoved, unlessMoved } from '../documents/document-access.ts';
import { recordAccess, updateRecord } from '../patients/record-access.repository.ts';
import {
  intakeIdParams,
  readableIntake,
  requireAuthor,
  requireDraft,
  requireWritable,
} from './intake-access.ts';
import { flagSuicideRiskIfAnswered } from './intake-effects.ts';
import { documentVersionsPage } from '../documents/document-versions.repository.ts';
import { INTAKE_DOCUMENT } from '../documents/document-types.ts';
import { findIntake, markIntakeEnteredInError, saveIntakeContent } from './intake.repository.ts';

/**
 * One intake: read it (audited 'read-intake'), save a draft over the version it edits
 * (`If-Match`; 428 without, 412 with the current intake when stale, 409 once signed), read its
 * versions, and withdraw it as entered in error (author only; a draft started for the wrong
 * patient is withdrawn the same way, since nothing clinical is ever deleted).
 */
export function intakeRecordRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(INTAKE_PATHS.one, {
      schema: { params: intakeIdParams },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const { intake } = await readableIntake(request, clinic, request.params.id);
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: intake.patientId,
          action: 'read-intake',
          at: ctx.clock(),
          record: { kind: 'intake', id: intake.id },
        });
        return reply.header('etag', etagOf(intake.version)).send({ intake });
      },
    });

    app.put(INTAKE_PATHS.one, {
      schema: { params: intakeIdParams, body: intakeUpdateInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const { intake } = await readableIntake(request, clinic, request.params.id);
        const expected = requireWritable(request, intake);
        const { userId } = request.member;
        const now = ctx.clock();
        const { content } = request.body;
        const by = { userId, patientId: intake.patientId, at: now };
        const saved =
          expected === intake.version &&
          (await unlessMoved(() =>
            updateRecord(clinic, by, async (tx) => {
              const save = { id: intake.id, expected, content, by: userId, now };
              if (!(await saveIntakeContent(tx, save))) throw new DocumentMoved();
              await flagSuicideRiskIfAnswered(tx, intake.patientId, content, now);
            }),
          ));
        const current = await findIntake(clinic, intake.id);
        if (!current) throw new HttpError(404, MESSAGES.notFound);
        if (!saved) {
          requireDraft(current);
          return answerStale(reply, current, INTAKE_MESSAGES.stale);
        }
        return reply.header('etag', etagOf(current.version)).send({ intake: current });
      },
    });

    app.get(INTAKE_PATHS.versions, {
      schema: { params: intakeIdParams, querystring: versionsPageQuery },
      handler: async (request) => {
        const clinic = request.clinic;
        const { intake } = await readableIntake(request, clinic, request.params.id);
        const page = await documentVersionsPage(
          clinic,
          { type: INTAKE_DOCUMENT, id: intake.id },
          request.query,
        );
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: intake.patientId,
          action: 'read-intake',
          at: ctx.clock(),
          record: { kind: 'intake', id: intake.id },
        });
        return page;
      },
    });

    app.post(INTAKE_PATHS.enteredInError, {
      schema: { params: intakeIdParams, body: enteredInErrorInput },
      handler: async (request) => {
        const clinic = request.clinic;
        const { intake } = await readableIntake(request, clinic, request.params.id);
        requireAuthor(request, intake);
        const { userId } = request.member;
        const now = ctx.clock();
        const entry = { id: intake.id, reason: request.body.reason, by: userId, now };
        await updateRecord(clinic, { userId, patientId: intake.patientId, at: now }, async (tx) => {
          if (!(await markIntakeEnteredInError(tx, entry))) {
            throw new HttpError(409, INTAKE_MESSAGES.alreadyWithdrawn);
          }
        });
        const current = await findIntake(clinic, intake.id);
        if (!current) throw new HttpError(404, MESSAGES.notFound);
        return { intake: current };
      },
    });
  };
}
