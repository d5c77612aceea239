import {
  NOTE_OVERDUE_AFTER_MS,
  NOTIFICATIONS_LISTED,
  NOTIFYING_FLAGS,
  type Notification,
  type NotificationsResponse,
} from '../../../common/contracts/notifications.contract';
import type { PatientFlag } from '../../../common/contracts/patients.contract';
import { sessionsOf } from '../encounters/sessions.store';
import { notesOf } from '../notes/notes.store';

/**
 * The notifications of the browser mock, as the server keeps them (issue 30): events written
 * where they happen, per member and clinic; overdue notes derived when read from the clinic's
 * sessions and notes; what each member has read, by notification id.
 */
type MockEvent = Omit<Notification, 'read'> & { memberId: string };

interface MockNotifications {
  events: MockEvent[];
  reads: Map<string, Set<string>>;
}

const clinics = new Map<string, MockNotifications>();

const clinicOf = (tenantId: string): MockNotifications =>
  clinics.get(tenantId) ?? clinics.set(tenantId, { events: [], reads: new Map() }).get(tenantId)!;

/** Forgets every notification and read mark (tests start from none). */
export const resetMockNotifications = () => clinics.clear();

const event = (
  memberId: string,
  fields: Partial<Omit<MockEvent, 'memberId'>> & Pick<MockEvent, 'kind'>,
): MockEvent => ({
  memberId,
  id: crypto.randomUUID(),
  at: new Date().toISOString(),
  patient: null,
  sessionId: null,
  memberName: null,
  flag: null,
  ...fields,
});

/** Risk flags added: the rest of the care team hears of each (an allergy is no risk). */
export function notifyMockRiskFlags(
  tenantId: string,
  change: {
    patient: { id: string; name: string };
    careTeam: readonly string[];
    before: readonly string[];
    after: readonly PatientFlag[];
  },
  by: string,
): void {
  const added = change.after.filter(
    (flag) => !change.before.includes(flag) && NOTIFYING_FLAGS.includes(flag),
  );
  const team = change.careTeam.filter((member) => member !== by);
  clinicOf(tenantId).events.push(
    ...team.flatMap((member) =>
      added.map((flag) => event(member, { kind: 'risk-flag', patient: change.patient, flag })),
    ),
  );
}

/** An invitation accepted: the member who sent it hears who joined. */
export function notifyMockInvitationAccepted(tenantId: string, invitedBy: string, name: string) {
  clinicOf(tenantId).events.push(
    event(invitedBy, { kind: 'invitation-accepted', memberName: name }),
  );
}

/** A transcript ready: the clinician who recorded hears of it. */
export function notifyMockTranscription(
  tenantId: string,
  recording: { clinicianId: string; sessionId: string; patient: { id: string; name: string } },
) {
  clinicOf(tenantId).events.push(
    event(recording.clinicianId, {
      kind: 'transcription-finished',
      patient: recording.patient,
      sessionId: recording.sessionId,
    }),
  );
}

/** The member's finished sessions older than a day without a signed note, as the server derives. */
function overdueNotes(
  tenantId: string,
  memberId: string,
  now: number,
): Omit<Notification, 'read'>[] {
  const signed = new Set(
    notesOf(tenantId)
      .filter(({ note }) => note.status === 'signed')
      .map(({ note }) => note.encounterId),
  );
  return sessionsOf(tenantId).flatMap((session) => {
    const finished = Date.parse(session.finishedAt ?? session.endsAt);
    const due = finished + NOTE_OVERDUE_AFTER_MS;
    const owes =
      session.clinician.id === memberId &&
      session.status === 'finished' &&
      due <= now &&
      !signed.has(session.id);
    if (!owes) return [];
    return [
      {
        id: `note-overdue:${session.id}`,
        kind: 'note-overdue' as const,
        at: new Date(due).toISOString(),
        patient: { id: session.patient.id, name: session.patient.name },
        sessionId: session.id,
        memberName: null,
        flag: null,
      },
    ];
  });
}

function current(tenantId: string, memberId: string): Notification[] {
  const state = clinicOf(tenantId);
  const read = state.reads.get(memberId) ?? new Set<string>();
  const own = state.events
    .filter((each) => each.memberId === memberId)
    .map(({ memberId: _member, ...rest }) => rest);
  return [...own, ...overdueNotes(tenantId, memberId, Date.now())]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .map((each) => ({ ...each, read: read.has(each.id) }));
}

/** The bell's answer: the newest notifications and how many are unread. */
export function mockNotificationsOf(tenantId: string, memberId: string): NotificationsResponse {
  const all = current(tenantId, memberId);
  return {
    notifications: all.slice(0, NOTIFICATIONS_LISTED),
    unread: all.filter((each) => !each.read).length,
  };
}

/** Marks `ids` read (every current one when null); false when one is not the member's. */
export function markMockRead(tenantId: string, memberId: string, ids: string[] | null): boolean {
  const state = clinicOf(tenantId);
  const all = current(tenantId, memberId).map((each) => each.id);
  const marking = ids ?? all;
  if (!marking.every((id) => all.includes(id))) return false;
  const read = state.reads.get(memberId) ?? new Set<string>();
  for (const id of marking) read.add(id);
  state.reads.set(memberId, read);
  return true;
}

/** PHQ-9 item 9 above 0 answered before a session: each clinician named hears of it at once. */
export function notifyMockQuestionnaireSafety(
  tenantId: string,
  patient: { id: string; name: string },
  clinicians: readonly string[],
): void {
  clinicOf(tenantId).events.push(
    ...[...new Set(clinicians)].map((member) =>
      event(member, { kind: 'questionnaire-safety', patient }),
    ),
  );
}
