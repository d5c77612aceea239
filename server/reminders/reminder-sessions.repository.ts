import type { EncounterStatus } from '../../common/contracts/encounters.contract.ts';
import type { EncounterTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { encountersWithPeople } from '../encounters/encounters.repository.ts';
import type { MailedAbout } from './next-mail.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A session a mail may be due for, with what the mail needs and whether it may go. */
export interface ReminderSession {
  id: string;
  status: EncounterStatus;
  startsAt: Date;
  endsAt: Date;
  modality: EncounterTable['modality'];
  location: string | null;
  /** The session's video link, once sessions carry one (issue 32's video sessions). */
  meetingUrl: string | null;
  clinicianName: string;
  /** The patient's address: used to send, never logged. */
  email: string | null;
  remindersOff: boolean;
  contactConsent: boolean;
}

/**
 * The sessions a mail may be due for now: planned ones starting within the longest reminder
 * window, and any session changed (moved, cancelled) after the last mail about it.
 */
export async function sessionsToConsider(
  clinic: TenantDb,
  now: Date,
  longestWindowHours: number,
): Promise<ReminderSession[]> {
  const windowEnd = new Date(now.getTime() + longestWindowHours * HOUR_MS);
  const rows = await encountersWithPeople(clinic)
    .leftJoin('patient_reminder_settings as prefs', (join) =>
      join
        .onRef('prefs.tenant_id', '=', 'encounters.tenant_id')
        .onRef('prefs.patient_id', '=', 'encounters.patient_id'),
    )
    .select((eb) => [
      'encounters.id',
      'encounters.status',
      'encounters.starts_at',
      'encounters.ends_at',
      'encounters.modality',
      'encounters.location',
      'encounters.video_link',
      'users.first_name',
      'users.last_name',
      'patients.email',
      'prefs.reminders_off',
      eb
        .selectFrom('consents')
        .select('consents.status')
        .whereRef('consents.tenant_id', '=', 'encounters.tenant_id')
        .whereRef('consents.patient_id', '=', 'encounters.patient_id')
        .where('consents.kind', '=', 'contact')
        .orderBy('consents.seq', 'desc')
        .limit(1)
        .as('contact_consent'),
    ])
    .where('encounters.starts_at', '>', now)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('encounters.status', '=', 'planned'),
          eb('encounters.starts_at', '<=', windowEnd),
        ]),
        eb.and([
          eb.exists(
            eb
              .selectFrom('reminder_sends')
              .select('reminder_sends.sequence')
              .whereRef('reminder_sends.tenant_id', '=', 'encounters.tenant_id')
              .whereRef('reminder_sends.encounter_id', '=', 'encounters.id'),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('reminder_sends')
                .select('reminder_sends.sequence')
                .whereRef('reminder_sends.tenant_id', '=', 'encounters.tenant_id')
                .whereRef('reminder_sends.encounter_id', '=', 'encounters.id')
                .whereRef('reminder_sends.claimed_at', '>=', 'encounters.updated_at'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('encounters.starts_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    modality: row.modality,
    location: row.location,
    meetingUrl: row.video_link,
    clinicianName: `${row.first_name} ${row.last_name}`,
    email: row.email,
    remindersOff: row.reminders_off === true,
    contactConsent: row.contact_consent === 'granted',
  }));
}

/** Every mail claimed for these sessions, oldest first, by session. */
export async function mailsAbout(
  clinic: TenantDb,
  sessionIds: readonly string[],
): Promise<Map<string, MailedAbout[]>> {
  const bySession = new Map<string, MailedAbout[]>();
  if (sessionIds.length === 0) return bySession;
  const rows = await clinic
    .selectFrom('reminder_sends')
    .select(['encounter_id', 'sequence', 'kind', 'starts_at', 'claimed_at'])
    .where('encounter_id', 'in', sessionIds)
    .orderBy('encounter_id')
    .orderBy('sequence')
    .execute();
  for (const row of rows) {
    const list = bySession.get(row.encounter_id) ?? [];
    list.push({
      sequence: row.sequence,
      kind: row.kind,
      startsAt: row.starts_at,
      claimedAt: row.claimed_at,
    });
    bySession.set(row.encounter_id, list);
  }
  return bySession;
}

/**
 * Claims one mail: inserts its row, numbered `sequence` for the session. The key (clinic,
 * session, sequence) is unique, so of two workers that decided the same mail only one gets
 * `true`; the other's insert does nothing, and it sends nothing.
 */
export async function claimMail(
  clinic: TenantDb,
  claim: {
    sessionId: string;
    sequence: number;
    kind: MailedAbout['kind'];
    startsAt: Date;
    worker: string;
    now: Date;
  },
): Promise<boolean> {
  const row = await clinic
    .insertInto('reminder_sends', {
      encounter_id: claim.sessionId,
      sequence: claim.sequence,
      kind: claim.kind,
      starts_at: claim.startsAt,
      claimed_by: claim.worker,
      claimed_at: claim.now,
      sent_at: null,
      channel: 'email',
    })
    .onConflict((oc) => oc.doNothing())
    .returning('sequence')
    .executeTakeFirst();
  return row !== undefined;
}

/** The transport took the mail. */
export async function markSent(
  clinic: TenantDb,
  mail: { sessionId: string; sequence: number; at: Date },
): Promise<void> {
  await clinic
    .updateTable('reminder_sends')
    .set({ sent_at: mail.at })
    .where('encounter_id', '=', mail.sessionId)
    .where('sequence', '=', mail.sequence)
    .execute();
}

/** The transport refused it: the claim goes, so a later tick tries again. */
export async function releaseClaim(
  clinic: TenantDb,
  mail: { sessionId: string; sequence: number },
): Promise<void> {
  await clinic
    .deleteFrom('reminder_sends')
    .where('encounter_id', '=', mail.sessionId)
    .where('sequence', '=', mail.sequence)
    .where('sent_at', 'is', null)
    .execute();
}

/** The last mail about one session, for its answer. */
export async function lastMailAbout(clinic: TenantDb, sessionId: string) {
  return clinic
    .selectFrom('reminder_sends')
    .select(['kind', 'sequence', 'channel', 'sent_at'])
    .where('encounter_id', '=', sessionId)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}
