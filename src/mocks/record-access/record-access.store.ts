import type { AccessedRecordFacts } from '../../../common/contracts/accessed-record';
import { isPeerMockCall } from '../peer-mock-call';

/**
 * One line of the mock's record-access trail. A read of one record keeps what the trail may say
 * of it as it was then (the mock's simplification: the server reads the record's row as the
 * trail is shown, so a draft signed since is then open to the care team).
 */
export interface MockAccess {
  at: string;
  userId: string;
  patientId: string;
  action: string;
  record?: Omit<AccessedRecordFacts, 'sessionSeen'>;
  /** The SMART app the read was made through (the server's; a story or a test seeds it here). */
  smartApp?: { clientId: string; name: string };
}

/**
 * Every clinic's trail, oldest first. Its own module, as the server's one table: the patients
 * mock writes and shows it, and the mocks of notes, intakes, drafts, recordings and sessions write
 * their reads in it (a feature's mock does not reach into another's store).
 */
const clinics = new Map<string, MockAccess[]>();

/** The clinic's trail, oldest first. */
export const mockAccessOf = (tenantId: string): readonly MockAccess[] =>
  clinics.get(tenantId) ?? [];

/** Writes a line of the trail, like the server does on each read or change of a record. */
export function recordMockAccess(tenantId: string, line: Omit<MockAccess, 'at'>): void {
  const lines = clinics.get(tenantId) ?? clinics.set(tenantId, []).get(tenantId)!;
  lines.push({ ...line, at: new Date().toISOString() });
}

/**
 * A member's read of one record (a note, an intake, …; issue 30), written in its patient's trail
 * with the record named, as the server writes it. A peer mock's request is no member's read.
 */
export function recordMockRead(request: Request, tenantId: string, line: Omit<MockAccess, 'at'>) {
  if (!isPeerMockCall(request)) recordMockAccess(tenantId, line);
}

/** Forgets every line (tests start from none). */
export const resetMockAccess = () => clinics.clear();
