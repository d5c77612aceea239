import type { FastifyInstance } from 'fastify';
import {
  PATIENT_MESSAGES,
  PATIENT_PATHS,
  patientListQuery,
  patientRegistration,
  patientUpdate,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { holdsRole, requireRole } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import {
  findPatient,
  isClinicianOfClinic,
  registerPatient,
  updatePatient,
} from './patients.repository.ts';
import { listPatients } from './patients.search.ts';
import { likelyDuplicates } from './patient-duplicates.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { recordAccess } from './record-access.repository.ts';
import { accessTrailRoutes } from './access-trail.routes.ts';
import { careTeamRoutes } from './care-team.routes.ts';
import { consentRoutes } from './consents.routes.ts';
import { diagnosisRoutes } from './diagnoses.routes.ts';
import { flagsRoutes } from './flags.routes.ts';
import { patientExportRoutes } from './export/patient-export.routes.ts';
import { patientIdParams as idParams } from './patient-rights.ts';

/** A primary clinician must be an active clinician of the caller's clinic. */
const NOT_A_CLINICIAN = 'The primary clinician must be an active clinician of this clinic.';

/**
 * Patients (CLINICAL.md §1–3): every member reads demographics; staff and clinicians register
 * and edit them (a clinician only their caseload's); every read and change of a record is in
 * the record-access trail. Another clinic's patient is a 404, as is one that does not exist.
 * A patient's consents, care team, flags, diagnoses and access trail are registered here too.
 */
export function patientRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    // A POST, so the name searched for is in no URL (issue 31); the answer is still a read.
    app.post(PATIENT_PATHS.search, {
      schema: { body: patientListQuery },
      handler: async (request) => {
        const { userId } = request.member;
        const { clinician, ...rest } = request.body;
        // Clinicians see their caseload unless they ask for everyone; others see the clinic.
        const wanted = clinician ?? (holdsRole(request, 'clinician') ? 'me' : 'any');
        const careTeamMember = wanted === 'any' ? undefined : wanted === 'me' ? userId : wanted;
        return listPatients(request.clinic, { ...rest, careTeamMember }, ctx.keys.cursorKey);
      },
    });

    app.post(PATIENT_PATHS.list, {
      schema: { body: patientRegistration },
      handler: async (request, reply) => {
        requireRole(request, 'staff', 'clinician');
        const clinic = request.clinic;
        const { userId } = request.member;
        const { confirmNotDuplicate, ...input } = request.body;
        // A clinician registering a patient becomes their primary clinician unless they name one.
        const primary =
          input.primaryClinicianId ?? (holdsRole(request, 'clinician') ? userId : null);
        if (primary && !(await isClinicianOfClinic(clinic, primary))) {
          throw new HttpError(400, NOT_A_CLINICIAN);
        }
        // The clinic may hold this patient already: say whom, unless the registrar has seen them.
        const matches = await likelyDuplicates(clinic, input);
        if (matches.length > 0 && !confirmNotDuplicate) {
          return reply.code(409).send({ message: PATIENT_MESSAGES.likelyDuplicate, matches });
        }
        const now = ctx.clock();
        const patient = await registerPatient(
          clinic,
          { ...input, primaryClinicianId: primary },
          now,
        );
        await recordAccess(clinic, { userId, patientId: patient.id, action: 'create', at: now });
        if (matches.length > 0) {
          const change = { subjectId: patient.id, before: matches.map((m) => m.id), after: [] };
          await recordAuditEvents(clinic, [
            { type: 'duplicate-registration-confirmed', userId, at: now, change },
          ]);
        }
        return reply.code(201).send({ patient });
      },
    });

    app.get(PATIENT_PATHS.one, {
      schema: { params: idParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await findPatient(clinic, request.params.id);
        if (!patient) throw new HttpError(404, MESSAGES.notFound);
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: patient.id,
          action: 'read',
          at: ctx.clock(),
        });
        return { patient };
      },
    });

    app.patch(PATIENT_PATHS.one, {
      schema: { params: idParams, body: patientUpdate },
      handler: async (request) => {
        requireRole(request, 'staff', 'clinician');
        const clinic = request.clinic;
        const { userId } = request.member;
        const current = await findPatient(clinic, request.params.id);
        if (!current) throw new HttpError(404, MESSAGES.notFound);
        if (!holdsRole(request, 'staff') && !current.careTeam.includes(userId)) {
          throw new HttpError(403, MESSAGES.forbiddenRole);
        }
        const primary = request.body.primaryClinicianId;
        if (primary && !(await isClinicianOfClinic(clinic, primary))) {
          throw new HttpError(400, NOT_A_CLINICIAN);
        }
        const now = ctx.clock();
        const by = { userId, at: now };
        const patient = (await updatePatient(clinic, current.id, request.body, by)) as Patient;
        await recordAccess(clinic, { userId, patientId: patient.id, action: 'update', at: now });
        return { patient };
      },
    });

    const parts = [
      consentRoutes,
      careTeamRoutes,
      flagsRoutes,
      diagnosisRoutes,
      accessTrailRoutes,
      patientExportRoutes,
    ];
    for (const part of parts) await plain.register(part(ctx));
  };
}
