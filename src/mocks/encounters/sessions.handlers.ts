import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  ENCOUNTER_PATHS,
  ENCOUNTER_TRANSITIONS,
  MAX_ENCOUNTER_MINUTES,
  OFF_DAY_MESSAGE,
  VIDEO_LINK_ONLY_FOR_VIDEO,
  dayQuery,
  encounterInput,
  encounterListQuery,
  encounterTransition,
  encounterUpdate,
  isOffDay,
  type DayResponse,
  type Encounter,
} from '../../../common/contracts/encounters.contract';
import { authenticated } from '../session/mock-bearer';
import { toUser, accountName } from '../session/account.db';
import {
  clashOf,
  clinicianNameOf,
  clinicZoneOf,
  joinCareTeam,
  patientOf,
  sessionNoteOf,
  sessionsOf,
} from './sessions.store';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { outsideAvailabilityRefusal } from '../../../common/contracts/series.contract';
import { sessionOutside } from '../availability/availability.store';
import { recordMockRead } from '../record-access/record-access.store';

/**
 * Clinical sessions in the browser mock (dev, Storybook, front-end e2e), answering the encounters
 * contract: double booking is a 409 naming the session in the way, status changes follow the
 * contract's table, and only the session's clinician starts or finishes it. Refusals answer as the
 * server's do (`tests/contract/encounters-contract.test.ts` runs the same cases on both). Not the
 * server: every mock account is owner + clinician but the seeded front desk (staff); a clinician
 * books only for their caseload, and booking puts the clinician on the care team (through the
 * patients mock), but any session is seen; the notes to write are the clinician's finished sessions
 * whose note (asked of the notes mock) is not signed, with its draft's format; the flagged patients are those of the clinician's sessions; the mock keeps
 * no scores for the day, so it lists no PHQ-9 / GAD-7 changes.
 */
