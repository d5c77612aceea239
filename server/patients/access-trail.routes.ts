import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCESS_EXPORT_MAX,
  PATIENT_PATHS,
  accessTrailFilter,
  accessTrailQuery,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import type { AppContext } from '../context.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { accessTrailCsv } from '../../common/export/access-trail-csv.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { exportAccessTrail, listAccessTrail } from './access-trail.repository.ts';
import { holdsRightFor, patientIdParams, patientOr404, requireRightFor } from './patient-rights.ts';
import { viewerOf } from '../encounters/session-visibility.ts';
import type { TrailViewer } from './accessed-records.repository.ts';

/** Who reads the trail: what each record it names may say to them, and whether they may open it. */
const readerOf = (request: FastifyRequest, patient: Patient): TrailViewer => ({
  ...viewerOf(request),
  clinical: holdsRightFor(request, patient, 'readClinical'),
});

/**
 * The record-access trail of one patient (CLINICAL.md decision 9): owners review it
 * (`reviewAccessTrail`), narrowed by member, action, record and time if they wish, and export it as CSV
 * for an auditor; every other member is refused (403). Reviewing the trail is not itself a line
 * of it (it shows no clinical contents, only who opened the record); an export is an audit event
 * (`access-trail-export`), since the file leaves the application.
 */
export function accessTrailRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(PATIENT_PATHS.access, {
      schema: { params: patientIdParams, querystring: accessTrailQuery },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'reviewAccessTrail', {
          withoutRole: 403,
          outsideCaseload: 403,
        });
        return listAccessTrail(clinic, patient.id, request.query, readerOf(request, patient));
      },
    });

    app.get(PATIENT_PATHS.accessExport, {
      schema: { params: patientIdParams, querystring: accessTrailFilter },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'reviewAccessTrail', {
          withoutRole: 403,
          outsideCaseload: 403,
        });
        const entries = await exportAccessTrail(
          clinic,
          patient.id,
          request.query,
          ACCESS_EXPORT_MAX,
          readerOf(request, patient),
        );
        await recordAuditEvents(clinic, [
          {
            type: 'access-trail-export',
            userId: request.member.userId,
            at: ctx.clock(),
            // The filter the file was made with (ids, an action, instants: no patient data).
            change: {
              subjectId: patient.id,
              before: [],
              after: Object.entries(request.query).map(([key, value]) => `${key}=${value}`),
            },
          },
        ]);
        const csv = accessTrailCsv(entries);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="access-trail-${patient.mrn}.csv"`)
          .send(csv);
      },
    });
  };
}
