import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleVersionResponse } from '../../common/contracts/documents.contract.ts';
import { dayResponse } from '../../common/contracts/encounters.contract.ts';
import {
  NOTE_SECTION_MAX,
  note as noteSchema,
  notePath,
  noteSubPath,
  sessionNotePath,
} from '../../common/contracts/notes.contract.ts';
import {
  call,
  contentWith,
  patientWithSession,
  signNote,
  soap,
  startNote,
  startNotesClinic,
  storedNote,
  versionCount,
  type NotesClinic,
} from './notes.test-kit.ts';

let kit: NotesClinic;

beforeAll(async () => {
  kit = await startNotesClinic();
});
afterAll(() => kit.server.close());

describe('saving a draft names its version', () => {
  it('answers 428 without If-Match and 412 with the current note for a stale one, storing nothing', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await startNote(kit, session);
    const put = (ifMatch?: number) =>
      call(kit, kit.founder, 'PUT', notePath(draft.id), {
        body: { content: soap('New') },
        ifMatch,
      });
    expect((await put()).status).toBe(428);
    expect((await put(1)).status).toBe(200);
    const stale = await put(1);
    expect(stale.status).toBe(412);
    const body = staleVersionResponse(noteSchema).parse(stale.body);
    expect(body.current.version).toBe(2);
    expect(body.current.content.sections.plan).toBe('New');
    expect(stale.headers.get('etag')).toBe('"v2"');
    const sign = await call(kit, kit.founder, 'POST', noteSubPath(draft.id, 'sign'));
    expect(sign.status).toBe(428);
    const staleSign = await call(kit, kit.founder, 'POST', noteSubPath(draft.id, 'sign'), {
      ifMatch: 1,
    });
    expect(staleSign.status).toBe(412);
    expect((await storedNote(kit, draft.id)).status).toBe('draft');
    expect(await versionCount(kit, draft.id)).toBe(2);
  });

  it('refuses bad input with a 400 and stores nothing: unknown fields, an oversized section, a bad time, a NUL, a section of the other format', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await startNote(kit, session);
    const bad = [
      { content: soap(), extra: true },
      { content: { ...soap(), mood: 'ok' } },
      { content: contentWith({ plan: 'x'.repeat(NOTE_SECTION_MAX + 1) }) },
      { content: { ...soap(), fields: { ...soap().fields, startTime: '9:00' } } },
      { content: { ...soap(), fields: { ...soap().fields, endTime: '24:10' } } },
      { content: contentWith({ plan: 'a\u0000b' }) },
      { content: contentWith({ data: 'DAP data in a SOAP note' }) },
    ];
    for (const body of bad) {
      const reply = await call(kit, kit.founder, 'PUT', notePath(draft.id), { body, ifMatch: 1 });
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body.message).toMatch(/Invalid request body/);
    }
    const row = await storedNote(kit, draft.id);
    expect(row.version).toBe(1);
    expect(await versionCount(kit, draft.id)).toBe(1);

    const other = await patientWithSession(kit, 'finished');
    const start = await call(kit, kit.founder, 'POST', sessionNotePath(other.session.id), {
      body: { format: 'dap', content: soap() },
    });
    expect(start.status).toBe(400);
    const none = await call(kit, kit.founder, 'GET', sessionNotePath(other.session.id));
    expect(none.body.note).toBeNull();
  });
});

describe('starting a session’s note', () => {
  it('is allowed once the patient has arrived, refused (409) for a planned session or a second live note', async () => {
    const planned = await patientWithSession(kit, 'planned');
    const early = await call(kit, kit.founder, 'POST', sessionNotePath(planned.session.id), {
      body: { format: 'soap', content: soap() },
    });
    expect(early.status).toBe(409);
    const arrived = await patientWithSession(kit, 'arrived');
    const draft = await startNote(
      kit,
      arrived.session,
      contentWith({ data: 'Came in upset.' }),
      'dap',
    );
    expect(draft.format).toBe('dap');
    const twice = await call(kit, kit.founder, 'POST', sessionNotePath(arrived.session.id), {
      body: { format: 'soap', content: soap() },
    });
    expect(twice.status).toBe(409);
  });
});

describe('the notes a clinician still owes', () => {
  it('drops a finished session from the day’s notes to write once its note is signed, not while a draft', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const day = async () => {
      const from = new Date(Date.parse(session.startsAt) - 3_600_000).toISOString();
      const to = new Date(Date.parse(session.startsAt) + 3_600_000).toISOString();
      const reply = await kit.server.request('GET', `/dashboard/day?from=${from}&to=${to}`, {
        token: kit.founder.access_token,
      });
      return dayResponse.parse(reply.body).notesToWrite.map((s) => s.id);
    };
    const owed = async () => {
      const reply = await kit.server.request<{
        practitioners: { id: string; unsignedNotes: number }[];
      }>('GET', '/practitioners', { token: kit.founder.access_token });
      return reply.body.practitioners.find((p) => p.id === kit.founder.user.id)?.unsignedNotes;
    };
    expect(await day()).toContain(session.id);
    const before = await owed();
    const draft = await startNote(kit, session);
    expect(await day()).toContain(session.id);
    expect(await owed()).toBe(before);
    await signNote(kit, draft);
    expect(await day()).not.toContain(session.id);
    expect(await owed()).toBe((before ?? 0) - 1);
  });

  it('names the format of each owed note’s draft on the day, and none before a draft is started', async () => {
    const dap = (await patientWithSession(kit, 'finished')).session;
    const soapOne = (await patientWithSession(kit, 'finished')).session;
    const untouched = (await patientWithSession(kit, 'finished')).session;
    await startNote(kit, dap, contentWith({ data: 'Came in calmer.' }), 'dap');
    await startNote(kit, soapOne);
    const reply = await kit.server.request(
      'GET',
      `/dashboard/day?from=${dap.startsAt}&to=${new Date(Date.parse(dap.startsAt) + 3_600_000).toISOString()}`,
      { token: kit.founder.access_token },
    );
    const formats = new Map(
      dayResponse.parse(reply.body).notesToWrite.map((s) => [s.id, s.noteFormat]),
    );
    expect(formats.get(dap.id)).toBe('dap');
    expect(formats.get(soapOne.id)).toBe('soap');
    expect(formats.get(untouched.id)).toBeNull();
  });
});
