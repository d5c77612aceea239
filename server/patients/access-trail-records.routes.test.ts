import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { noteDraftPath } from '../../common/contracts/drafting.contract.ts';
import { encounterPath, type Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  intakePath,
  intakeSubPath,
  patientIntakesPath,
  type Intake,
} from '../../common/contracts/intake.contract.ts';
import { notePath, sessionNotePath, type Note } from '../../common/contracts/notes.contract.ts';
import {
  patientSubPath,
  type AccessTrailResponse,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { recordingPath } from '../../common/contracts/speech.contract.ts';
import { addRecording, drafted, recordAiConsent } from '../drafting/note-drafts.test-kit.ts';
import { getFhir } from '../fhir/fhir.test-kit.ts';
import { filledContent } from '../intake/intake.test-kit.ts';
import {
  call,
  patientWithSession,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../notes/notes.test-kit.ts';

/**
 * Issue 30: a line of the access trail names the one record its read opened — which note,
 * intake, AI draft, transcript or session — and says of it only what the trail's reader may see.
 */
let kit: NotesClinic;
let patient: Patient;
let session: Encounter;
let note: Note;
let intake: Intake;
let draftId: string;
let recordingId: string;

beforeAll(async () => {
  kit = await startNotesClinic();
  ({ patient, session } = await patientWithSession(kit, 'in-progress'));
  note = await startNote(kit, session);
  const started = await call<{ intake: Intake }>(
    kit,
    kit.founder,
    'POST',
    patientIntakesPath(patient.id),
    { body: { encounterId: null, content: filledContent() } },
  );
  expect(started.status).toBe(201);
  intake = started.body.intake;
  draftId = (await drafted(kit, kit.founder, session.id)).id;
  const consentId = await recordAiConsent(kit, patient.id, 'granted');
  recordingId = await addRecording(kit, session, consentId, 'A transcript of the session.');
});
afterAll(() => kit.server.close());

const trail = (who: LoginResponse, query = '') =>
  call<AccessTrailResponse>(kit, who, 'GET', `${patientSubPath(patient.id, 'access')}${query}`);

/** The newest line of the trail, as the owner without a clinical role reads it. */
async function newestLine(who: LoginResponse = kit.ownerOnly) {
  const reply = await trail(who, '?limit=1');
  expect(reply.status).toBe(200);
  return reply.body.entries[0]!;
}

/** Reads `path` as the founder (the note's, intake's, draft's author; on the care team). */
async function readAsFounder(path: string) {
  const reply = await call(kit, kit.founder, 'GET', path);
  expect(reply.status).toBe(200);
}

describe('the access trail names the record a read opened', () => {
  it.each([
    ['the note', () => notePath(note.id)],
    ['the note’s versions', () => `${notePath(note.id)}/versions`],
    ['the session’s note', () => sessionNotePath(session.id)],
  ])('a read of %s names the note, with its format and its session’s start', async (_, path) => {
    await readAsFounder(path());
    const line = await newestLine();
    expect(line.action).toBe('read-note');
    expect(line.record).toEqual({
      kind: 'note',
      id: note.id,
      format: 'soap',
      at: session.startsAt,
      encounterId: session.id,
    });
  });

  it.each([
    ['the intake', () => intakePath(intake.id)],
    ['the intake’s versions', () => intakeSubPath(intake.id, 'versions')],
  ])('a read of %s names the intake', async (_, path) => {
    await readAsFounder(path());
    const line = await newestLine();
    expect(line.action).toBe('read-intake');
    // An owner without the clinician role is not told when the intake was started.
    expect(line.record).toEqual({ kind: 'intake', id: intake.id });
  });

  it('a read of an AI draft names the draft and its session’s start, not its format', async () => {
    await readAsFounder(noteDraftPath(draftId));
    const line = await newestLine();
    expect(line.action).toBe('read-note-draft');
    expect(line.record).toEqual({
      kind: 'note-draft',
      id: draftId,
      at: session.startsAt,
      encounterId: session.id,
    });
  });

  it('a read of a transcript names the recording and its session’s start', async () => {
    await readAsFounder(recordingPath(recordingId));
    const line = await newestLine();
    expect(line.action).toBe('read-transcript');
    expect(line.record).toEqual({
      kind: 'recording',
      id: recordingId,
      at: session.startsAt,
      encounterId: session.id,
    });
  });

  it.each([
    ['the sessions API', () => call(kit, kit.staff, 'GET', encounterPath(session.id))],
    ['FHIR', () => getFhir(kit.server, `Encounter/${session.id}`, kit.staff.access_token)],
  ])('a read of one session through %s names it, openable by an owner', async (_, read) => {
    expect((await read()).status).toBe(200);
    const line = await newestLine();
    expect(line).toMatchObject({ action: 'read', user: { id: kit.staff.user.id } });
    expect(line.record).toEqual({
      kind: 'encounter',
      id: session.id,
      at: session.startsAt,
      encounterId: session.id,
      openable: true,
    });
  });

  it('tells a reader on the care team which records they may open themselves', async () => {
    await readAsFounder(notePath(note.id));
    await readAsFounder(noteDraftPath(draftId));
    await readAsFounder(intakePath(intake.id));
    const reply = await trail(kit.founder, '?limit=3');
    expect(reply.status).toBe(200);
    expect(reply.body.entries.map((entry) => entry.record)).toEqual([
      {
        kind: 'intake',
        id: intake.id,
        at: intake.createdAt,
        openable: true,
      },
      {
        kind: 'note-draft',
        id: draftId,
        format: 'soap',
        at: session.startsAt,
        encounterId: session.id,
        openable: true,
      },
      {
        kind: 'note',
        id: note.id,
        format: 'soap',
        at: session.startsAt,
        encounterId: session.id,
        openable: true,
      },
    ]);
  });

  it('leaves a read of the chart as a whole without a record', async () => {
    await readAsFounder(patientSubPath(patient.id, 'consents'));
    const line = await newestLine();
    expect(line.action).toBe('read-consents');
    expect(line.record).toBeUndefined();
  });

  it('narrows the trail to one record', async () => {
    await readAsFounder(notePath(note.id));
    await readAsFounder(intakePath(intake.id));
    const reply = await trail(kit.ownerOnly, `?recordId=${note.id}&limit=100`);
    expect(reply.status).toBe(200);
    expect(reply.body.entries.length).toBeGreaterThan(0);
    expect(reply.body.entries.every((entry) => entry.record?.id === note.id)).toBe(true);
  });

  it('writes no line when another clinic or a member without the right asks for a record', async () => {
    const before = (await trail(kit.ownerOnly, '?limit=100')).body.entries.length;
    for (const who of [kit.other, kit.staff, kit.outsider, kit.ownerOnly]) {
      expect((await call(kit, who, 'GET', notePath(note.id))).status).toBe(404);
      expect((await call(kit, who, 'GET', intakePath(intake.id))).status).toBe(404);
      expect((await call(kit, who, 'GET', noteDraftPath(draftId))).status).toBe(404);
      expect((await call(kit, who, 'GET', recordingPath(recordingId))).status).toBe(404);
    }
    const after = (await trail(kit.ownerOnly, '?limit=100')).body.entries.length;
    expect(after).toBe(before);
  });

  it('lists the record in the CSV an auditor exports', async () => {
    await readAsFounder(notePath(note.id));
    const reply = await kit.server.request(
      'GET',
      `${patientSubPath(patient.id, 'access')}/export?recordId=${note.id}`,
      { token: kit.ownerOnly.access_token },
    );
    expect(reply.status).toBe(200);
    const [header, first] = reply.text.trimEnd().split('\r\n');
    expect(header).toBe(
      '"at","member","member_id","action","break_glass","record_kind","record_id","record_format","record_at","via_app","via_app_client_id"',
    );
    expect(first).toMatch(
      new RegExp(`,"read-note","no","note","${note.id}","soap","${session.startsAt}","",""$`),
    );
  });
});
