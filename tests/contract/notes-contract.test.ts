import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_PATHS, memberListResponse } from '../../common/contracts/clinic.contract.ts';
import {
  canonicalJson,
  documentVersionsResponse,
  versionsPageQuery,
} from '../../common/contracts/documents.contract.ts';
import {
  encounterPath,
  encounterResponse,
  type Encounter,
} from '../../common/contracts/encounters.contract.ts';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import { describeIssues } from '../../common/contracts/invalid-input.ts';
import {
  addendumSignedObject,
  noteSignedObject,
} from '../../common/contracts/note-signed-facts.ts';
import {
  NOTE_MESSAGES,
  emptyNoteContent,
  noteCreateInput,
  notePath,
  noteResponse,
  noteSubPath,
  patientNotesPath,
  patientNotesResponse,
  sessionNotePath,
  sessionNoteResponse,
  type Note,
  type NoteContent,
} from '../../common/contracts/notes.contract.ts';
import { type Patient } from '../../common/contracts/patients.contract.ts';
import { DEMO } from '../../server/seed/seed.ts';
import {
  demoSession,
  expectRefusal,
  registerPatient as registerPatientOn,
  signInAs,
} from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, exchange, type CallOptions, type Target } from './contract-targets.ts';

const sha256 = (value: unknown) =>
  createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');

const soap = (sections: NoteContent['sections']): NoteContent => ({
  ...emptyNoteContent(),
  sections,
});

/**
 * Not compared here, on purpose (documented mock simplifications): refusals that need a second
 * clinician (another's draft is a 404, another's signed note a 403 to write): the mock signs in
 * only the demo clinician and the front desk, so those are the server's own tests'
 * (server/notes/notes.access.test.ts); the seed's own notes and the members' seeded licence numbers (each backend
 * has its own demo data: the frozen signer is compared with that backend's member list); a
 * concurrent write's race (the server's transaction; the mock is single-threaded); and the
 * server's 400 for a malformed body or path coming before its 401 (Fastify validates before the
 * signed-in scope authenticates; the mock asks who calls first).
 */