const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
const invalid = (issues: { message: string; path: PropertyKey[] }[]) => {
  const issue = issues[0];
  const field = issue?.path.map(String).join('.');
  return fail(400, issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request');
};
const byStart = (a: Encounter, b: Encounter) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
/** As many notes to write and flagged patients as the server's day view lists. */
const DAY_LIST_LIMIT = 20;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The server's span rule: a session ends after it starts and lasts at most 12 hours. */
function badSpan(startsAt: string, endsAt: string): Response | null {
  const minutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
  if (minutes <= 0) return fail(400, 'The session must end after it starts.');
  if (minutes > MAX_ENCOUNTER_MINUTES) {
    return fail(400, `A session may last at most ${MAX_ENCOUNTER_MINUTES} minutes.`);
  }
  return null;
}
const overlaps = (s: Encounter, from?: string, to?: string) =>
  (!to || Date.parse(s.startsAt) < Date.parse(to)) &&
  (!from || Date.parse(s.endsAt) > Date.parse(from));

function doubleBooked(clash: Encounter) {
  return HttpResponse.json(
    {
      message: 'The clinician already has a session at that time',
      conflict: {
        id: clash.id,
        startsAt: clash.startsAt,
        endsAt: clash.endsAt,
        patient: clash.patient,
      },
    },
    { status: 409 },
  );
}

export const sessionHandlers: HttpHandler[] = [
  http.get(url(ENCOUNTER_PATHS.list), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const query = encounterListQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalid(query.error.issues);
    const { patientId, clinicianId, from, to, status, cursor, limit } = query.data;
    if (from && to && Date.parse(to) <= Date.parse(from)) {
      return fail(400, 'The time window must end after it starts (to after from).');
    }
    if (patientId && !(await patientOf(request, patientId))) {
      return fail(404, 'No patient with this id in this clinic.');
    }
    const clinician = clinicianId === 'me' ? account.id : clinicianId;
    const matching = sessionsOf(account.tenantId)
      .filter((s) => !patientId || s.patient.id === patientId)
      .filter((s) => !clinician || s.clinician.id === clinician)
      .filter((s) => !status || s.status === status)
      .filter((s) => overlaps(s, from, to))
      .sort(byStart);
    const startAt = Number(cursor ?? 0) || 0;
    const next = startAt + limit < matching.length ? String(startAt + limit) : undefined;
    return HttpResponse.json({
      encounters: matching.slice(startAt, startAt + limit),
      ...(next ? { nextCursor: next } : {}),
    });
  }),

  http.post(url(ENCOUNTER_PATHS.list), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = encounterInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    const input = body.data;
    const span = badSpan(input.startsAt, input.endsAt);
    if (span) return span;
    const patient = await patientOf(request, input.patientId);
    if (!patient) return fail(404, 'No patient with this id in this clinic.');
    if (patient.status === 'discharged') {
      return fail(409, 'This patient is discharged: set their status back to active first.');
    }
    const frontDesk = toUser(account).roles.includes('staff');
    if (!frontDesk && !patient.careTeam.includes(account.id)) {
      return fail(403, 'You may book sessions only for patients on your caseload.');
    }
    if (input.videoLink && input.modality !== 'video') return fail(400, VIDEO_LINK_ONLY_FOR_VIDEO);
    const caller = { id: account.id, name: accountName(account) };
    const clinicianName = await clinicianNameOf(request, input.clinicianId, caller);
    if (!clinicianName) return fail(400, 'Unknown clinician');
    const sessions = sessionsOf(account.tenantId);
    const clash = clashOf(sessions, input);
    if (clash) return doubleBooked(clash);
    const outside = input.confirmOutsideAvailability
      ? null
      : sessionOutside(account.tenantId, input.clinicianId, input, await clinicZoneOf(request));
    if (outside) return HttpResponse.json(outsideAvailabilityRefusal([outside]), { status: 409 });
    const encounter: Encounter = {
      id: crypto.randomUUID(),
      patient: { id: patient.id, name: patient.name, mrn: patient.mrn },
      clinician: { id: input.clinicianId, name: clinicianName },
      startsAt: new Date(input.startsAt).toISOString(),
      endsAt: new Date(input.endsAt).toISOString(),
      modality: input.modality,
      type: input.type,
      location: input.location || null,
      videoLink: input.videoLink || null,
      status: 'planned',
      statusReason: null,
      arrivedAt: null,
      startedAt: null,
      finishedAt: null,
    };
    await joinCareTeam(request, patient, input.clinicianId);
    sessions.push(encounter);
    return HttpResponse.json({ encounter }, { status: 201 });
  }),

  http.get(url(ENCOUNTER_PATHS.one), ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const encounter = sessionsOf(account.tenantId).find((s) => s.id === params.id);
    if (!encounter) return fail(404, 'Not found.');
    // A member's read of one session, in the patient's trail naming it (issue 30).
    recordMockRead(request, account.tenantId, {
      userId: account.id,
      patientId: encounter.patient.id,
      action: 'read',
      record: {
        kind: 'encounter',
        id: encounter.id,
        at: encounter.startsAt,
        encounterId: encounter.id,
      },
    });
    return HttpResponse.json({ encounter });
  }),

  http.patch(url(ENCOUNTER_PATHS.one), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = encounterUpdate.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    const sessions = sessionsOf(account.tenantId);
    const index = sessions.findIndex((s) => s.id === params.id);
    const current = sessions[index];
    if (!current) return fail(404, 'Not found.');
    if (current.status !== 'planned') return fail(409, 'Only a planned session can be changed');
    const {
      clinicianId,
      startsAt,
      endsAt,
      location,
      videoLink,
      confirmOutsideAvailability,
      ...details
    } = body.data;
    const modality = details.modality ?? current.modality;
    if (videoLink && modality !== 'video') return fail(400, VIDEO_LINK_ONLY_FOR_VIDEO);
    const link = videoLink === undefined ? current.videoLink : videoLink || null;
    const next: Encounter = {
      ...current,
      ...details,
      location: location === undefined ? current.location : location || null,
      videoLink: modality === 'video' ? link : null,
      startsAt: startsAt ? new Date(startsAt).toISOString() : current.startsAt,
      endsAt: endsAt ? new Date(endsAt).toISOString() : current.endsAt,
    };
    const span = badSpan(next.startsAt, next.endsAt);
    if (span) return span;
    if (clinicianId && clinicianId !== current.clinician.id) {
      const caller = { id: account.id, name: accountName(account) };
      const name = await clinicianNameOf(request, clinicianId, caller);
      if (!name) return fail(400, 'Unknown clinician');
      next.clinician = { id: clinicianId, name };
    }
    const clash = clashOf(sessions, { ...next, clinicianId: next.clinician.id });
    if (clash) return doubleBooked(clash);
    const moved =
      next.clinician.id !== current.clinician.id ||
      next.startsAt !== current.startsAt ||
      next.endsAt !== current.endsAt;
    const outside =
      moved && !confirmOutsideAvailability
        ? sessionOutside(account.tenantId, next.clinician.id, next, await clinicZoneOf(request))
        : null;
    if (outside) return HttpResponse.json(outsideAvailabilityRefusal([outside]), { status: 409 });
    if (next.clinician.id !== current.clinician.id) {
      const patient = await patientOf(request, current.patient.id);
      if (patient) await joinCareTeam(request, patient, next.clinician.id);
    }
    sessions[index] = next;
    return HttpResponse.json({ encounter: next });
  }),

  http.post(url(ENCOUNTER_PATHS.transition), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = encounterTransition.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    const sessions = sessionsOf(account.tenantId);
    const index = sessions.findIndex((s) => s.id === params.id);
    const current = sessions[index];
    if (!current) return fail(404, 'Not found.');
    const { action, reason } = body.data;
    // Like the server, the caller's right comes before the status: starting and finishing are
    // the session's clinician's; checking in, cancelling and a no-show also the front desk's.
    const own = current.clinician.id === account.id;
    const frontDesk = toUser(account).roles.includes('staff');
    if (!own && !(frontDesk && !['start', 'finish'].includes(body.data.action))) {
      return fail(403, 'Only the front desk or the session’s clinician may do this.');
    }
    const rule = ENCOUNTER_TRANSITIONS[action];
    if (!rule.from.includes(current.status)) {
      return fail(409, `This session is ${current.status}: it cannot take the action ${action}.`);
    }
    const zone = await clinicZoneOf(request);
    if (isOffDay(action, current.startsAt, new Date(), zone) && !body.data.offDay) {
      return fail(409, OFF_DAY_MESSAGE);
    }
    const now = new Date().toISOString();
    const next: Encounter = {
      ...current,
      status: rule.to,
      // Only a cancellation or a no-show keeps its reason, as on the server.
      statusReason:
        action === 'cancel' || action === 'no-show' ? (reason ?? null) : current.statusReason,
      arrivedAt: action === 'check-in' ? now : current.arrivedAt,
      startedAt: action === 'start' ? now : current.startedAt,
      finishedAt: action === 'finish' ? now : current.finishedAt,
    };
    sessions[index] = next;
    return HttpResponse.json({ encounter: next });
  }),

  http.get(url(ENCOUNTER_PATHS.myDay), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const query = dayQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return invalid(query.error.issues);
    const span = Date.parse(query.data.to) - Date.parse(query.data.from);
    if (span <= 0) return fail(400, 'The day must end after it starts (to after from).');
    if (span > WEEK_MS) return fail(400, 'Ask for at most 7 days at a time.');
    const mine = sessionsOf(account.tenantId).filter((s) => s.clinician.id === account.id);
    const patients = await Promise.all(
      [...new Set(mine.map((s) => s.patient.id))].map((id) => patientOf(request, id)),
    );
    const finished = mine.filter((s) => s.status === 'finished').sort(byStart);
    const notes = await Promise.all(finished.map((s) => sessionNoteOf(request, s.id)));
    const day: DayResponse = {
      sessions: mine.filter((s) => overlaps(s, query.data.from, query.data.to)).sort(byStart),
      notesToWrite: finished
        .flatMap((s, i) =>
          notes[i]?.signed ? [] : [{ ...s, noteFormat: notes[i]?.format ?? null }],
        )
        .slice(0, DAY_LIST_LIMIT),
      flaggedPatients: patients
        .flatMap((p) => (p && p.flags.length > 0 ? [p] : []))
        .map(({ id, name, mrn, flags }) => ({ id, name, mrn, flags }))
        .slice(0, DAY_LIST_LIMIT),
      scoreChanges: [],
    };
    return HttpResponse.json(day);
  }),
];
