import type { SessionReminder } from '../../common/contracts/reminders.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { lastMailAbout } from './reminder-sessions.repository.ts';

/** The last mail about a session as its answer shows it (kind, sequence, channel; no address). */
export async function lastReminder(
  clinic: TenantDb,
  sessionId: string,
): Promise<SessionReminder | null> {
  const row = await lastMailAbout(clinic, sessionId);
  if (!row) return null;
  return {
    kind: row.kind,
    sequence: row.sequence,
    channel: row.channel,
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  };
}
