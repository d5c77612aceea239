import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  noteContent,
  noteResponse,
  notePath,
  type NoteContent,
  type NoteFormat,
} from '../../common/contracts/notes.contract.ts';
import { dayResponse } from '../../common/contracts/encounters.contract.ts';
import { NOTE_OVERDUE_AFTER_MS } from '../../common/contracts/notifications.contract.ts';
import { addendumSignatureHash, noteSignatureHash } from '../documents/document-signature.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SEED, seedDemo } from './seed.ts';
import { DEMO_CLINICIANS } from './members.ts';
import { demoNotes } from './notes.seed.ts';
import { demoPatients } from './patients.ts';
import { seededRandom } from './random.ts';
import { demoSessions } from './sessions.ts';

const NOW = new Date('2026-10-28T10:15:00Z');

function seeded() {
  const random = seededRandom(7);
  const clinic = demoPatients(random, NOW, 1);
  const sessions = demoSessions(clinic.plans, NOW, random);
  return { sessions, notes: demoNotes(sessions, NOW, random) };
}

const iso = (at: unknown) => new Date(at as string).toISOString();
const overdue = (finishedAt: unknown, now: Date) =>
  new Date(finishedAt as string).getTime() <= now.getTime() - NOTE_OVERDUE_AFTER_MS;

describe('the demo clinic’s progress notes', () => {
  const { sessions, notes } = seeded();
  const finished = new Map(sessions.filter((s) => s.status === 'finished').map((s) => [s.id, s]));

  it('are the same on every run', () => {
    expect(seeded().notes).toEqual(notes);
  });

  it('cover most finished sessions only, with valid contents, a few left as drafts', () => {
    expect(notes.notes.every((n) => finished.has(n.encounter_id))).toBe(true);
    expect(notes.notes.length).toBeGreaterThan(finished.size * 0.7);
    expect(notes.notes.length).toBeLessThan(finished.size);
    for (const note of notes.notes) noteContent.parse(note.content);
    const drafts = notes.notes.filter((n) => n.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(notes.notes.map((n) => n.format))).toEqual(new Set(['dap', 'soap']));
    expect(new Set(notes.notes.map((n) => n.encounter_id)).size).toBe(notes.notes.length);
  });

  it('leave each clinician a draft overdue for the bell, whatever the hour and day they are made', () => {
    // Every 7 hours over a week: each hour of the day once, and every day of the week.
    for (let hours = 0; hours < 7 * 24; hours += 7) {
      const now = new Date(NOW.getTime() + hours * 3_600_000);
      const random = seededRandom(DEMO_SEED);
      const sessions = demoSessions(demoPatients(random, now, 1).plans, now, random);
      const byId = new Map(sessions.map((s) => [s.id, s]));
      const overdueBy = new Set(
        demoNotes(sessions, now, random)
          .notes.filter((n) => n.status === 'draft')
          .map((n) => byId.get(n.encounter_id))
          .filter((s) => s !== undefined && overdue(s.finished_at, now))
          .map((s) => s?.clinician_id),
      );
      expect({ now, overdueBy: [...overdueBy].sort() }).toEqual({
        now,
        overdueBy: DEMO_CLINICIANS.map((c) => c.id).sort(),
      });
    }
  });

  it('sign with hashes that verify, keep every version, and date nothing after now', () => {
    for (const note of notes.notes.filter((n) => n.status === 'signed')) {
      expect(note.content_sha256).toBe(
        noteSignatureHash({
          id: note.id,
          patientId: note.patient_id,
          encounterId: note.encounter_id,
          format: note.format as NoteFormat,
          content: note.content as NoteContent,
          signerId: note.author_id,
          signedAt: iso(note.signed_at),
        }),
      );
      expect(new Date(iso(note.signed_at)) <= NOW).toBe(true);
    }
    for (const note of notes.notes) {
      const versions = notes.versions.filter((v) => v.document_id === note.id);
      expect(versions.map((v) => v.version)).toEqual(
        Array.from({ length: Number(note.version) }, (_, i) => i + 1),
      );
      expect(versions.at(-1)?.content).toEqual(note.content);
    }
    expect(notes.addenda.length).toBeGreaterThanOrEqual(1);
    expect(notes.addenda.length).toBeLessThanOrEqual(2);
    for (const addendum of notes.addenda) {
      expect(addendum.content_sha256).toBe(
        addendumSignatureHash({
          noteId: addendum.note_id,
          text: addendum.text,
          reason: addendum.reason,
          authorId: addendum.author_id,
          signedAt: iso(addendum.signed_at),
        }),
      );
      expect(notes.notes.find((n) => n.id === addendum.note_id)?.status).toBe('signed');
    }
  });
});

describe('the demo notes in the database', () => {
  let ts: TestServer;
  let demo: LoginResponse;

  beforeAll(async () => {
    ts = await startTestServer();
    await seedDemo(ts.server.ctx.db, NOW);
    const db = ts.server.ctx.db;
    const stored = await db.selectFrom('notes').select('id').limit(1).execute();
    if (stored.length === 0) {
      // Until the seed inserts them itself: the same rows, from the stored sessions.
      const rows = await db.selectFrom('encounters').selectAll().execute();
      const built = demoNotes(rows, NOW, seededRandom(3));
      await db.insertInto('notes').values(built.notes).execute();
      await db.insertInto('document_versions').values(built.versions).execute();
      if (built.addenda.length) await db.insertInto('note_addenda').values(built.addenda).execute();
    }
    const login = await ts.request<LoginResponse>('POST', '/account/login', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    demo = login.body;
  });
  afterAll(() => ts.close());

  it('are stored as the API answers them, and the day still lists notes to write', async () => {
    const mine = await ts.server.ctx.db
      .selectFrom('notes')
      .select(['id', 'status', 'content_sha256'])
      .where('author_id', '=', DEMO.userId)
      .execute();
    const signed = mine.find((n) => n.status === 'signed');
    expect(signed).toBeDefined();
    const reply = await ts.request('GET', notePath(signed?.id ?? ''), {
      token: demo.access_token,
    });
    expect(reply.status).toBe(200);
    expect(noteResponse.parse(reply.body).note.signature?.sha256).toBe(signed?.content_sha256);
    const from = new Date(NOW.getTime() - 86_400_000).toISOString();
    const day = await ts.request('GET', `/dashboard/day?from=${from}&to=${NOW.toISOString()}`, {
      token: demo.access_token,
    });
    expect(dayResponse.parse(day.body).notesToWrite.length).toBeGreaterThan(0);
  });
});
