import type { FastifyInstance } from 'fastify';
import {
  PATIENT_PORTAL_ROUTES,
  PORTAL_INVITATION_PAGE,
  PORTAL_MESSAGES,
  portalInvitationRequest,
} from '../../common/contracts/portal.contract.ts';
import { emailSignsInElsewhere } from '../auth/portal-accounts.ts';
import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { clinicTimeZone, dayIn } from './clinic-calendar.ts';
import { patientIdParams, patientOr404, requireRightFor } from './patient-rights.ts';
import { invitePatient, readPortalAccess, revokePortalAccess } from './portal-access.repository.ts';

/**
 * The patient portal from the chart (issue 36): every member sees whether the patient has portal
 * access (administrative, as consents); staff and the care team's clinicians invite (which records
 * the patient's consent to portal use); staff, owners and the care team's clinicians revoke,
 * which ends the patient's sessions at once. Another clinic's patient is a 404.
 */
export function portalAccessRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(PATIENT_PORTAL_ROUTES.access, {
      schema: { params: patientIdParams },
      handler: async (request) => {
        const patient = await patientOr404(request.clinic, request.params.id);
        return readPortalAccess(request.clinic, patient.id);
      },
    });

    app.post(PATIENT_PORTAL_ROUTES.invitation, {
      schema: { params: patientIdParams, body: portalInvitationRequest },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'invitePatientToPortal', {
          withoutRole: 403,
          outsideCaseload: 403,
        });
        const { email } = request.body;
        const who = { tenantId: clinic.tenantId, patientId: patient.id };
        if (await emailSignsInElsewhere(ctx, email, who)) {
          throw new HttpError(409, PORTAL_MESSAGES.emailInUse);
        }
        const now = ctx.clock();
        const token = newOpaqueToken();
        let outcome;
        try {
          outcome = await invitePatient(clinic, {
            patientId: patient.id,
            email,
            invitedBy: request.member.userId,
            tokenHash: hashToken(token),
            today: dayIn(await clinicTimeZone(clinic, patient.id), now),
            now,
          });
        } catch (error) {
          // Another patient's account took the address in the meantime.
          if (isUniqueViolation(error)) throw new HttpError(409, PORTAL_MESSAGES.emailInUse);
          throw error;
        }
        if (outcome === 'already-active') throw new HttpError(409, PORTAL_MESSAGES.alreadyActive);
        const { name } = await readClinic(clinic);
        // The token rides in the link's fragment: no request log ever sees it.
        await ctx.mailer({
          email,
          link: `${ctx.config.publicUrl}${PORTAL_INVITATION_PAGE}#token=${encodeURIComponent(token)}`,
          invitation: { clinicName: name, portal: true },
        });
        return reply.code(201).send(await readPortalAccess(clinic, patient.id));
      },
    });

    await plain.register(async (scope) => {
      acceptEmptyJson(scope)
        .withTypeProvider<ZodTypeProvider>()
        .post(PATIENT_PORTAL_ROUTES.revoke, {
          schema: { params: patientIdParams },
          handler: async (request) => {
            const clinic = request.clinic;
            const patient = await patientOr404(clinic, request.params.id);
            requireRightFor(request, patient, 'revokePortalAccess', {
              withoutRole: 403,
              outsideCaseload: 403,
            });
            const by = { patientId: patient.id, userId: request.member.userId, now: ctx.clock() };
            await revokePortalAccess(clinic, by);
            return readPortalAccess(clinic, patient.id);
          },
        });
    });
  };
}
