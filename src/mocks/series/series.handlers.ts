import { http, HttpResponse, type HttpHandler } from 'msw';
import { mayDo } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import {
  SERIES_MESSAGES,
  SERIES_PATHS,
  outsideAvailabilityRefusal,
  ruleOfSeriesInput,
  seriesCancelRest,
  seriesFollowingChange,
  seriesInput,
  seriesProblemMessage,
  type Series,
  type SeriesInput,
} from '../../../common/contracts/series.contract';
import { expandSeries, type PlannedOccurrence } from '../../../common/time/series-expansion';
import { moveOccurrence } from '../../../common/time/series-move';
import { calendarDayAt, formatIsoDate } from '../../../common/time/zoned-time';
import { clinicHoursOf, clinicianWeekOf, datesOutside } from '../availability/availability.store';
import { accountName, toUser, type AccountRecord } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { apiUrl as url, fail, invalid } from '../mock-replies';
import {
  clinicianNameOf,
  clinicZoneOf,
  joinCareTeam,
  patientOf,
  sessionsOf,
} from '../encounters/sessions.store';

/**
 * Recurring sessions in the browser mock, answering the series contract as the server does
 * (`tests/contract/series-contract.test.ts` holds both): the same expansion and move rules
 * (`common/time`), every occurrence checked against the clinician's and the patient's other
 * sessions and availability, all booked or none. Not the server: series are kept in memory.
 */
const NOT_A_CLINICIAN =
  'The clinician must be an active member of this clinic with the clinician role.';

const stored = new Map<string, Series & { tenantId: string }>();
/** Forgets every mock series. */
export const resetMockSeries = () => stored.clear();

type Conflict = {
  with: 'clinician' | 'patient';
  session: Pick<Encounter, 'id' | 'startsAt' | 'endsAt'>;
};

/** The occurrence's overlaps with the clinician's and the patient's other (time-holding) sessions. */
function conflictsOf(
  sessions: readonly Encounter[],
  people: { clinicianId: string; patientId: string },
  span: { startsAt: string; endsAt: string },
  except: readonly string[] = [],
): Conflict[] {
  const holding = sessions
    .filter((s) => !except.includes(s.id) && s.status !== 'cancelled' && s.status !== 'no-show')
    .filter((s) => s.startsAt < span.endsAt && s.endsAt > span.startsAt)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
  const conflicts: Conflict[] = [];
  for (const [who, holds] of [
    ['clinician', (s: Encounter) => s.clinician.id === people.clinicianId],
    ['patient', (s: Encounter) => s.patient.id === people.patientId],
  ] as const) {
    const other = holding.find(holds);
    if (other) {
      conflicts.push({
        with: who,
        session: { id: other.id, startsAt: other.startsAt, endsAt: other.endsAt },
      });
    }
  }
  return conflicts;
}

function conflictsReply(conflicts: (Conflict & { date: string })[]) {
  const dates = [...new Set(conflicts.map((c) => c.date))];
  return HttpResponse.json(
    { message: SERIES_MESSAGES.conflicts(dates), code: 'series-conflicts', conflicts },
    { status: 409 },
  );
}
const outsideReply = (dates: string[]) =>
  HttpResponse.json(outsideAvailabilityRefusal(dates), { status: 409 });

/** The booking gate, as the server's `requireMayBookFor`: a Response when refused. */
async function gate(request: Request, account: AccountRecord, patientId: string, booking: boolean) {
  const { roles } = toUser(account);
  if (!mayDo(roles, 'bookSessions')) return { refused: fail(403, HTTP_MESSAGES.forbiddenRole) };
  const patient = await patientOf(request, patientId);
  if (!patient) return { refused: fail(404, 'No patient with this id in this clinic.') };
  if (booking && patient.status === 'discharged') {
    return {
      refused: fail(
        409,
        'This patient is discharged: set their status back to active before booking a session.',
      ),
    };
  }
  if (!roles.includes('staff') && !patient.careTeam.includes(account.id)) {
    const doing = booking ? 'book sessions' : 'change sessions';
    return { refused: fail(403, `You may ${doing} only for patients on your caseload.`) };
  }
  return { patient };
}

