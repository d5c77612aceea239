import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentVersionsResponse } from '../../common/contracts/documents.contract.ts';
import {
  VERSION_PAUSE_MS,
  VERSION_RUN_MS,
} from '../../common/contracts/document-version-history.ts';
import {
  notePath,
  noteResponse,
  noteSubPath,
  type Note,
} from '../../common/contracts/notes.contract.ts';
import {
  call,
  patientWithSession,
  signNote,
  soap,
  startNote,
  startNotesClinic,
  versionCount,
  type NotesClinic,
} from './notes.test-kit.ts';

/**
 * Issue 30: every autosave is kept, but "Versions" reads as a history: one version per run of a
 * writer's saves (common/contracts/document-version-history.ts), on the server's movable clock.
 */

/** The saves span up to hours of the server's clock: sign-ins last (and stay active for) a day. */
const DAY_S = 24 * 60 * 60;
let kit: NotesClinic;
beforeAll(async () => {
  kit = await startNotesClinic({ accessTokenTtlS: DAY_S, idleLimitMs: DAY_S * 1000 });
}, 120_000);
afterAll(() => kit.server.close());

const SECOND = 1000;

async function newNote(): Promise<Note> {
  return startNote(kit, (await patientWithSession(kit, 'finished')).session);
}

/** Saves the note's plan over its current version after `waitMs` on the server's clock. */
async function saveAfter(note: Note, waitMs: number, plan: string): Promise<Note> {
  kit.server.advance(waitMs);
  const reply = await call(kit, kit.founder, 'PUT', notePath(note.id), {
    body: { content: soap(plan) },
    ifMatch: note.version,
  });
  expect(reply.status).toBe(200);
  return noteResponse.parse(reply.body).note;
}

async function history(note: Note) {
  const reply = await call(kit, kit.founder, 'GET', `${noteSubPath(note.id, 'versions')}?limit=50`);
  expect(reply.status).toBe(200);
  return documentVersionsResponse.parse(reply.body).versions;
}

describe('a note’s versions history', () => {
  it('keeps every autosave but shows a minute of them as one version after the started one', async () => {
    let note = await newNote();
    for (let i = 1; i <= 6; i += 1) note = await saveAfter(note, 10 * SECOND, `Plan ${i}`);
    expect(note.version).toBe(7);
    expect(await versionCount(kit, note.id)).toBe(7);
    const versions = await history(note);
    expect(versions.map((v) => v.version)).toEqual([7, 1]);
    expect(versions[0]?.content).toEqual(soap('Plan 6'));
  });

  it('starts a new version when the writer comes back after a pause of two minutes', async () => {
    let note = await newNote();
    note = await saveAfter(note, 10 * SECOND, 'Before the pause');
    note = await saveAfter(note, 10 * SECOND, 'Still before the pause');
    note = await saveAfter(note, VERSION_PAUSE_MS, 'After the pause');
    note = await saveAfter(note, 10 * SECOND, 'After the pause, more');
    expect((await history(note)).map((v) => v.version)).toEqual([5, 3, 1]);
  });

  it('keeps one version per five minutes of continuous writing', async () => {
    let note = await newNote();
    // A save a minute for twelve minutes: versions 2–13, runs starting at versions 2, 7 and 12.
    for (let i = 1; i <= 12; i += 1) note = await saveAfter(note, 60 * SECOND, `Minute ${i}`);
    expect(VERSION_RUN_MS).toBe(5 * 60 * SECOND);
    expect((await history(note)).map((v) => v.version)).toEqual([13, 11, 6, 1]);
    expect(await versionCount(kit, note.id)).toBe(13);
  });

  it('still refuses a save over a stale version with 412 inside a run, storing nothing', async () => {
    let note = await newNote();
    const stale = note;
    note = await saveAfter(note, 5 * SECOND, 'Saved in another tab');
    const reply = await call(kit, kit.founder, 'PUT', notePath(note.id), {
      body: { content: soap('Typed over an old copy') },
      ifMatch: stale.version,
    });
    expect(reply.status).toBe(412);
    expect(await versionCount(kit, note.id)).toBe(2);
    expect((await history(note))[0]?.content).toEqual(soap('Saved in another tab'));
  });

  it('always shows the content signed as the newest version, even seconds after a save', async () => {
    let note = await newNote();
    note = await saveAfter(note, 5 * SECOND, 'Draft');
    note = await saveAfter(note, 5 * SECOND, 'Final words');
    kit.server.advance(5 * SECOND);
    const signed = await signNote(kit, note);
    const [newest] = await history(signed);
    expect(newest).toMatchObject({ version: signed.version, content: signed.content });
    expect(signed.content).toEqual(soap('Final words'));
  });
});
