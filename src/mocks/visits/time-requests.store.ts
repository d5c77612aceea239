import type { TimeRequest } from '../../../common/contracts/portal-visits.contract';

/**
 * Patients' requests for another time in the browser mock (issue 36), each clinic apart, as the
 * server's `session_time_requests`: at most one pending per session, newest last.
 */
export interface MockTimeRequest extends TimeRequest {
  patientId: string;
}

const clinics = new Map<string, MockTimeRequest[]>();

export const timeRequestsOf = (tenantId: string) =>
  clinics.get(tenantId) ?? clinics.set(tenantId, []).get(tenantId)!;

/** Forgets every mock request (tests start from none). */
export const resetMockTimeRequests = () => clinics.clear();

/** The session's latest request (pending or answered), as the patient's pages show it. */
export function latestRequestOf(tenantId: string, sessionId: string): TimeRequest | null {
  const found = timeRequestsOf(tenantId).findLast((r) => r.sessionId === sessionId);
  if (!found) return null;
  const { patientId: _patientId, ...request } = found;
  return request;
}

/** Closes (declines) the session's pending request, as a cancellation does on the server. */
export function closePendingOf(tenantId: string, sessionId: string, at: string) {
  for (const request of timeRequestsOf(tenantId)) {
    if (request.sessionId === sessionId && request.status === 'pending') {
      request.status = 'declined';
      request.decidedAt = at;
    }
  }
}
