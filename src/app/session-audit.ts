import { auditClient } from '../api/session/audit-client';
import type { User } from '../../common/contracts/account.contract';
import type { SessionEndReason } from '../../common/contracts/audit.contract';
import { sessionStore } from '../platform/session/session-storage';
import { publishSessionEnd } from '../routes/session/idle-connected';
import { bearerToken } from './auth-effects';

/** Set only while a session end is recorded, so the event carries the ended session's bearer. */
let endedSessionToken: string | null = null;
auditClient.configure({ getToken: () => endedSessionToken ?? bearerToken(sessionStore) });
// Events kept from an earlier page, or from a time offline, go out when the app starts or reconnects.
void auditClient.flush();
globalThis.addEventListener?.('online', () => void auditClient.flush());

/** Only external-provider sign-ins: the server records a password sign-in at POST /account/login. */
export function recordSignIn(user: User): void {
  auditClient.recordSignIn(user);
}

/** Each session end goes to the session's other tabs. */
export function recordSessionEnd(reason: SessionEndReason, user: User | null): void {
  publishSessionEnd(user, reason);
}

/** A session end the server did not record (no logout call, or it failed) goes to the audit trail. */
export function recordUnrecordedSessionEnd(
  reason: SessionEndReason,
  user: User,
  token: string | null,
): void {
  endedSessionToken = token;
  try {
    auditClient.recordSessionEnd(user, reason);
  } finally {
    endedSessionToken = null;
  }
}
