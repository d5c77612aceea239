import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notePath,
  noteSubPath,
  patientNotesPath,
  patientNotesResponse,
  sessionNotePath,
  type Note,
} from '../../common/contracts/notes.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  call,
  patientWithSession,
  signNote,
  soap,
  startNote,
  startNotesClinic,
  trailActions,
  versionCount,
  type NotesClinic,
} from './notes.test-kit.ts';

let kit: NotesClinic;
let draft: Note;
let signed: Note;
let patientId: string;
let draftSession: string;

beforeAll(async () => {
  kit = await startNotesClinic();
  const first = await patientWithSession(kit, 'finished');
  patientId = first.patient.id;
  signed = await signNote(kit, await startNote(kit, first.session));
  const second = await patientWithSession(kit, 'finished', first.patient);
  draftSession = second.session.id;
  draft = await startNote(kit, second.session);
});
afterAll(() => kit.server.close());

/** Every endpoint of one note, with a body that would pass validation. */
const everyNoteCall = (note: Note) =>
  [
    ['GET', notePath(note.id), {}],
    ['GET', noteSubPath(note.id, 'versions'), {}],
    ['PUT', notePath(note.id), { body: { content: soap('x') }, ifMatch: note.version }],
    ['POST', noteSubPath(note.id, 'sign'), { ifMatch: note.version }],
    ['POST', noteSubPath(note.id, 'addenda'), { body: { text: 'x', reason: 'Late entry' } }],
    ['POST', noteSubPath(note.id, 'entered-in-error'), { body: { reason: 'Not mine' } }],
  ] as const;

async function statuses(who: LoginResponse, note: Note) {
  const out: number[] = [];
  for (const [method, path, options] of everyNoteCall(note)) {
    out.push((await call(kit, who, method, path, options)).status);
  }
  return out;
}

describe('who may read and write a note', () => {
  it('hides a draft from another clinician on the care team (404 everywhere)', async () => {
    expect(await statuses(kit.colleague, draft)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await call(kit, kit.colleague, 'GET', sessionNotePath(draftSession))).status).toBe(404);
  });

  it('lets another clinician on the care team read a signed note but not sign, amend or withdraw it (403)', async () => {
    expect(await statuses(kit.colleague, signed)).toEqual([200, 200, 403, 403, 403, 403]);
  });

  it('refuses a session’s note to anyone but its clinician (403 on the care team)', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const reply = await call(kit, kit.colleague, 'POST', sessionNotePath(session.id), {
      body: { format: 'dap', content: soap() },
    });
    expect(reply.status).toBe(403);
  });

  it('answers 404 to a clinician off the care team, the front desk, an owner only and another clinic on every endpoint', async () => {
    for (const who of [kit.outsider, kit.staff, kit.ownerOnly, kit.other]) {
      expect(await statuses(who, signed)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(await statuses(who, draft)).toEqual([404, 404, 404, 404, 404, 404]);
      expect((await call(kit, who, 'GET', sessionNotePath(signed.encounterId))).status).toBe(404);
      const start = await call(kit, who, 'POST', sessionNotePath(draftSession), {
        body: { format: 'soap', content: soap() },
      });
      expect(start.status).toBe(404);
    }
    expect((await call(kit, kit.other, 'GET', patientNotesPath(patientId))).status).toBe(404);
    expect(await versionCount(kit, draft.id)).toBe(1);
  });

  it('lists a patient’s notes without contents to the front desk, drafts included with their status', async () => {
    const reply = await call(kit, kit.staff, 'GET', patientNotesPath(patientId));
    expect(reply.status).toBe(200);
    const { notes } = patientNotesResponse.parse(reply.body);
    expect(notes.map((n) => [n.id, n.status])).toEqual([
      [draft.id, 'draft'],
      [signed.id, 'signed'],
    ]);
    expect(reply.text).not.toContain('Reports a better week');
    expect((await call(kit, kit.ownerOnly, 'GET', patientNotesPath(patientId))).status).toBe(200);
  });

  it('writes a read-note line in the patient’s trail for each read of contents, and none for the list', async () => {
    const before = await trailActions(kit, patientId, kit.colleague.user.id);
    await call(kit, kit.colleague, 'GET', notePath(signed.id));
    await call(kit, kit.colleague, 'GET', noteSubPath(signed.id, 'versions'));
    await call(kit, kit.colleague, 'GET', sessionNotePath(signed.encounterId));
    await call(kit, kit.colleague, 'GET', patientNotesPath(patientId));
    expect(
      (await trailActions(kit, patientId, kit.colleague.user.id)).slice(before.length),
    ).toEqual(['read-note', 'read-note', 'read-note']);
  });
});
