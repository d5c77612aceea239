import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, loginResponse } from '../../common/contracts/account.contract.ts';
import { CLINIC_PATHS, practitionerListResponse } from '../../common/contracts/clinic.contract.ts';
import {
  DAY_BOUND_ACTIONS,
  ENCOUNTER_PATHS,
  OFF_DAY_MESSAGE,
  VIDEO_LINK_ONLY_FOR_VIDEO,
  dayResponse,
  doubleBookingResponse,
  encounterListResponse,
  encounterPath,
  encounterResponse,
  encounterTransitionPath,
  type Encounter,
  type EncounterAction,
} from '../../common/contracts/encounters.contract.ts';
import { sessionNotePath, sessionNoteResponse } from '../../common/contracts/notes.contract.ts';
import { patientPath, patientResponse } from '../../common/contracts/patients.contract.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { OFF_DAY_CONFIRMED } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/**
 * Not compared here, on purpose (documented mock simplifications): who may see or book which
 * session (the mock models no caseloads: every mock account is owner + clinician but the front
 * desk), the day view's flagged patients (the server reads the caseload, the mock the clinician's
 * sessions) and the list cursor's shape (opaque to the client).
 */
describe.each(CONTRACT_TARGETS)('the sessions contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  let otherClinicianId: string;
  beforeAll(async () => {
    target = await start();
    const login = await call('POST', '/account/login', {
      email: DEMO.email,
      password: DEMO.password,
    });
    token = loginResponse.parse(login.body).access_token;
    const listed = await call('GET', CLINIC_PATHS.practitioners);
    const others = practitionerListResponse
      .parse(listed.body)
      .practitioners.filter((p) => p.id !== DEMO.userId);
    otherClinicianId = others[0]!.id;
  });
  afterAll(() => target.stop());

  const call = (method: string, path: string, body?: unknown) =>
    callTarget(target, method, path, body, token);

  /** A patient of this target's clinic, registered by the demo clinician (so on their caseload). */
  async function registerPatient(givenName: string, familyName: string) {
    const body = { givenName, familyName, birthDate: '1980-05-17', preferredName: 'Pref' };
    const created = await call('POST', '/patients', body);
    expect(created.status).toBe(201);
    return patientResponse.parse(created.body).patient;
  }

  /** Far in the future (2030), so nothing collides with the server's seeded sessions. */
  const at = (day: number, hour: number) =>
    new Date(Date.UTC(2030, 0, day, Math.floor(hour), (hour % 1) * 60)).toISOString();

  async function book(
    patientId: string,
    day: number,
    hour: number,
    extra: Record<string, unknown> = {},
  ): Promise<Encounter> {
    const reply = await call('POST', ENCOUNTER_PATHS.list, {
      patientId,
      clinicianId: DEMO.userId,
      startsAt: at(day, hour),
      endsAt: at(day, hour + 1),
      modality: 'in-person',
      type: 'individual',
      ...extra,
    });
    expect(reply.status).toBe(201);
    return encounterResponse.parse(reply.body).encounter;
  }

  /** The sessions here are in 2030: a check-in, start or no-show confirms it comes on another day. */
  const transition = (
    id: string,
    body: { action: EncounterAction; offDay?: unknown; reason?: string },
  ) =>
    call(
      'POST',
      encounterTransitionPath(id),
      DAY_BOUND_ACTIONS.includes(body.action) && !('offDay' in body)
        ? { ...body, offDay: OFF_DAY_CONFIRMED }
        : body,
    );
  /** Exactly `body`, with no confirmation added. */
  const transitionAsked = (id: string, body: unknown) =>
    call('POST', encounterTransitionPath(id), body);

  it('books a session (201) for the patient and clinician, reads it back and lists it by patient', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const booked = await book(ada.id, 2, 9, { location: '  ' });
    expect(booked).toMatchObject({
      // The legal given name, as the server joins it (not the preferred name).
      patient: { id: ada.id, name: 'Ada Lovelace', mrn: ada.mrn },
      clinician: { id: DEMO.userId, name: `${DEMO.firstName} ${DEMO.lastName}` },
      startsAt: at(2, 9),
      endsAt: at(2, 10),
      status: 'planned',
      location: null,
      statusReason: null,
      arrivedAt: null,
      startedAt: null,
      finishedAt: null,
    });

    const read = await call('GET', encounterPath(booked.id));
    expect(read.status).toBe(200);
    expect(encounterResponse.parse(read.body).encounter).toEqual(booked);

    const later = await book(ada.id, 3, 9);
    const listed = await call('GET', `${ENCOUNTER_PATHS.list}?patientId=${ada.id}`);
    expect(listed.status).toBe(200);
    const page = encounterListResponse.parse(listed.body);
    expect(page.encounters.map((e) => e.id)).toEqual([booked.id, later.id]);
    expect(page.nextCursor).toBeUndefined();
  });

  it('checks a session in, starts and finishes it, stamping each step; the day view shows it', async () => {
    const ada = await registerPatient('Ada', 'Byron');
    const booked = await book(ada.id, 4, 9);

    const arrived = await transition(booked.id, { action: 'check-in', reason: 'On time' });
    expect(arrived.status).toBe(200);
    const afterCheckIn = encounterResponse.parse(arrived.body).encounter;
    // A reason is kept only for a cancellation or a no-show.
    expect(afterCheckIn).toMatchObject({ status: 'arrived', statusReason: null });
    expect(afterCheckIn.arrivedAt).not.toBeNull();

    const started = encounterResponse.parse(
      (await transition(booked.id, { action: 'start' })).body,
    ).encounter;
    expect(started.status).toBe('in-progress');
    expect(started.startedAt).not.toBeNull();

    const finished = await transition(booked.id, { action: 'finish' });
    expect(finished.status).toBe(200);
    const done = encounterResponse.parse(finished.body).encounter;
    expect(done).toMatchObject({ status: 'finished', arrivedAt: afterCheckIn.arrivedAt });
    expect(done.finishedAt).not.toBeNull();

    const day = await call('GET', `${ENCOUNTER_PATHS.myDay}?from=${at(4, 0)}&to=${at(5, 0)}`);
    expect(day.status).toBe(200);
    const view = dayResponse.parse(day.body);
    expect(view.sessions.map((s) => s.id)).toEqual([booked.id]);
    // The server's demo clinician has seeded finished sessions: the oldest fill the list.
    expect(view.notesToWrite.every((s) => s.status === 'finished')).toBe(true);
    expect(view.notesToWrite.every((s) => s.clinician.id === DEMO.userId)).toBe(true);
  });

  it('names, for each note to write, the format of the session’s draft (none before one is started)', async () => {
    const ada = await registerPatient('Ada', 'Format');
    const session = await book(ada.id, 5, 9);
    for (const action of ['check-in', 'start', 'finish'] as const) {
      expect((await transition(session.id, { action })).status).toBe(200);
    }
    const day = await call('GET', `${ENCOUNTER_PATHS.myDay}?from=${at(5, 0)}&to=${at(6, 0)}`);
    const owed = dayResponse.parse(day.body).notesToWrite;
    expect(owed.length).toBeGreaterThan(0);
    for (const s of owed) {
      const note = sessionNoteResponse.parse((await call('GET', sessionNotePath(s.id))).body).note;
      expect(note?.status).not.toBe('signed');
      expect(s.noteFormat).toBe(note?.format ?? null);
    }
  });

  it('cancels a planned session with its reason, which frees the time', async () => {
    const ada = await registerPatient('Ada', 'King');
    const booked = await book(ada.id, 6, 9);
    const cancelled = await transition(booked.id, { action: 'cancel', reason: 'Unwell' });
    expect(encounterResponse.parse(cancelled.body).encounter).toMatchObject({
      status: 'cancelled',
      statusReason: 'Unwell',
    });
    await book(ada.id, 6, 9);
  });

  it('refuses a double booking with 409 naming the session in the way; another clinician is free', async () => {
    const ada = await registerPatient('Ada', 'Clash');
    const first = await book(ada.id, 8, 9);
    const reply = await call('POST', ENCOUNTER_PATHS.list, {
      patientId: ada.id,
      clinicianId: DEMO.userId,
      startsAt: at(8, 9.5),
      endsAt: at(8, 10.5),
      modality: 'video',
      type: 'individual',
    });
    expect(reply.status).toBe(409);
    const refusal = doubleBookingResponse.parse(reply.body);
    expect(refusal.message).toBeTruthy();
    expect(refusal.conflict).toEqual({
      id: first.id,
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      patient: first.patient,
    });
    // Half-open times: a session may start when the previous one ends.
    await book(ada.id, 8, 10);
    await book(ada.id, 8, 9.5, { clinicianId: otherClinicianId });
  });

  it('gives the front desk the whole clinic’s day: it lists and checks in a clinician’s session, never starts it', async () => {
    const ada = await registerPatient('Ada', 'Desk');
    const theirs = await book(ada.id, 20, 9, { clinicianId: otherClinicianId });
    const mine = await book(ada.id, 20, 11);
    const login = await call('POST', '/account/login', {
      email: 'frontdesk@praxis.clinic',
      password: DEMO.password,
    });
    const desk = loginResponse.parse(login.body).access_token;
    const asDesk = (method: string, path: string, body?: unknown) =>
      callTarget(target, method, path, body, desk);
    const window = `from=${encodeURIComponent(at(20, 0))}&to=${encodeURIComponent(at(21, 0))}`;
    const listed = await asDesk('GET', `${ENCOUNTER_PATHS.list}?${window}&limit=1`);
    expect(listed.status).toBe(200);
    const first = encounterListResponse.parse(listed.body);
    expect(first.encounters.map((s) => s.id)).toEqual([theirs.id]);
    const rest = await asDesk(
      'GET',
      `${ENCOUNTER_PATHS.list}?${window}&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(encounterListResponse.parse(rest.body).encounters.map((s) => s.id)).toEqual([mine.id]);
    const arrived = await asDesk('POST', encounterTransitionPath(theirs.id), {
      action: 'check-in',
      offDay: OFF_DAY_CONFIRMED,
    });
    expect(encounterResponse.parse(arrived.body).encounter.status).toBe('arrived');
    const start = await asDesk('POST', encounterTransitionPath(theirs.id), {
      action: 'start',
      offDay: OFF_DAY_CONFIRMED,
    });
    expect(start.status).toBe(403);
  });

  it('refuses a step the status table does not allow from the current status with 409', async () => {
    const ada = await registerPatient('Ada', 'Steps');
    const booked = await book(ada.id, 10, 9);
    const early = await transition(booked.id, { action: 'finish' });
    expect(early.status).toBe(409);
    expect(errorResponse.parse(early.body).message).toBeTruthy();
    await transition(booked.id, { action: 'check-in' });
    const missed = await transition(booked.id, { action: 'no-show', reason: 'Did not come' });
    expect(missed.status).toBe(409);
    expect(errorResponse.parse(missed.body).message).toBeTruthy();
  });

  it('answers 400 with a message for bad input, and keeps nothing', async () => {
    const ada = await registerPatient('Ada', 'Wrong');
    const good = {
      patientId: ada.id,
      clinicianId: DEMO.userId,
      startsAt: at(12, 9),
      endsAt: at(12, 10),
      modality: 'in-person',
      type: 'individual',
    };
    const bad = [
      { ...good, endsAt: at(12, 8) },
      { ...good, startsAt: 'tomorrow at nine' },
      { ...good, modality: 'carrier-pigeon' },
      { ...good, room: 'Room 9' },
      // Longer than a session may last (12 hours).
      { ...good, endsAt: at(13, 9) },
    ];
    for (const body of bad) {
      const reply = await call('POST', ENCOUNTER_PATHS.list, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(errorResponse.parse(reply.body).message).toBeTruthy();
    }
    const listed = encounterListResponse.parse(
      (await call('GET', `${ENCOUNTER_PATHS.list}?patientId=${ada.id}`)).body,
    );
    expect(listed.encounters).toEqual([]);

    const booked = await book(ada.id, 12, 9);
    const noReason = await transition(booked.id, { action: 'cancel' });
    expect(noReason.status).toBe(400);
    expect(errorResponse.parse(noReason.body).message).toBeTruthy();
    const backwards = await call(
      'GET',
      `${ENCOUNTER_PATHS.list}?from=${at(12, 10)}&to=${at(12, 9)}`,
    );
    expect(backwards.status).toBe(400);
    expect(errorResponse.parse(backwards.body).message).toBeTruthy();
    const longDay = await call('GET', `${ENCOUNTER_PATHS.myDay}?from=${at(1, 0)}&to=${at(20, 0)}`);
    expect(longDay.status).toBe(400);
    expect(errorResponse.parse(longDay.body).message).toBeTruthy();
  });

  it('asks a confirmation and reason (409) to check in on another day; a confirmation without a reason is a 400', async () => {
    const ada = await registerPatient('Ada', 'Early');
    const booked = await book(ada.id, 22, 9);
    const unasked = await transitionAsked(booked.id, { action: 'check-in' });
    expect(unasked.status).toBe(409);
    expect(errorResponse.parse(unasked.body).message).toBe(OFF_DAY_MESSAGE);
    const noReason = await transitionAsked(booked.id, {
      action: 'check-in',
      offDay: { confirmed: true },
    });
    expect(noReason.status).toBe(400);
    const read = await call('GET', encounterPath(booked.id));
    expect(encounterResponse.parse(read.body).encounter.status).toBe('planned');
    const confirmed = await transitionAsked(booked.id, {
      action: 'check-in',
      offDay: { confirmed: true, reason: 'Came in early' },
    });
    expect(encounterResponse.parse(confirmed.body).encounter.status).toBe('arrived');
  });

  it('keeps a video session’s https meeting link; refuses an http link or one on an in-person session (400)', async () => {
    const ada = await registerPatient('Ada', 'Video');
    const video = await book(ada.id, 24, 9, {
      modality: 'video',
      videoLink: 'https://meet.example/room-1',
    });
    expect(video.videoLink).toBe('https://meet.example/room-1');
    const base = {
      patientId: ada.id,
      clinicianId: DEMO.userId,
      startsAt: at(24, 11),
      endsAt: at(24, 12),
      type: 'individual',
    };
    const http = await call('POST', ENCOUNTER_PATHS.list, {
      ...base,
      modality: 'video',
      videoLink: 'http://meet.example/room-1',
    });
    expect(http.status).toBe(400);
    const inPerson = await call('POST', ENCOUNTER_PATHS.list, {
      ...base,
      modality: 'in-person',
      videoLink: 'https://meet.example/room-1',
    });
    expect(inPerson.status).toBe(400);
    expect(errorResponse.parse(inPerson.body).message).toBe(VIDEO_LINK_ONLY_FOR_VIDEO);
    const listed = encounterListResponse.parse(
      (await call('GET', `${ENCOUNTER_PATHS.list}?patientId=${ada.id}`)).body,
    );
    expect(listed.encounters.map((e) => e.id)).toEqual([video.id]);
  });

  it('refuses to book a discharged patient with 409', async () => {
    const ada = await registerPatient('Ada', 'Gone');
    await call('PATCH', patientPath(ada.id), { status: 'discharged' });
    const reply = await call('POST', ENCOUNTER_PATHS.list, {
      patientId: ada.id,
      clinicianId: DEMO.userId,
      startsAt: at(14, 9),
      endsAt: at(14, 10),
      modality: 'in-person',
      type: 'individual',
    });
    expect(reply.status).toBe(409);
    expect(errorResponse.parse(reply.body).message).toBeTruthy();
  });

  it('answers 404 for an unknown session or patient, 400 for an unknown clinician', async () => {
    expect((await call('GET', encounterPath('no-such-session'))).status).toBe(404);
    const step = await transition('no-such-session', { action: 'check-in' });
    expect(step.status).toBe(404);
    expect(errorResponse.parse(step.body).message).toBeTruthy();
    const list = await call('GET', `${ENCOUNTER_PATHS.list}?patientId=no-such-patient`);
    expect(list.status).toBe(404);
    const ada = await registerPatient('Ada', 'Nobody');
    const booking = {
      patientId: 'no-such-patient',
      clinicianId: DEMO.userId,
      startsAt: at(16, 9),
      endsAt: at(16, 10),
      modality: 'phone',
      type: 'intake',
    };
    const noPatient = await call('POST', ENCOUNTER_PATHS.list, booking);
    expect(noPatient.status).toBe(404);
    expect(errorResponse.parse(noPatient.body).message).toBeTruthy();
    const noClinician = await call('POST', ENCOUNTER_PATHS.list, {
      ...booking,
      patientId: ada.id,
      clinicianId: 'no-such-clinician',
    });
    expect(noClinician.status).toBe(400);
    expect(errorResponse.parse(noClinician.body).message).toBeTruthy();
  });

  it('answers 401 without a session', async () => {
    const reply = await callTarget(target, 'GET', ENCOUNTER_PATHS.list);
    expect(reply.status).toBe(401);
  });
});