/** The series expanded in the clinic's zone, its closed and left-out dates skipped, each occurrence checked. */
async function checkedPlan(request: Request, tenantId: string, input: SeriesInput) {
  const timeZone = await clinicZoneOf(request);
  const expansion = expandSeries(
    ruleOfSeriesInput(input),
    timeZone,
    {
      holidays: new Set(clinicHoursOf(tenantId).holidays.map((h) => h.date)),
      datesOff: new Set(clinicianWeekOf(tenantId, input.clinicianId).datesOff),
    },
    input.exceptDates,
  );
  if ('problem' in expansion) return { problem: seriesProblemMessage(expansion.problem) };
  const outside = new Set(
    datesOutside(tenantId, input.clinicianId, expansion.occurrences, timeZone),
  );
  const sessions = sessionsOf(tenantId);
  const occurrences = expansion.occurrences.map((o: PlannedOccurrence) => ({
    ...o,
    conflicts: conflictsOf(sessions, input, o),
    outsideAvailability: outside.has(o.date),
  }));
  return { timeZone, occurrences, skipped: expansion.skipped };
}

async function readInput(request: Request) {
  return seriesInput.safeParse(await request.json().catch(() => null));
}

export const seriesHandlers: HttpHandler[] = [
  http.post(url(SERIES_PATHS.preview), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = await readInput(request);
    if (!body.success) return invalid(body.error.issues);
    const { refused } = await gate(request, account, body.data.patientId, true);
    if (refused) return refused;
    const caller = { id: account.id, name: accountName(account) };
    if (!(await clinicianNameOf(request, body.data.clinicianId, caller))) {
      return fail(400, NOT_A_CLINICIAN);
    }
    const plan = await checkedPlan(request, account.tenantId, body.data);
    if ('problem' in plan) return fail(400, plan.problem!);
    return HttpResponse.json({ occurrences: plan.occurrences, skipped: plan.skipped });
  }),

  http.post(url(SERIES_PATHS.list), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = await readInput(request);
    if (!body.success) return invalid(body.error.issues);
    const input = body.data;
    const { refused, patient } = await gate(request, account, input.patientId, true);
    if (refused) return refused;
    const caller = { id: account.id, name: accountName(account) };
    const clinicianName = await clinicianNameOf(request, input.clinicianId, caller);
    if (!clinicianName) return fail(400, NOT_A_CLINICIAN);
    const plan = await checkedPlan(request, account.tenantId, input);
    if ('problem' in plan) return fail(400, plan.problem!);
    const conflicts = plan.occurrences.flatMap((o) =>
      o.conflicts.map((c) => ({ ...c, date: o.date })),
    );
    if (conflicts.length > 0) return conflictsReply(conflicts);
    const outside = plan.occurrences.filter((o) => o.outsideAvailability).map((o) => o.date);
    if (outside.length > 0 && !input.confirmOutsideAvailability) return outsideReply(outside);
    if (plan.occurrences.length === 0) return fail(409, SERIES_MESSAGES.nothingToBook);
    const series: Series = {
      id: crypto.randomUUID(),
      patientId: input.patientId,
      clinicianId: input.clinicianId,
      frequency: input.frequency,
      firstDate: input.firstDate,
      startTime: input.startTime,
      minutes: input.minutes,
      count: input.count ?? null,
      until: input.until ?? null,
      timeZone: plan.timeZone!,
    };
    stored.set(series.id, { ...series, tenantId: account.tenantId });
    const encounters: Encounter[] = plan.occurrences.map((o) => ({
      id: crypto.randomUUID(),
      patient: { id: patient!.id, name: patient!.name, mrn: patient!.mrn },
      clinician: { id: input.clinicianId, name: clinicianName },
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      modality: input.modality,
      type: input.type,
      location: input.location || null,
      videoLink: null,
      status: 'planned',
      statusReason: null,
      arrivedAt: null,
      startedAt: null,
      finishedAt: null,
      seriesId: series.id,
    }));
    await joinCareTeam(request, patient!, input.clinicianId);
    sessionsOf(account.tenantId).push(...encounters);
    return HttpResponse.json({ series, encounters, skipped: plan.skipped }, { status: 201 });
  }),

  http.get(url(SERIES_PATHS.one), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const found = await seriesOf(request, account, String(params.id));
    if ('refused' in found) return found.refused;
    const { tenantId: _tenant, ...series } = stored.get(found.id)!;
    const encounters = sessionsOf(account.tenantId)
      .filter((s) => s.seriesId === found.id)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    return HttpResponse.json({ series, encounters });
  }),

  http.post(url(SERIES_PATHS.following), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = seriesFollowingChange.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    const found = await seriesOf(request, account, String(params.id));
    if ('refused' in found) return found.refused;
    const change = body.data;
    const caller = { id: account.id, name: accountName(account) };
    const newName = change.clinicianId
      ? await clinicianNameOf(request, change.clinicianId, caller)
      : null;
    if (change.clinicianId && !newName) return fail(400, NOT_A_CLINICIAN);
    const following = await followingOf(request, account.tenantId, found.id, change.fromDate);
    if (following.occurrences.length === 0) return fail(409, SERIES_MESSAGES.nothingFollowing);
    const moves: (PlannedOccurrence & { encounter: Encounter })[] = [];
    for (const o of following.occurrences) {
      const moved = moveOccurrence({ ...o, ...o.encounter }, change, following.timeZone);
      if ('gap' in moved) {
        return fail(400, seriesProblemMessage({ code: 'time-in-gap', date: moved.gap }));
      }
      moves.push({ ...moved, encounter: o.encounter });
    }
    const ids = moves.map((m) => m.encounter.id);
    const sessions = sessionsOf(account.tenantId);
    const conflicts = moves.flatMap((m) =>
      conflictsOf(
        sessions,
        {
          clinicianId: change.clinicianId ?? m.encounter.clinician.id,
          patientId: m.encounter.patient.id,
        },
        m,
        ids,
      ).map((c) => ({ ...c, date: m.date })),
    );
    if (conflicts.length > 0) return conflictsReply(conflicts);
    const outside = [
      ...new Set(
        moves.flatMap((m) =>
          datesOutside(
            account.tenantId,
            change.clinicianId ?? m.encounter.clinician.id,
            [m],
            following.timeZone,
          ),
        ),
      ),
    ].sort();
    const moved = moves.map((m): Encounter => ({
      ...m.encounter,
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      ...(change.clinicianId && { clinician: { id: change.clinicianId, name: newName! } }),
    }));
    if (change.dryRun)
      return HttpResponse.json({ encounters: moved, outsideAvailability: outside });
    if (outside.length > 0 && !change.confirmOutsideAvailability) return outsideReply(outside);
    const changed = moved.map((next, i) => {
      sessions[sessions.indexOf(moves[i]!.encounter)] = next;
      return next;
    });
    if (change.clinicianId) await joinCareTeam(request, found.patient, change.clinicianId);
    return HttpResponse.json({ encounters: changed });
  }),

  http.post(url(SERIES_PATHS.cancelRest), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = seriesCancelRest.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    const found = await seriesOf(request, account, String(params.id));
    if ('refused' in found) return found.refused;
    const following = await followingOf(request, account.tenantId, found.id, body.data.fromDate);
    if (following.occurrences.length === 0) return fail(409, SERIES_MESSAGES.nothingFollowing);
    const sessions = sessionsOf(account.tenantId);
    const cancelled = following.occurrences.map(({ encounter }) => {
      const next: Encounter = { ...encounter, status: 'cancelled', statusReason: body.data.reason };
      sessions[sessions.indexOf(encounter)] = next;
      return next;
    });
    return HttpResponse.json({ encounters: cancelled });
  }),
];

