import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRAFT_PURGED,
  draftedNote,
  noteDraftPath,
  noteDraftResponse,
  type NoteDraft,
} from '../../common/contracts/drafting.contract.ts';
import {
  noteResponse,
  notePath,
  sessionNotePath,
  type Note,
} from '../../common/contracts/notes.contract.ts';
import { tenantDb } from '../db/tenant-db.ts';
import {
  SUMMARY,
  addRecording,
  drafted,
  recordAiConsent,
  storedDrafts,
  summaryRequest,
  transcriptRequest,
} from '../drafting/note-drafts.test-kit.ts';
import { signNote, soap, trailActions } from '../notes/notes.test-kit.ts';
import {
  call,
  clinicSettings,
  patientWithSession,
  startSpeechClinic,
  storedRecording,
  type SpeechClinic,
} from './speech.test-kit.ts';
import { purgeExpiredTranscripts } from './transcript-retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TRANSCRIPT =
  'Client: I could not sleep this week and I feel overwhelmed at work.\nTherapist: We will meet on Friday.';
/** Words of the transcript that no empty draft holds. */
const WORDS = ['sleep', 'overwhelmed', 'Friday'];

let kit: SpeechClinic;
let recordingId: string;
let fromTranscript: NoteDraft;
let fromSummary: NoteDraft;
let signed: Note;
let sessionStart: number;
let patientId: string;

const purge = (now: Date) =>
  purgeExpiredTranscripts(
    tenantDb(kit.server.server.ctx.db, kit.founder.user.tenantId),
    kit.server.server.ctx.audio,
    now,
  );
const storedDraft = async (id: string) => {
  const row = (await storedDrafts(kit, fromTranscript.encounterId)).find((r) => r.id === id);
  if (!row) throw new Error(`no draft ${id}`);
  return row;
};
const readDraft = (id: string) =>
  call<{ draft: NoteDraft; code?: string; message?: string }>(
    kit,
    kit.founder,
    'GET',
    noteDraftPath(id),
  );
const readNote = async (id: string) => {
  const reply = await call(kit, kit.founder, 'GET', notePath(id));
  expect(reply.status).toBe(200);
  return noteResponse.parse(reply.body).note;
};

beforeAll(async () => {
  kit = await startSpeechClinic();
  const { patient, session } = await patientWithSession(kit, 'in-progress');
  patientId = patient.id;
  sessionStart = new Date(session.startsAt).getTime();
  const consentId = await recordAiConsent(kit, patient.id, 'granted');
  recordingId = await addRecording(kit, session, consentId, TRANSCRIPT);
  fromTranscript = await drafted(kit, kit.founder, session.id, transcriptRequest(recordingId));
  fromSummary = await drafted(kit, kit.founder, session.id, summaryRequest());
  const started = await call(kit, kit.founder, 'POST', sessionNotePath(session.id), {
    body: { format: 'soap', content: soap(), aiDraftId: fromTranscript.id },
  });
  expect(started.status).toBe(201);
  signed = await signNote(kit, noteResponse.parse(started.body).note);
});
afterAll(() => kit.close());

describe('AI drafts under a clinic that keeps transcripts with the record', () => {
  it('keeps a transcript draft’s input and drafted text however many years pass', async () => {
    expect(await purge(new Date(sessionStart + 3_650 * DAY_MS))).toBe(0);
    const row = await storedDraft(fromTranscript.id);
    expect(row).toMatchObject({ input: TRANSCRIPT, purged_at: null });
    expect(row.result).toEqual(fromTranscript.note);
    const reply = await readDraft(fromTranscript.id);
    expect(reply.status).toBe(200);
    expect(noteDraftResponse.parse(reply.body).draft).toEqual(fromTranscript);
  });
});

describe('AI drafts once the clinic’s transcript retention has passed', () => {
  beforeAll(async () => {
    await clinicSettings(kit, { transcriptRetentionDays: 30 });
  });

  it('keeps a transcript draft whole while the clinic’s days have not passed', async () => {
    expect(await purge(new Date(sessionStart + 29 * DAY_MS))).toBe(0);
    expect(await storedDraft(fromTranscript.id)).toMatchObject({
      input: TRANSCRIPT,
      purged_at: null,
    });
  });

  it('purges the recording and, with it, the copy of its transcript in the draft made from it', async () => {
    const now = new Date(sessionStart + 31 * DAY_MS);
    expect(await purge(now)).toBe(1);
    expect(await storedRecording(kit, recordingId)).toMatchObject({ transcript_text: null });
    const row = await storedDraft(fromTranscript.id);
    expect(row.input).toBe('');
    expect(row.purged_at).toEqual(now);
    const stored = JSON.stringify(row.result);
    for (const word of WORDS) expect(stored).not.toContain(word);
  });

  it('leaves the purged draft a valid empty drafted note of its format, provider and model, with its provenance', async () => {
    const row = await storedDraft(fromTranscript.id);
    expect(draftedNote.parse(row.result)).toEqual({
      format: 'soap',
      sections: { subjective: '', objective: '', assessment: '', plan: '' },
      sentences: [],
      omitted: [],
      provider: fromTranscript.note.provider,
      model: fromTranscript.note.model,
    });
    expect(row).toMatchObject({
      source_kind: 'transcript',
      recording_id: recordingId,
      author_id: kit.founder.user.id,
      provider: fromTranscript.note.provider,
      model: fromTranscript.note.model,
    });
    expect(row.created_at.toISOString()).toBe(fromTranscript.createdAt);
  });

  it('answers its author 410 draft-purged with no text, and writes no read in the trail', async () => {
    const before = await trailActions(kit, patientId, kit.founder.user.id);
    const reply = await readDraft(fromTranscript.id);
    expect(reply.status).toBe(410);
    expect(reply.body).toEqual({ code: DRAFT_PURGED, message: expect.any(String) });
    for (const word of WORDS) expect(reply.text).not.toContain(word);
    expect(await trailActions(kit, patientId, kit.founder.user.id)).toEqual(before);
  });

  it('still answers 404 to a colleague for the purged draft, as for any draft not theirs', async () => {
    const reply = await call(kit, kit.colleague, 'GET', noteDraftPath(fromTranscript.id));
    expect(reply.status).toBe(404);
  });

  it('keeps the signed note started from it, its text and its AI mark untouched', async () => {
    const note = await readNote(signed.id);
    expect(note.content).toEqual(signed.content);
    expect(note.aiAssist).toEqual({
      draftId: fromTranscript.id,
      provider: fromTranscript.note.provider,
      model: fromTranscript.note.model,
      sourceKind: 'transcript',
      draftedAt: fromTranscript.createdAt,
    });
  });

  it('leaves a draft from a typed summary whole: it holds no transcript', async () => {
    const row = await storedDraft(fromSummary.id);
    expect(row).toMatchObject({ input: SUMMARY, purged_at: null, recording_id: null });
    expect(row.result).toEqual(fromSummary.note);
    const reply = await readDraft(fromSummary.id);
    expect(reply.status).toBe(200);
    expect(noteDraftResponse.parse(reply.body).draft).toEqual(fromSummary);
  });

  it('purges nothing more on the next run', async () => {
    const before = await storedDraft(fromTranscript.id);
    expect(await purge(new Date(sessionStart + 40 * DAY_MS))).toBe(0);
    expect(await storedDraft(fromTranscript.id)).toEqual(before);
  });
});
