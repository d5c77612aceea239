import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTE_SECTION_MAX,
  addendumInput,
  noteResponse,
  notePath,
  noteSubPath,
  noteUpdateInput,
  sessionNotePath,
  type NoteContent,
} from '../../common/contracts/notes.contract.ts';
import { bodyLimitFor } from '../http/body-limits.ts';
import { asciiJson, SCRIPTS, textOf, type Script } from '../test/worst-case-text.ts';
import {
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  storedNote,
  versionCount,
  type NotesClinic,
} from './notes.test-kit.ts';

/** The server's own limit as `npm start` sets it: the contracts' documents are all above it. */
const SERVER_LIMIT = 64 * 1024;

let kit: NotesClinic;
beforeAll(async () => {
  kit = await startNotesClinic({ bodyLimitBytes: SERVER_LIMIT });
});
afterAll(() => kit.server.close());

/** A SOAP note with every section and field at its contract's maximum, in one script. */
function largestSoap(script: Script): NoteContent {
  const text = (length: number) => textOf(script, length);
  return {
    sections: {
      subjective: text(NOTE_SECTION_MAX),
      objective: text(NOTE_SECTION_MAX),
      assessment: text(NOTE_SECTION_MAX),
      plan: text(NOTE_SECTION_MAX),
    },
    fields: {
      startTime: '09:00',
      endTime: '09:50',
      modality: 'in-person',
      participants: text(500),
      interventions: Array.from({ length: 20 }, () => text(80)),
      riskUpdate: 'no-change',
      riskNote: text(2_000),
      nextSession: text(300),
    },
  };
}

const send = (method: string, path: string, raw: string, ifMatch?: number) =>
  kit.server.request(method, path, {
    token: kit.founder.access_token,
    raw,
    headers: ifMatch === undefined ? {} : { 'if-match': `"v${ifMatch}"` },
  });

describe('the largest valid note is accepted in every language', () => {
  it.each(Object.keys(SCRIPTS) as Script[])(
    'a note at every maximum in %s is started and saved, also as \\u-escaped JSON at six bytes a character',
    async (script) => {
      const { session } = await patientWithSession(kit, 'finished');
      const content = largestSoap(script);
      const created = await send(
        'POST',
        sessionNotePath(session.id),
        JSON.stringify({ format: 'soap', content }),
      );
      expect(created.status).toBe(201);
      const note = noteResponse.parse(created.body).note;
      expect(note.content).toEqual(content);

      const escaped = asciiJson({ content });
      if (script !== 'en')
        expect(Buffer.byteLength(escaped)).toBeGreaterThan(24 * NOTE_SECTION_MAX);
      const saved = await send('PUT', notePath(note.id), escaped, note.version);
      expect(saved.status).toBe(200);
      expect(noteResponse.parse(saved.body).note.content).toEqual(content);
      expect(await versionCount(kit, note.id)).toBe(2);
    },
  );

  it('the largest addendum in Chinese, \\u-escaped, is added to a signed note', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await signNote(kit, await startNote(kit, session));
    const body = { text: textOf('zh', 20_000), reason: textOf('zh', 500) };
    expect(addendumInput.safeParse(body).success).toBe(true);
    const reply = await send('POST', noteSubPath(note.id, 'addenda'), asciiJson(body));
    expect(reply.status).toBe(201);
  });
});

describe('one past the contract is refused with a clear 4xx and stores nothing', () => {
  it('a section one character over the maximum is a 400 naming the section', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await startNote(kit, session);
    const content = largestSoap('zh');
    content.sections.plan = textOf('zh', NOTE_SECTION_MAX + 1);
    const reply = await send('PUT', notePath(note.id), asciiJson({ content }), note.version);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/content\.sections\.plan: Too big/);
    expect(await versionCount(kit, note.id)).toBe(1);
    expect((await storedNote(kit, note.id)).version).toBe(1);
  });

  it('a body larger than any valid note is a 413 that says the route’s limit', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await startNote(kit, session);
    const limit = bodyLimitFor(noteUpdateInput, SERVER_LIMIT);
    expect(limit).toBeGreaterThan(Buffer.byteLength(asciiJson({ content: largestSoap('zh') })));
    const raw = JSON.stringify({ content: largestSoap('en') }) + ' '.repeat(limit);
    const reply = await send('PUT', notePath(note.id), raw, note.version);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      message: `The request body is too large (at most ${limit} bytes).`,
    });
    expect(await versionCount(kit, note.id)).toBe(1);
  });
});