describe.each(CONTRACT_TARGETS)('the notes contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  let deskToken: string;
  beforeAll(async () => {
    target = await start();
    token = await signInAs(target);
    deskToken = await signInAs(target, 'frontdesk@praxis.clinic');
  });
  afterAll(() => target.stop());

  const call = (method: string, path: string, body?: unknown, options?: CallOptions) =>
    exchange(target, method, path, body, token, options);
  const ifMatch = (version: number | string) => ({
    headers: { 'if-match': typeof version === 'number' ? `"v${version}"` : version },
  });

  const registerPatient = (familyName: string) =>
    registerPatientOn(call, { givenName: 'Nora', familyName, birthDate: '1984-02-11' });
  /** A session of the demo clinician far in the future (2031), checked in unless `planned`. */
  const session = (patient: Patient, day: number, planned = false) =>
    demoSession(call, patient, { year: 2031, month: 2, day, modality: 'in-person' }, planned);

  async function startNote(encounter: Encounter, content = soap({})): Promise<Note> {
    const created = await call('POST', sessionNotePath(encounter.id), { format: 'soap', content });
    expect(created.status).toBe(201);
    return noteResponse.parse(created.body).note;
  }

  async function signedNote(encounter: Encounter, sections: NoteContent['sections']) {
    const draft = await startNote(encounter, soap(sections));
    const signed = await call('POST', noteSubPath(draft.id, 'sign'), undefined, ifMatch(1));
    expect(signed.status).toBe(200);
    return noteResponse.parse(signed.body).note;
  }

  it('starts a session’s note as draft version 1 with its ETag, read back by session and by id', async () => {
    const nora = await registerPatient('Start');
    const encounter = await session(nora, 2);
    const before = await call('GET', sessionNotePath(encounter.id));
    expect(before.status).toBe(200);
    expect(sessionNoteResponse.parse(before.body)).toEqual({
      note: null,
      previousPlan: null,
      // The identifiers a printed note carries (issue 30).
      patient: { mrn: nora.mrn, birthDate: nora.birthDate },
    });
    expect(before.headers.get('etag')).toBeNull();

    const content = soap({ subjective: 'Slept better.' });
    const created = await call('POST', sessionNotePath(encounter.id), { format: 'soap', content });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"v1"');
    const note = noteResponse.parse(created.body).note;
    expect(note).toMatchObject({
      encounterId: encounter.id,
      patientId: nora.id,
      authorId: DEMO.userId,
      authorName: `${DEMO.firstName} ${DEMO.lastName}`,
      format: 'soap',
      status: 'draft',
      version: 1,
      content,
      signature: null,
      addenda: [],
      enteredInError: null,
      aiAssist: null,
    });
    expect(note.updatedAt).toBe(note.createdAt);

    const bySession = await call('GET', sessionNotePath(encounter.id));
    expect(sessionNoteResponse.parse(bySession.body).note).toEqual(note);
    expect(bySession.headers.get('etag')).toBe('"v1"');
    const byId = await call('GET', notePath(note.id));
    expect(noteResponse.parse(byId.body).note).toEqual(note);
    expect(byId.headers.get('etag')).toBe('"v1"');
  });

  it('saves a draft with If-Match as its next version and pages its versions newest first, quick saves as one', async () => {
    const nora = await registerPatient('Versions');
    const note = await startNote(await session(nora, 3));
    for (const [version, text] of [
      [1, 'First save.'],
      [2, 'Second save.'],
    ] as const) {
      const saved = await call(
        'PUT',
        notePath(note.id),
        { content: soap({ subjective: text }) },
        ifMatch(version),
      );
      expect(saved.status).toBe(200);
      expect(saved.headers.get('etag')).toBe(`"v${version + 1}"`);
      expect(noteResponse.parse(saved.body).note).toMatchObject({
        version: version + 1,
        content: soap({ subjective: text }),
      });
    }

    // Both saves come within seconds: the history shows the last (issue 30) and the start.
    const first = await call('GET', `${noteSubPath(note.id, 'versions')}?limit=1`);
    expect(first.status).toBe(200);
    const page = documentVersionsResponse.parse(first.body);
    expect(page.versions.map((v) => v.version)).toEqual([3]);
    expect(page.versions[0]).toMatchObject({
      savedByName: `${DEMO.firstName} ${DEMO.lastName}`,
      content: soap({ subjective: 'Second save.' }),
    });
    expect(page.nextCursor).toBe('3');
    const rest = await call('GET', `${noteSubPath(note.id, 'versions')}?limit=2&cursor=3`);
    const last = documentVersionsResponse.parse(rest.body);
    expect(last.versions.map((v) => [v.version, v.content])).toEqual([[1, soap({})]]);
    expect(last.nextCursor).toBeUndefined();

    const badQuery = { limit: '0' };
    const message = describeIssues(versionsPageQuery.safeParse(badQuery).error!, 'querystring');
    expect(message).toMatch(/^Invalid query: limit: /);
    expectRefusal(await call('GET', `${noteSubPath(note.id, 'versions')}?limit=0`), 400, message);
    // The query is refused before the note is looked up.
    expectRefusal(
      await call('GET', `${noteSubPath('no-such-note', 'versions')}?limit=0`),
      400,
      message,
    );
    expectRefusal(
      await call('GET', noteSubPath('no-such-note', 'versions')),
      404,
      HTTP_MESSAGES.notFound,
    );
  });

  it('refuses a write naming no version (428) or an older one (412 with the current note and its ETag)', async () => {
    const nora = await registerPatient('Stale');
    const note = await startNote(await session(nora, 4));
    const content = { content: soap({ plan: 'Review in two weeks.' }) };
    expectRefusal(await call('PUT', notePath(note.id), content), 428, NOTE_MESSAGES.ifMatch);
    expectRefusal(
      await call('PUT', notePath(note.id), content, ifMatch('*')),
      428,
      NOTE_MESSAGES.ifMatch,
    );
    expectRefusal(await call('POST', noteSubPath(note.id, 'sign')), 428, NOTE_MESSAGES.ifMatch);
    const saved = noteResponse.parse(
      (await call('PUT', notePath(note.id), content, ifMatch(1))).body,
    ).note;

    for (const stale of [
      await call('PUT', notePath(note.id), { content: soap({ plan: 'Other.' }) }, ifMatch(1)),
      await call('POST', noteSubPath(note.id, 'sign'), undefined, ifMatch(1)),
    ]) {
      expect(stale.status).toBe(412);
      expect(stale.headers.get('etag')).toBe('"v2"');
      expect(stale.body).toEqual({ message: NOTE_MESSAGES.stale(2), current: saved });
    }
    const unchanged = await call('GET', notePath(note.id));
    expect(noteResponse.parse(unchanged.body).note).toEqual(saved);
  });

  it('signs a draft with text: locked, hashed over the signed facts, its signer as the clinic lists them', async () => {
    const nora = await registerPatient('Signing');
    const encounter = await session(nora, 5);
    const empty = await startNote(encounter);
    expectRefusal(
      await call('POST', noteSubPath(empty.id, 'sign'), undefined, ifMatch(1)),
      422,
      NOTE_MESSAGES.empty,
    );
    const content = soap({ subjective: 'Calmer.', plan: 'Keep the diary.' });
    await call('PUT', notePath(empty.id), { content }, ifMatch(1));
    const reply = await call('POST', noteSubPath(empty.id, 'sign'), undefined, ifMatch(2));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('etag')).toBe('"v2"');
    const signed = noteResponse.parse(reply.body).note;
    const members = memberListResponse.parse((await call('GET', CLINIC_PATHS.members)).body);
    const me = members.members.find((m) => m.id === DEMO.userId)!;
    expect(signed).toMatchObject({ status: 'signed', version: 2, content });
    const signature = signed.signature!;
    expect(signature).toMatchObject({
      signerId: DEMO.userId,
      signerName: `${DEMO.firstName} ${DEMO.lastName}`,
      signerCredentials: me.credentials,
      signerLicenceNumber: me.licenceNumber,
      role: 'clinician',
    });
    expect(signed.updatedAt).toBe(signature.signedAt);
    expect(signature.sha256).toBe(
      sha256(noteSignedObject({ ...signed, signerId: DEMO.userId, signedAt: signature.signedAt })),
    );

    expectRefusal(
      await call('PUT', notePath(signed.id), { content: soap({}) }, ifMatch(2)),
      409,
      NOTE_MESSAGES.signed,
    );
    expectRefusal(
      await call('POST', noteSubPath(signed.id, 'sign'), undefined, ifMatch(2)),
      409,
      NOTE_MESSAGES.signed,
    );
    // A signed note is refused as locked even when the write names an older version.
    expectRefusal(
      await call('POST', noteSubPath(signed.id, 'sign'), undefined, ifMatch(1)),
      409,
      NOTE_MESSAGES.signed,
    );
    expectRefusal(
      await call('POST', sessionNotePath(encounter.id), { format: 'soap', content }),
      409,
      NOTE_MESSAGES.hasNote,
    );
  });

  it('adds signed addenda to a signed note only, and lists the patient’s notes without contents', async () => {
    const nora = await registerPatient('Addenda');
    const earlier = await session(nora, 6);
    const later = await session(nora, 7);
    const draft = await startNote(later);
    const addendum = { text: 'Called the GP after the session.', reason: 'Late entry' };
    expectRefusal(
      await call('POST', noteSubPath(draft.id, 'addenda'), addendum),
      409,
      NOTE_MESSAGES.addendumNeedsSigned,
    );
    const signed = await signedNote(earlier, { subjective: 'Tired.' });
    const added = await call('POST', noteSubPath(signed.id, 'addenda'), addendum);
    expect(added.status).toBe(201);
    expect(added.headers.get('etag')).toBe('"v1"');
    const note = noteResponse.parse(added.body).note;
    const members = memberListResponse.parse((await call('GET', CLINIC_PATHS.members)).body);
    const me = members.members.find((m) => m.id === DEMO.userId)!;
    const [entry] = note.addenda;
    expect(note.addenda).toHaveLength(1);
    expect(entry).toMatchObject({
      ...addendum,
      authorId: DEMO.userId,
      authorName: `${DEMO.firstName} ${DEMO.lastName}`,
      authorCredentials: me.credentials,
      authorLicenceNumber: me.licenceNumber,
    });
    expect(entry!.sha256).toBe(
      sha256(
        addendumSignedObject({
          noteId: signed.id,
          ...addendum,
          authorId: DEMO.userId,
          signedAt: entry!.signedAt,
        }),
      ),
    );

    const listed = await call('GET', patientNotesPath(nora.id));
    expect(listed.status).toBe(200);
    expect(patientNotesResponse.parse(listed.body).notes).toEqual([
      {
        id: draft.id,
        encounterId: later.id,
        sessionStartsAt: later.startsAt,
        format: 'soap',
        status: 'draft',
        authorName: `${DEMO.firstName} ${DEMO.lastName}`,
        updatedAt: draft.updatedAt,
        signedAt: null,
        addendaCount: 0,
      },
      {
        id: signed.id,
        encounterId: earlier.id,
        sessionStartsAt: earlier.startsAt,
        format: 'soap',
        status: 'signed',
        authorName: `${DEMO.firstName} ${DEMO.lastName}`,
        updatedAt: signed.updatedAt,
        signedAt: signed.signature!.signedAt,
        addendaCount: 1,
      },
    ]);
    expectRefusal(
      await call('GET', patientNotesPath('no-such-patient')),
      404,
      HTTP_MESSAGES.notFound,
    );
  });

  it('withdraws a note as entered in error: kept and readable, no longer the session’s note, never changed again', async () => {
    const nora = await registerPatient('Withdrawn');
    const encounter = await session(nora, 8);
    const signed = await signedNote(encounter, { subjective: 'Wrong patient.' });
    const reason = { reason: 'Written for the wrong patient' };
    const withdrawn = await call('POST', noteSubPath(signed.id, 'entered-in-error'), reason);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.headers.get('etag')).toBe('"v1"');
    const note = noteResponse.parse(withdrawn.body).note;
    expect(note).toMatchObject({
      status: 'entered-in-error',
      content: signed.content,
      signature: signed.signature,
      enteredInError: { reason: reason.reason, byName: `${DEMO.firstName} ${DEMO.lastName}` },
    });
    expectRefusal(
      await call('POST', noteSubPath(signed.id, 'entered-in-error'), reason),
      409,
      NOTE_MESSAGES.alreadyWithdrawn,
    );
    expectRefusal(
      await call('PUT', notePath(signed.id), { content: soap({}) }, ifMatch(1)),
      409,
      NOTE_MESSAGES.enteredInError,
    );
    expect(noteResponse.parse((await call('GET', notePath(signed.id))).body).note).toEqual(note);
    const bySession = await call('GET', sessionNotePath(encounter.id));
    expect(sessionNoteResponse.parse(bySession.body).note).toBeNull();
    expect(bySession.headers.get('etag')).toBeNull();
    // The session may have a note again.
    await startNote(encounter);
  });

  it('offers the plan of the patient’s latest earlier signed note that has one', async () => {
    const nora = await registerPatient('Plans');
    const first = await signedNote(await session(nora, 10), {
      subjective: 'Low mood.',
      plan: 'Start the activity diary.',
    });
    const second = await session(nora, 11);
    await signedNote(second, { subjective: 'No plan written.' });
    const third = await session(nora, 12);
    const reply = await call('GET', sessionNotePath(third.id));
    expect(sessionNoteResponse.parse(reply.body)).toMatchObject({
      note: null,
      previousPlan: {
        noteId: first.id,
        sessionStartsAt: (await sessionOf(first.encounterId)).startsAt,
        plan: 'Start the activity diary.',
      },
    });
  });

  async function sessionOf(id: string) {
    const reply = await call('GET', encounterPath(id));
    return encounterResponse.parse(reply.body).encounter;
  }

  it('refuses a note in the server’s order: its body, the session’s state, a foreign section, an AI draft not the author’s, a second note', async () => {
    const nora = await registerPatient('Order');
    const planned = await session(nora, 14, true);
    const bad = { format: 'narrative', content: soap({}) };
    const badMessage = describeIssues(noteCreateInput.safeParse(bad).error!, 'body');
    expect(badMessage).toMatch(/^Invalid request body: format: /);
    expectRefusal(await call('POST', sessionNotePath(planned.id), bad), 400, badMessage);
    expectRefusal(
      await call('POST', sessionNotePath(planned.id), { format: 'soap', content: soap({}) }),
      409,
      NOTE_MESSAGES.notBegun('planned'),
    );
    expectRefusal(
      await call('POST', sessionNotePath(planned.id), undefined, {
        headers: { 'content-type': 'application/json' },
        raw: '{"format": soap',
      }),
      400,
      HTTP_MESSAGES.invalidJson,
    );

    const encounter = await session(nora, 15);
    const note = await startNote(encounter);
    const dapSection = { format: 'soap', content: soap({ data: 'Data belongs to DAP.' }) };
    const sectionMessage = NOTE_MESSAGES.sectionsOutsideFormat('soap', ['data']);
    // With a note already started, the content's rules still answer first.
    expectRefusal(
      await call('POST', sessionNotePath(encounter.id), dapSection),
      400,
      sectionMessage,
    );
    expectRefusal(
      await call('PUT', notePath(note.id), { content: dapSection.content }, ifMatch(1)),
      400,
      sectionMessage,
    );
    const strangeDraft = { format: 'soap', content: soap({}), aiDraftId: 'no-such-draft' };
    expectRefusal(
      await call('POST', sessionNotePath(encounter.id), strangeDraft),
      400,
      NOTE_MESSAGES.notOwnAiDraft,
    );
    // An AI draft that is not the author's is refused before a stale version is.
    expectRefusal(
      await call(
        'PUT',
        notePath(note.id),
        { content: soap({}), aiDraftId: 'no-such-draft' },
        ifMatch(9),
      ),
      400,
      NOTE_MESSAGES.notOwnAiDraft,
    );
    expectRefusal(
      await call('POST', sessionNotePath(encounter.id), { format: 'dap', content: soap({}) }),
      409,
      NOTE_MESSAGES.hasNote,
    );
  });

  it('keeps a note’s contents from the front desk (404 on every read and write) while its chart lists the note', async () => {
    const nora = await registerPatient('Desk');
    const encounter = await session(nora, 16);
    const draft = await startNote(encounter, soap({ subjective: 'Private.' }));
    const signed = await signedNote(await session(nora, 17), { subjective: 'Also private.' });
    const asDesk = (method: string, path: string, body?: unknown, options?: CallOptions) =>
      exchange(target, method, path, body, deskToken, options);
    const refusals = [
      await asDesk('GET', sessionNotePath(encounter.id)),
      await asDesk('POST', sessionNotePath(encounter.id), { format: 'soap', content: soap({}) }),
      await asDesk('GET', notePath(signed.id)),
      await asDesk('GET', noteSubPath(signed.id, 'versions')),
      await asDesk('PUT', notePath(draft.id), { content: soap({}) }, ifMatch(1)),
      await asDesk('POST', noteSubPath(draft.id, 'sign'), undefined, ifMatch(1)),
      await asDesk('POST', noteSubPath(signed.id, 'addenda'), { text: 'x', reason: 'Because' }),
      await asDesk('POST', noteSubPath(signed.id, 'entered-in-error'), { reason: 'Because' }),
    ];
    for (const refusal of refusals) expectRefusal(refusal, 404, HTTP_MESSAGES.notFound);
    const listed = await asDesk('GET', patientNotesPath(nora.id));
    expect(listed.status).toBe(200);
    expect(patientNotesResponse.parse(listed.body).notes.map((n) => [n.id, n.status])).toEqual([
      [signed.id, 'signed'],
      [draft.id, 'draft'],
    ]);
  });

  it('answers 404 for an unknown session or note and 401 without a session, in the server’s words', async () => {
    expectRefusal(
      await call('GET', sessionNotePath('no-such-session')),
      404,
      HTTP_MESSAGES.notFound,
    );
    expectRefusal(
      await call('POST', sessionNotePath('no-such-session'), { format: 'soap', content: soap({}) }),
      404,
      HTTP_MESSAGES.notFound,
    );
    expectRefusal(await call('GET', notePath('no-such-note')), 404, HTTP_MESSAGES.notFound);
    expectRefusal(
      await call('PUT', notePath('no-such-note'), { content: soap({}) }, ifMatch(1)),
      404,
      HTTP_MESSAGES.notFound,
    );
    const anonymous = await exchange(target, 'GET', notePath('no-such-note'));
    expectRefusal(anonymous, 401, HTTP_MESSAGES.unauthorized);
    const anonymousSave = await exchange(target, 'PUT', notePath('no-such-note'), {
      content: soap({}),
    });
    expectRefusal(anonymousSave, 401, HTTP_MESSAGES.unauthorized);
  });
});