/** A series of the caller's clinic they may change (the booking right, the caseload rule), or a refusal. */
async function seriesOf(request: Request, account: AccountRecord, id: string) {
  const { roles } = toUser(account);
  if (!mayDo(roles, 'bookSessions')) return { refused: fail(403, HTTP_MESSAGES.forbiddenRole) };
  const series = stored.get(id);
  if (!series || series.tenantId !== account.tenantId) {
    return { refused: fail(404, HTTP_MESSAGES.notFound) };
  }
  const checked = await gate(request, account, series.patientId, false);
  if (checked.refused) return { refused: checked.refused };
  return { id, patient: checked.patient! };
}

/** The series' planned sessions on or after `fromDate` on the clinic's calendar, in time order. */
async function followingOf(request: Request, tenantId: string, id: string, fromDate: string) {
  const timeZone = await clinicZoneOf(request);
  const occurrences = sessionsOf(tenantId)
    .filter((s) => s.seriesId === id && s.status === 'planned')
    .map((encounter) => ({
      encounter,
      date: formatIsoDate(calendarDayAt(new Date(encounter.startsAt), timeZone)),
    }))
    .filter((o) => o.date >= fromDate)
    .sort((a, b) => a.encounter.startsAt.localeCompare(b.encounter.startsAt));
  return { timeZone, occurrences };
}
