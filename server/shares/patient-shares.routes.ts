import type { FastifyInstance } from 'fastify';
import {
  SHARE_MESSAGES,
  SHARE_PATHS,
  shareInput,
  shareParams,
  sharesPageQuery,
} from '../../common/contracts/patient-shares.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { clinicalPatient, patientIdParams } from '../patients/patient-rights.ts';
import { recordAccess, updateRecord } from '../patients/record-access.repository.ts';
import {
  addShare,
  listShares,
  noteOfPatient,
  noteShared,
  removeShare,
  shareableArticle,
  type ShareDetails,
} from './patient-shares.repository.ts';

/**
 * What the patient's clinicians share with them in the portal (issue 36), on the chart: the care
 * team's clinicians list, share and unshare (a handout tells something of the care, so it is
 * clinical: anyone else, or another clinic, gets 404). Listing is on the access trail; a share or
 * an unshare is an update of the record.
 */
export function patientShareRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(SHARE_PATHS.patient, {
      schema: { params: patientIdParams, querystring: sharesPageQuery },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id);
        const page = await listShares(clinic, patient.id, request.query);
        if (!page) throw new HttpError(400, MESSAGES.unknownCursor);
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: patient.id,
          action: 'read-shares',
          at: ctx.clock(),
        });
        return page;
      },
    });

    app.post(SHARE_PATHS.patient, {
      schema: { params: patientIdParams, body: shareInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'writeClinical');
        const input = request.body;
        let details: ShareDetails = { kind: 'handout' };
        if (input.kind === 'article') {
          const article = await shareableArticle(clinic, patient.id, input.savedArticleId);
          if (!article) throw new HttpError(404, MESSAGES.notFound);
          details = { kind: 'article', article };
        } else if (input.kind === 'note') {
          const note = await noteOfPatient(clinic, patient.id, input.noteId);
          if (!note) throw new HttpError(404, MESSAGES.notFound);
          if (!(await readClinic(clinic)).settings.shareSignedNotes) {
            throw new HttpError(409, SHARE_MESSAGES.notesOff);
          }
          if (note.status !== 'signed' || !note.signed_at) {
            throw new HttpError(409, SHARE_MESSAGES.noteNotSigned);
          }
          if (await noteShared(clinic, patient.id, note.id)) {
            throw new HttpError(409, SHARE_MESSAGES.alreadyShared);
          }
          details = { kind: 'note', signedAt: new Date(note.signed_at) };
        }
        const now = ctx.clock();
        const { userId } = request.member;
        const share = await updateRecord(clinic, { userId, patientId: patient.id, at: now }, (tx) =>
          addShare(tx, { patientId: patient.id, input, details, sharedBy: userId, now }),
        );
        return reply.code(201).send({ share });
      },
    });

    app.delete(SHARE_PATHS.share, {
      schema: { params: shareParams },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'writeClinical');
        const { userId } = request.member;
        // An unknown share throws inside the transaction: no update lands in the trail.
        await updateRecord(
          clinic,
          { userId, patientId: patient.id, at: ctx.clock() },
          async (tx) => {
            if (!(await removeShare(tx, patient.id, request.params.shareId))) {
              throw new HttpError(404, MESSAGES.notFound);
            }
          },
        );
        return reply.code(204).send();
      },
    });
  };
}
