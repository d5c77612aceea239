import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDraft } from '../../common/contracts/drafting.contract.ts';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  notePath,
  noteResponse,
  sessionNotePath,
  sessionNoteResponse,
  type Note,
} from '../../common/contracts/notes.contract.ts';
import { drafted, ownSessionOf } from '../drafting/note-drafts.test-kit.ts';
import {
  call,
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

/** What a note started from `draft` says about it. */
const assistOf = (draft: NoteDraft) => ({
  draftId: draft.id,
  provider: draft.note.provider,
  model: draft.note.model,
  sourceKind: draft.sourceKind,
  draftedAt: draft.createdAt,
});

const startFrom = (session: Encounter, aiDraftId: string) =>
  call(kit, kit.founder, 'POST', sessionNotePath(session.id), {
    body: { format: 'soap', content: soap(), aiDraftId },
  });

const saveWith = (note: Note, aiDraftId: string, plan = 'Plan from the draft.') =>
  call(kit, kit.founder, 'PUT', notePath(note.id), {
    body: { content: soap(plan), aiDraftId },
    ifMatch: note.version,
  });

/** How many notes (any status) a session has, as stored. */
async function notesOfSession(sessionId: string): Promise<number> {
  const rows = await kit.server.server.ctx.db
    .selectFrom('notes')
    .select('id')
    .where('encounter_id', '=', sessionId)
    .execute();
  return rows.length;
}

/** Drafts that name no ordinary way in: one by the colleague for the founder's session. */
async function colleagueDraftFor(session: Encounter): Promise<string> {
  const id = randomUUID();
  await kit.server.server.ctx.db
    .insertInto('note_drafts')
    .values({
      tenant_id: kit.founder.user.tenantId,
      id,
      encounter_id: session.id,
      patient_id: session.patient.id,
      author_id: kit.colleague.user.id,
      format: 'soap',
      source_kind: 'summary',
      recording_id: null,
      input: 'Colleague’s words.',
      provider: 'offline',
      model: null,
      result: JSON.stringify({}),
      fallback: null,
      offline_reason: null,
      created_at: new Date(),
    })
    .execute();
  return id;
}

describe('a note started from an AI draft', () => {
  it('says so in every answer: the draft, its provider, model, source and time', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await drafted(kit, kit.founder, session.id);
    const reply = await startFrom(session, draft.id);
    expect(reply.status).toBe(201);
    const note = noteResponse.parse(reply.body).note;
    expect(note.aiAssist).toEqual(assistOf(draft));
    expect(note.aiAssist).toMatchObject({
      provider: 'offline',
      model: null,
      sourceKind: 'summary',
    });

    const one = await call(kit, kit.founder, 'GET', notePath(note.id));
    expect(noteResponse.parse(one.body).note.aiAssist).toEqual(assistOf(draft));
    const ofSession = await call(kit, kit.founder, 'GET', sessionNotePath(session.id));
    expect(sessionNoteResponse.parse(ofSession.body).note?.aiAssist).toEqual(assistOf(draft));
    expect((await storedNote(kit, note.id)).ai_draft_id).toBe(draft.id);
  });

  it('is not AI-assisted when written by hand', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await startNote(kit, session);
    expect(note.aiAssist).toBeNull();
    expect((await storedNote(kit, note.id)).ai_draft_id).toBeNull();
  });

  it('lets a draft note take an AI draft on save, and keeps it on later saves that name none', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await startNote(kit, session);
    const draft = await drafted(kit, kit.founder, session.id);
    const saved = await saveWith(note, draft.id);
    expect(saved.status).toBe(200);
    const taken = noteResponse.parse(saved.body).note;
    expect(taken.aiAssist).toEqual(assistOf(draft));

    const later = await call(kit, kit.founder, 'PUT', notePath(note.id), {
      body: { content: soap('Edited by hand after the draft.') },
      ifMatch: taken.version,
    });
    expect(later.status).toBe(200);
    expect(noteResponse.parse(later.body).note.aiAssist).toEqual(assistOf(draft));
  });
});

describe('an AI draft that is not the note’s own', () => {
  it('is refused with 400 on a new note when it was made for another session, by another author, in another clinic, or never; no note is stored', async () => {
    const { session, patient } = await patientWithSession(kit, 'finished');
    const { session: otherSession } = await patientWithSession(kit, 'finished', patient);
    const theirs = await ownSessionOf(kit, kit.other);
    const refused = [
      (await drafted(kit, kit.founder, otherSession.id)).id,
      await colleagueDraftFor(session),
      (await drafted(kit, kit.other, theirs.id)).id,
      'no-such-draft',
    ];
    for (const aiDraftId of refused) {
      const reply = await startFrom(session, aiDraftId);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/aiDraftId names no AI draft you made for this session/);
    }
    expect(await notesOfSession(session.id)).toBe(0);
  });

  it('is refused with 400 on a save, and the draft note stays as it was', async () => {
    const { session, patient } = await patientWithSession(kit, 'finished');
    const note = await startNote(kit, session);
    const { session: otherSession } = await patientWithSession(kit, 'finished', patient);
    const elsewhere = await drafted(kit, kit.founder, otherSession.id);
    for (const aiDraftId of [elsewhere.id, await colleagueDraftFor(session)]) {
      expect((await saveWith(note, aiDraftId)).status).toBe(400);
    }
    const row = await storedNote(kit, note.id);
    expect(row).toMatchObject({ version: note.version, ai_draft_id: null });
    expect(await versionCount(kit, note.id)).toBe(1);
  });
});

describe('a signed AI-assisted note', () => {
  it('keeps its AI mark and its hash: the API refuses another draft and the database refuses any change of it', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await drafted(kit, kit.founder, session.id);
    const started = noteResponse.parse((await startFrom(session, draft.id)).body).note;
    const signed = await signNote(kit, started);
    expect(signed.aiAssist).toEqual(assistOf(draft));
    const before = await storedNote(kit, signed.id);

    const another = await drafted(kit, kit.founder, (await patientWithSession(kit)).session.id);
    const put = await saveWith(signed, another.id);
    expect(put.status).toBe(409);
    const db = kit.server.server.ctx.db;
    await expect(
      db.updateTable('notes').set({ ai_draft_id: null }).where('id', '=', signed.id).execute(),
    ).rejects.toThrow(/signed record cannot be changed/);

    const after = await storedNote(kit, signed.id);
    expect(after.ai_draft_id).toBe(draft.id);
    expect(after.content_sha256).toBe(before.content_sha256);
    const reread = await call(kit, kit.founder, 'GET', notePath(signed.id));
    expect(noteResponse.parse(reread.body).note).toMatchObject({
      aiAssist: assistOf(draft),
      signature: { sha256: before.content_sha256 },
    });
  });
});
