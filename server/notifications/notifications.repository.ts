import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  NOTE_OVERDUE_AFTER_MS,
  NOTIFICATIONS_LISTED,
  notificationKind,
  patientFlagOrNull,
  type Notification,
  type NotificationsResponse,
} from '../../common/contracts/notifications.contract.ts';
import type { NotificationTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { hasSignedNote } from '../encounters/day.repository.ts';

/** How many of each source one listing reads (events, overdue notes); more is an old backlog. */
const READ_PER_SOURCE = 100;
const OVERDUE_PREFIX = 'note-overdue:';

/** An event for one member, written where it happens (ids only: names are read when listed). */
export interface NotificationEvent {
  memberId: string;
  kind: NotificationTable['kind'];
  patientId?: string;
  encounterId?: string;
  subjectMemberId?: string;
  detail?: string;
}

/** Writes the events (in the caller's transaction when it has one); nothing for none. */
export async function notify(
  clinic: TenantDb,
  events: readonly NotificationEvent[],
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  await clinic
    .insertInto(
      'notifications',
      events.map((event) => ({
        id: randomUUID(),
        member_id: event.memberId,
        kind: event.kind,
        patient_id: event.patientId ?? null,
        encounter_id: event.encounterId ?? null,
        subject_member_id: event.subjectMemberId ?? null,
        detail: event.detail ?? null,
        created_at: at,
      })),
    )
    .execute();
}

const fullName = (given: string | null, family: string | null) =>
  given === null || family === null ? null : `${given} ${family}`;

/** The member's events, newest first, with the names they point to as they are now. */
async function events(clinic: TenantDb, memberId: string) {
  const rows = await clinic
    .selectFrom('notifications')
    .leftJoin('patients', (join) =>
      join
        .onRef('patients.tenant_id', '=', 'notifications.tenant_id')
        .onRef('patients.id', '=', 'notifications.patient_id'),
    )
    .leftJoin('users as subject', (join) =>
      join
        .onRef('subject.tenant_id', '=', 'notifications.tenant_id')
        .onRef('subject.id', '=', 'notifications.subject_member_id'),
    )
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.patient_id',
      'notifications.encounter_id',
      'notifications.detail',
      'notifications.created_at',
      'patients.given_name',
      'patients.family_name',
      'subject.first_name',
      'subject.last_name',
    ])
    .where('notifications.member_id', '=', memberId)
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(READ_PER_SOURCE)
    .execute();
  return rows.map((row): Omit<Notification, 'read'> => {
    const patientName = fullName(row.given_name, row.family_name);
    return {
      id: row.id,
      kind: notificationKind.parse(row.kind),
      at: new Date(row.created_at).toISOString(),
      patient: row.patient_id && patientName ? { id: row.patient_id, name: patientName } : null,
      sessionId: row.encounter_id,
      memberName: fullName(row.first_name, row.last_name),
      flag: patientFlagOrNull(row.detail),
    };
  });
}

/**
 * The member's overdue notes, derived now (decision "c30-notify"): their sessions finished (the
 * check-out, else the planned end) more than 24 h ago without a signed note. Newest first.
 */
async function overdueNotes(clinic: TenantDb, memberId: string, now: Date) {
  const finished = sql<Date>`coalesce(encounters.finished_at, encounters.ends_at)`;
  const rows = await clinic
    .selectFrom('encounters')
    .innerJoin('patients', (join) =>
      join
        .onRef('patients.tenant_id', '=', 'encounters.tenant_id')
        .onRef('patients.id', '=', 'encounters.patient_id'),
    )
    .select([
      'encounters.id',
      'encounters.patient_id',
      'patients.given_name',
      'patients.family_name',
      finished.as('finished'),
    ])
    .where('encounters.clinician_id', '=', memberId)
    .where('encounters.status', '=', 'finished')
    .where(finished, '<=', new Date(now.getTime() - NOTE_OVERDUE_AFTER_MS))
    .where(sql<boolean>`not ${hasSignedNote}`)
    .orderBy(finished, 'desc')
    .orderBy('encounters.id', 'desc')
    .limit(READ_PER_SOURCE)
    .execute();
  return rows.map((row): Omit<Notification, 'read'> => ({
    id: `${OVERDUE_PREFIX}${row.id}`,
    kind: 'note-overdue',
    at: new Date(new Date(row.finished).getTime() + NOTE_OVERDUE_AFTER_MS).toISOString(),
    patient: { id: row.patient_id, name: `${row.given_name} ${row.family_name}` },
    sessionId: row.id,
    memberName: null,
    flag: null,
  }));
}

/** Every current notification of the member, newest first, with their read state. */
async function currentNotifications(
  clinic: TenantDb,
  memberId: string,
  now: Date,
): Promise<Notification[]> {
  const [happened, overdue] = await Promise.all([
    events(clinic, memberId),
    overdueNotes(clinic, memberId, now),
  ]);
  const all = [...happened, ...overdue].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (all.length === 0) return [];
  const reads = await clinic
    .selectFrom('notification_reads')
    .select('notification_id')
    .where('member_id', '=', memberId)
    .where(
      'notification_id',
      'in',
      all.map((each) => each.id),
    )
    .execute();
  const read = new Set(reads.map((row) => row.notification_id));
  return all.map((each) => ({ ...each, read: read.has(each.id) }));
}

/** The member's notifications as the bell shows them: the newest, and how many are unread. */
export async function listNotifications(
  clinic: TenantDb,
  memberId: string,
  now: Date,
): Promise<NotificationsResponse> {
  const all = await currentNotifications(clinic, memberId, now);
  return {
    notifications: all.slice(0, NOTIFICATIONS_LISTED),
    unread: all.filter((each) => !each.read).length,
  };
}

async function markRead(clinic: TenantDb, memberId: string, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  await clinic
    .insertInto(
      'notification_reads',
      ids.map((id) => ({ member_id: memberId, notification_id: id, read_at: now })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Marks one of the member's current notifications read; false when they have none by that id. */
export async function markNotificationRead(
  clinic: TenantDb,
  memberId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const all = await currentNotifications(clinic, memberId, now);
  if (!all.some((each) => each.id === id)) return false;
  await markRead(clinic, memberId, [id], now);
  return true;
}

/** Marks every current notification of the member read. */
export async function markAllNotificationsRead(
  clinic: TenantDb,
  memberId: string,
  now: Date,
): Promise<void> {
  const all = await currentNotifications(clinic, memberId, now);
  await markRead(
    clinic,
    memberId,
    all.filter((each) => !each.read).map((each) => each.id),
    now,
  );
}
