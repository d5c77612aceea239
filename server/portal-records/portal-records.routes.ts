import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSENT_SIGNING_MESSAGES,
  PORTAL_RECORD_PATHS,
  consentSignatureInput,
} from '../../common/contracts/consent-texts.contract.ts';
import { exportFileName } from '../../common/contracts/patient-export.contract.ts';
import { sharesPageQuery } from '../../common/contracts/patient-shares.contract.ts';
import type { RecordAccessAction } from '../../common/contracts/patients.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import { patientConsents, signConsentOnline } from '../consent-texts/consent-signing.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { buildPatientExport } from '../patients/export/patient-export.ts';
import { patientOr404 } from '../patients/patient-rights.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { sharedNoteIds, sharesForPatient } from '../shares/patient-shares.repository.ts';

/**
 * The patient's own consents, shares and record in the portal (issue 36), registered in
 * `portalSignedIn`: the patient and clinic are the token's (`request.patient`,
 * `request.patientClinic`), never an id the client sends, so another patient's or another
 * clinic's records cannot be named. Every read and the signature are written to the patient's
 * access trail under the portal account's id (the trail's reader names it; c36-portal's part).
 */
export function portalRecordRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const trail = (request: FastifyRequest, action: RecordAccessAction) =>
      recordAccess(request.patientClinic, {
        userId: request.patient.accountId,
        patientId: request.patient.patientId,
        action,
        at: ctx.clock(),
      });

    app.get(PORTAL_RECORD_PATHS.consents, {
      handler: async (request) => {
        const consents = await patientConsents(request.patientClinic, request.patient.patientId);
        await trail(request, 'read-consents');
        return { consents };
      },
    });

    app.post(PORTAL_RECORD_PATHS.consents, {
      schema: { body: consentSignatureInput },
      handler: async (request, reply) => {
        const result = await signConsentOnline(request.patientClinic, {
          patientId: request.patient.patientId,
          input: request.body,
          now: ctx.clock(),
        });
        if ('refused' in result) {
          if (result.refused === 'unknown-text') throw new HttpError(404, MESSAGES.notFound);
          throw new HttpError(409, CONSENT_SIGNING_MESSAGES.textChanged);
        }
        await trail(request, 'update');
        return reply.code(201).send({ consent: result.signed });
      },
    });

    app.get(PORTAL_RECORD_PATHS.shares, {
      schema: { querystring: sharesPageQuery },
      handler: async (request) => {
        const clinic = request.patientClinic;
        const { settings } = await readClinic(clinic);
        const page = await sharesForPatient(
          clinic,
          request.patient.patientId,
          request.query,
          settings.shareSignedNotes,
        );
        if (!page) throw new HttpError(400, MESSAGES.unknownCursor);
        await trail(request, 'read-shares');
        return page;
      },
    });

    app.get(PORTAL_RECORD_PATHS.export, {
      handler: async (request, reply) => {
        const clinic = request.patientClinic;
        const patient = await patientOr404(clinic, request.patient.patientId);
        const { settings } = await readClinic(clinic);
        const noteIds = settings.shareSignedNotes ? await sharedNoteIds(clinic, patient.id) : [];
        const zip = await buildPatientExport(ctx, clinic, request, patient, {
          noteIds,
          audit: (action) => trail(request, action),
        });
        await trail(request, 'export');
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${exportFileName(patient)}"`)
          .send(Buffer.from(zip));
      },
    });
  };
}
