import type { FastifyInstance, FastifyReply } from 'fastify';
import { etagOf } from '../../common/contracts/documents.contract.ts';
import { signingRefusal } from '../../common/contracts/intake-writes.ts';
import { INTAKE_MESSAGES, INTAKE_PATHS } from '../../common/contracts/intake.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { answerStale } from '../http/if-match.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { DocumentMoved, unlessMoved } from '../documents/document-access.ts';
import { updateRecord } from '../patients/record-access.repository.ts';
import {
  intakeIdParams,
  readableIntake,
  refuseIf,
  requireDraft,
  requireWritable,
} from './intake-access.ts';
import { recordSignedIntake } from './intake-effects.ts';
import { findIntake, markIntakeSigned } from './intake.repository.ts';

/** The 412 answer: the intake as it now stands, for the client to show beside its own text. */
async function staleAnswer(clinic: TenantDb, reply: FastifyReply, id: string) {
  const current = await findIntake(clinic, id);
  if (!current) throw new HttpError(404, MESSAGES.notFound);
  requireDraft(current);
  return answerStale(reply, current, INTAKE_MESSAGES.stale);
}

/**
 * Signing an intake (author only, with `If-Match`): locks it with the signer, the time, the role
 * and the SHA-256 of its canonical content as stored (server/documents/document-signature.ts), and in the same transaction
 * stores a score per complete instrument, the consents listed and the diagnoses listed (see
 * intake-effects.ts). Refused (422) when every section is empty, and while PHQ-9 item 9 is above 0
 * without a risk assessment (`signingRefusal`, which the mock applies too).
 */
export function intakeSignRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(INTAKE_PATHS.sign, {
      schema: { params: intakeIdParams },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const { intake } = await readableIntake(request, clinic, request.params.id);
        const expected = requireWritable(request, intake);
        if (expected !== intake.version) return staleAnswer(clinic, reply, intake.id);
        refuseIf(signingRefusal(intake.content));
        const { userId } = request.member;
        const signedAt = ctx.clock();
        const by = { userId, patientId: intake.patientId, at: signedAt };
        const signed = await unlessMoved(() =>
          updateRecord(clinic, by, async (tx) => {
            const sign = { id: intake.id, expected, signedAt, signerId: userId };
            if (!(await markIntakeSigned(tx, sign))) throw new DocumentMoved();
            await recordSignedIntake(tx, intake, userId, signedAt);
          }),
        );
        if (!signed) return staleAnswer(clinic, reply, intake.id);
        const current = await findIntake(clinic, intake.id);
        if (!current) throw new HttpError(404, MESSAGES.notFound);
        return reply.header('etag', etagOf(current.version)).send({ intake: current });
      },
    });
  };
}
