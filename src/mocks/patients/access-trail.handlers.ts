import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  describeAccessedRecord,
  type TrailReader,
} from '../../../common/contracts/accessed-record';
import { mayDo } from '../../../common/contracts/clinic.contract';
import {
  PATIENT_PATHS,
  accessTrailQuery,
  accessTrailFilter,
  ACCESS_EXPORT_MAX,
  type AccessTrailFilter,
  type AccessTrailResponse,
} from '../../../common/contracts/patients.contract';
import { accessTrailCsv } from '../../../common/export/access-trail-csv';
import { apiUrl, fail } from '../mock-replies';
import { findById, toUser, accountName } from '../session/account.db';
import { recordServerAuditEvent } from '../session/audit.handlers';
import { callerOf, holds, invalid, type Caller } from './patient-records.handlers';
import { mockAccessOf, type MockAccess } from '../record-access/record-access.store';

/**
 * A patient's record-access trail in the browser mock (CLINICAL.md decision 9), as the server
 * answers it (tests/contract/patient-records-contract.test.ts runs the same cases on both):
 * owners review it, narrowed by member, action, record and time, and export it as CSV (an audit
 * event); each record a line names is told as the server tells it (`describeAccessedRecord`).
 */

/** The caller, if they may review this patient's access trail (owners), or the refusal. */
function trailReviewer(request: Request, id: unknown): Caller | Response {
  const caller = callerOf(request, id);
  if (caller instanceof Response) return caller;
  if (!mayDo(toUser(caller.account).roles, 'reviewAccessTrail')) {
    return fail(403, 'Your role does not allow this.');
  }
  return caller;
}

/**
 * The record a line names, as the caller may see it. The sessions of a patient whose contents
 * the caller holds are theirs to see, and an owner or the front desk sees every session (the
 * server's `sessionSeenBy`, short of a clinician's own sessions off the care team).
 */
function recordOf(caller: Caller, line: MockAccess) {
  if (!line.record) return {};
  const reader: TrailReader = {
    userId: caller.account.id,
    clinical: holds(caller, 'readClinical'),
  };
  const sessionSeen = reader.clinical || mayDo(toUser(caller.account).roles, 'seeClinicSchedule');
  return { record: describeAccessedRecord({ ...line.record, sessionSeen }, reader) };
}

/** The patient's trail, newest first, narrowed as the server narrows it. */
function trailOf(caller: Caller, filter: AccessTrailFilter): AccessTrailResponse['entries'] {
  return mockAccessOf(caller.account.tenantId)
    .filter((line) => line.patientId === caller.patient.id)
    .filter((line) => !filter.userId || line.userId === filter.userId)
    .filter((line) => !filter.action || line.action === filter.action)
    .filter((line) => !filter.recordId || line.record?.id === filter.recordId)
    .filter((line) => !filter.from || Date.parse(line.at) >= Date.parse(filter.from))
    .filter((line) => !filter.to || Date.parse(line.at) < Date.parse(filter.to))
    .reverse()
    .map((line) => {
      const user = findById(line.userId);
      return {
        at: line.at,
        user: { id: line.userId, name: user ? accountName(user) : line.userId },
        action: line.action,
        ...recordOf(caller, line),
        ...(line.smartApp && { smartApp: line.smartApp }),
      };
    });
}

export const accessTrailHandlers: HttpHandler[] = [
  http.get(apiUrl(PATIENT_PATHS.access), ({ request, params }) => {
    const caller = trailReviewer(request, params.id);
    if (caller instanceof Response) return caller;
    const query = accessTrailQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return invalid(query.error);
    const newestFirst = trailOf(caller, query.data);
    const start = Number(query.data.cursor ?? 0);
    const page = newestFirst.slice(start, start + query.data.limit);
    const next = start + query.data.limit < newestFirst.length;
    return HttpResponse.json({
      entries: page,
      ...(next ? { nextCursor: String(start + query.data.limit) } : {}),
    });
  }),

  http.get(apiUrl(PATIENT_PATHS.accessExport), ({ request, params }) => {
    const caller = trailReviewer(request, params.id);
    if (caller instanceof Response) return caller;
    const query = accessTrailFilter.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalid(query.error);
    const entries = trailOf(caller, query.data).slice(0, ACCESS_EXPORT_MAX);
    recordServerAuditEvent({
      type: 'access-trail-export',
      userId: caller.account.id,
      tenantId: caller.account.tenantId,
      subjectId: caller.patient.id,
      before: [],
      after: Object.entries(query.data).map(([key, value]) => `${key}=${value}`),
    });
    return new HttpResponse(accessTrailCsv(entries), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="access-trail-${caller.patient.mrn}.csv"`,
      },
    });
  }),
];
