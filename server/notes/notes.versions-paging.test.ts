import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERSIONS_PAGE_DEFAULT,
  VERSIONS_PAGE_MAX,
  documentVersionsResponse,
} from '../../common/contracts/documents.contract.ts';
import { VERSION_PAUSE_MS } from '../../common/contracts/document-version-history.ts';
import { walkPages } from '../../common/contracts/paging.test-kit.ts';
import { notePath, noteSubPath, type Note } from '../../common/contracts/notes.contract.ts';
import {
  call,
  patientWithSession,
  soap,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from './notes.test-kit.ts';

/** The saves span up to hours of the server's clock: sign-ins last (and stay active for) a day. */
const DAY_S = 24 * 60 * 60;
let kit: NotesClinic;
let note: Note;
/** Saves after the first: the note has this many versions and one more. */
const SAVES = VERSIONS_PAGE_MAX + 4;

beforeAll(async () => {
  kit = await startNotesClinic({ accessTokenTtlS: DAY_S, idleLimitMs: DAY_S * 1000 });
  const { session } = await patientWithSession(kit, 'finished');
  note = await startNote(kit, session);
  for (let version = 1; version <= SAVES; version += 1) {
    // Each save after a pause, so each is a version of the history (issue 30).
    kit.server.advance(VERSION_PAUSE_MS);
    const saved = await call(kit, kit.founder, 'PUT', notePath(note.id), {
      body: { content: soap(`Plan after save ${version}`) },
      ifMatch: version,
    });
    expect(saved.status).toBe(200);
  }
  // Fifty-five saves over HTTP take a while on a loaded machine.
}, 300_000);
afterAll(() => kit.server.close());

const versionsPage = (query = '', who = kit.founder) =>
  call(kit, who, 'GET', `${noteSubPath(note.id, 'versions')}${query}`);

describe('a note’s versions, paged (issue 31)', () => {
  it('answers the newest page of the default size with a cursor to the next', async () => {
    const reply = await versionsPage();
    expect(reply.status).toBe(200);
    const page = documentVersionsResponse.parse(reply.body);
    expect(page.versions.map((v) => v.version)).toEqual(
      Array.from({ length: VERSIONS_PAGE_DEFAULT }, (_, i) => SAVES + 1 - i),
    );
    expect(page.nextCursor).toBe(String(SAVES + 2 - VERSIONS_PAGE_DEFAULT));
  });

  it('follows the cursors to the first version, each once, with no cursor on the last page', async () => {
    const { items } = await walkPages(
      async (query) => documentVersionsResponse.parse((await versionsPage(query)).body),
      VERSIONS_PAGE_MAX,
      (page) => page.versions,
    );
    expect(items.map((v) => v.version)).toEqual(
      Array.from({ length: SAVES + 1 }, (_, i) => SAVES + 1 - i),
    );
  });

  it('refuses a page above the cap or a cursor it did not write with a 400', async () => {
    const tooMany = await versionsPage(`?limit=${VERSIONS_PAGE_MAX + 1}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^Invalid query: limit: /);
    const forged = await versionsPage('?cursor=abc');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/cursor: Expected a cursor from a previous page/);
  });

  it('answers 404 to another clinic, a clinician off the care team and the front desk, on any page', async () => {
    for (const who of [kit.other, kit.outsider, kit.staff]) {
      expect((await versionsPage('?limit=1&cursor=2', who)).status).toBe(404);
    }
  });
});
