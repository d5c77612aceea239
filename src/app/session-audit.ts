import { auditClient } from '../api/audit-client';
import type { User } from '../contracts/account.contract';
import type { SessionEndReason } from '../contracts/audit.contract';
import { sessionStore } from '../platform/session-storage';
import { publishSessionEnd } from '../routes/connect/idle-connected';
import { bearerToken } from './auth-effects';

auditClient.configure({ getToken: () => bearerToken(sessionStore) });
// Events kept from an earlier page, or from a time offline, go out when the app starts or reconnects.
void auditClient.flush();
globalThis.addEventListener?.('online', () => void auditClient.flush());

/** Each sign-in goes to the audit trail once (decision: a restored session is not a sign-in). */
export function recordSignIn(user: User): void {
  auditClient.recordSignIn(user);
}

/** Each session end goes to the audit trail with its reason, and to the session's other tabs. */
export function recordSessionEnd(reason: SessionEndReason, user: User | null): void {
  if (user) auditClient.recordSessionEnd(user, reason);
  publishSessionEnd(user, reason);
}
