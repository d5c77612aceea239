import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  noteDraftPath,
  noteDraftResponse,
  sessionDraftPath,
} from '../../common/contracts/drafting.contract.ts';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import {
  call,
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  trailActions,
  type NotesClinic,
} from '../notes/notes.test-kit.ts';
import { chatJson, chatStatus, startChatStub } from './chat-stub-test-kit.ts';
import {
  SUMMARY,
  addRecording,
  drafted,
  ownSessionOf,
  recordAiConsent,
  requestDraft,
  setClinicSettings,
  storedDrafts,
  summaryRequest,
  transcriptRequest,
} from './note-drafts.test-kit.ts';

const STYLE = 'Write in the third person; keep each section short.';
const ANSWER = {
  subjective: [
    { text: 'Client feels overwhelmed at work.', sourceQuote: 'feeling overwhelmed at work' },
  ],
  objective: [{ text: 'PHQ-9 score 14; appeared tired.', sourceQuote: 'PHQ-9 today is 14.' }],
  assessment: [{ text: 'Moderate depressive symptoms.', sourceQuote: 'not in the text' }],
  plan: [{ text: 'Next session Tuesday.', sourceQuote: 'We will meet next Tuesday.' }],
};

let stub: Awaited<ReturnType<typeof startChatStub>>;
let kit: NotesClinic;
let session: Encounter;
let consentId: string;

beforeAll(async () => {
  stub = await startChatStub();
  kit = await startNotesClinic({
    drafting: { baseUrl: stub.baseUrl, model: 'stub-model', apiKey: null, timeoutMs: 10_000 },
  });
  ({ session } = await patientWithSession(kit, 'in-progress'));
  await setClinicSettings(kit, kit.founder, {
    aiDrafting: 'external',
    noteStyleInstructions: STYLE,
  });
  consentId = await recordAiConsent(kit, session.patient.id, 'granted');
});
afterAll(async () => {
  await kit.server.close();
  await stub.close();
});
beforeEach(() => {
  stub.answerWith(chatJson(JSON.stringify(ANSWER)));
});

/** Runs `work` and answers how many requests the model received meanwhile. */
async function modelCallsDuring(work: () => Promise<unknown>): Promise<number> {
  const before = stub.requests.length;
  await work();
  return stub.requests.length - before;
}

describe('which drafter writes the draft', () => {
  it('uses the external model when the clinic chose it and the patient’s recording & AI consent is in force', async () => {
    let draft;
    const calls = await modelCallsDuring(async () => {
      draft = await drafted(kit, kit.founder, session.id);
    });
    expect(calls).toBe(1);
    expect(draft).toMatchObject({
      encounterId: session.id,
      authorId: kit.founder.user.id,
      sourceKind: 'summary',
      recordingId: null,
      input: SUMMARY,
      note: { provider: 'openai-compatible', model: 'stub-model', format: 'soap' },
      fallback: null,
      offlineReason: null,
    });
    const request = stub.requests.at(-1);
    const [system, user] = request?.body.messages as { content: string }[];
    expect(system?.content).toContain(STYLE);
    expect(user?.content).toBe(SUMMARY);
  });

  it('falls back to the offline draft and says why when the model fails', async () => {
    stub.answerWith(chatStatus(503));
    const draft = await drafted(kit, kit.founder, session.id);
    expect(draft.note.provider).toBe('offline');
    expect(draft.offlineReason).toBe('provider-failed');
    expect(draft.fallback).toEqual({
      kind: 'server-error',
      message: expect.stringContaining(new URL(stub.baseUrl).host) as string,
    });
    expect(draft.note.sections).toMatchObject({ plan: 'We will meet next Tuesday.' });
  });

  it('asks no model without the patient’s consent, and says so', async () => {
    const { session: other } = await patientWithSession(kit, 'arrived');
    let draft;
    const calls = await modelCallsDuring(async () => {
      draft = await drafted(kit, kit.founder, other.id);
    });
    expect(calls).toBe(0);
    expect(draft).toMatchObject({ note: { provider: 'offline' }, offlineReason: 'no-consent' });
  });

  it('asks no model once the patient has withdrawn the consent', async () => {
    const { session: other, patient } = await patientWithSession(kit, 'arrived');
    await recordAiConsent(kit, patient.id, 'granted');
    await recordAiConsent(kit, patient.id, 'withdrawn');
    let draft;
    const calls = await modelCallsDuring(async () => {
      draft = await drafted(kit, kit.founder, other.id);
    });
    expect(calls).toBe(0);
    expect(draft).toMatchObject({ note: { provider: 'offline' }, offlineReason: 'no-consent' });
  });

  it('asks no model when the clinic chose the offline drafter, consent or not', async () => {
    await setClinicSettings(kit, kit.founder, { aiDrafting: 'offline' });
    try {
      let draft;
      const calls = await modelCallsDuring(async () => {
        draft = await drafted(kit, kit.founder, session.id, summaryRequest('dap'));
      });
      expect(calls).toBe(0);
      expect(draft).toMatchObject({
        note: { provider: 'offline', model: null, format: 'dap' },
        fallback: null,
        offlineReason: null,
      });
    } finally {
      await setClinicSettings(kit, kit.founder, { aiDrafting: 'external' });
    }
  });

  it('keeps each draft with its provider, model, input and outcome', async () => {
    const { session: fresh, patient } = await patientWithSession(kit, 'finished');
    await recordAiConsent(kit, patient.id, 'granted');
    const draft = await drafted(kit, kit.founder, fresh.id);
    const [row] = await storedDrafts(kit, fresh.id);
    expect(row).toMatchObject({
      id: draft.id,
      tenant_id: kit.founder.user.tenantId,
      patient_id: patient.id,
      author_id: kit.founder.user.id,
      format: 'soap',
      source_kind: 'summary',
      recording_id: null,
      input: SUMMARY,
      provider: 'openai-compatible',
      model: 'stub-model',
      fallback: null,
      offline_reason: null,
    });
    expect(row?.result).toEqual(draft.note);
  });
});

describe('when a draft is refused', () => {
  it('refuses with ai-off when the clinic turned AI drafting off, asking no model and keeping nothing', async () => {
    const { session: other, patient } = await patientWithSession(kit, 'arrived');
    await recordAiConsent(kit, patient.id, 'granted');
    await setClinicSettings(kit, kit.founder, { aiDrafting: 'off' });
    try {
      let reply;
      const calls = await modelCallsDuring(async () => {
        reply = await requestDraft(kit, kit.founder, other.id, summaryRequest());
      });
      expect(calls).toBe(0);
      expect(reply).toMatchObject({ status: 409, body: { code: 'ai-off' } });
      expect(await storedDrafts(kit, other.id)).toEqual([]);
    } finally {
      await setClinicSettings(kit, kit.founder, { aiDrafting: 'external' });
    }
  });

  it('refuses with session-not-under-way before the patient has arrived', async () => {
    const { session: planned } = await patientWithSession(kit, 'planned');
    const reply = await requestDraft(kit, kit.founder, planned.id, summaryRequest());
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('session-not-under-way');
  });

  it('refuses with note-signed once the session’s note is signed', async () => {
    const { session: done } = await patientWithSession(kit, 'finished');
    await signNote(kit, await startNote(kit, done));
    const reply = await requestDraft(kit, kit.founder, done.id, summaryRequest());
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('note-signed');
    expect(await storedDrafts(kit, done.id)).toEqual([]);
  });

  it('drafts while the session’s note is still a draft', async () => {
    const { session: writing } = await patientWithSession(kit, 'finished');
    await startNote(kit, writing);
    const reply = await requestDraft(kit, kit.founder, writing.id, summaryRequest());
    expect(reply.status).toBe(201);
  });

  it('refuses a body that is not a draft request with 400', async () => {
    const replies = await Promise.all(
      [
        { format: 'soap', source: { kind: 'summary', text: '   ' } },
        { format: 'narrative', source: { kind: 'summary', text: 'x' } },
        { format: 'soap', source: { kind: 'audio', text: 'x' } },
        { format: 'soap', source: { kind: 'summary', text: 'x' }, provider: 'openai-compatible' },
      ].map((body) => call(kit, kit.founder, 'POST', sessionDraftPath(session.id), { body })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([400, 400, 400, 400]);
  });
});

describe('drafting from a transcript', () => {
  it('drafts from one of the session’s transcripts, keeping the recording and its text as the input', async () => {
    const transcript = 'Client: I could not sleep this week.\nTherapist: We will meet on Friday.';
    const recordingId = await addRecording(kit, session, consentId, transcript);
    const draft = await drafted(kit, kit.founder, session.id, transcriptRequest(recordingId));
    expect(draft).toMatchObject({ sourceKind: 'transcript', recordingId, input: transcript });
    expect(stub.requests.at(-1)?.body.messages).toContainEqual({
      role: 'user',
      content: transcript,
    });
  });

  it('refuses with no-transcript for a recording not transcribed, removed by retention, of another session or unknown', async () => {
    const { session: other } = await patientWithSession(kit, 'arrived');
    const otherConsent = await recordAiConsent(kit, other.patient.id, 'granted');
    const recordings = [
      await addRecording(kit, session, consentId, null),
      await addRecording(kit, session, consentId, 'Said things.', { purged: true }),
      await addRecording(kit, session, consentId, '   '),
      await addRecording(kit, other, otherConsent, 'Another session’s words.'),
      'no-such-recording',
    ];
    for (const recordingId of recordings) {
      const reply = await requestDraft(
        kit,
        kit.founder,
        session.id,
        transcriptRequest(recordingId),
      );
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('no-transcript');
    }
  });

  it('keeps no draft when retention removed the transcript while the model was drafting from it', async () => {
    const recordingId = await addRecording(kit, session, consentId, 'Client: I slept badly.');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldCalls = 0;
    stub.answerWith(async (response) => {
      heldCalls += 1;
      await released;
      chatJson(JSON.stringify(ANSWER))(response);
    });
    const before = (await storedDrafts(kit, session.id)).length;
    const pending = requestDraft(kit, kit.founder, session.id, transcriptRequest(recordingId));
    await expect.poll(() => heldCalls, { timeout: 5_000 }).toBe(1);
    await kit.server.server.ctx.db
      .updateTable('recordings')
      .set({ transcript_text: null, transcript_purged_at: new Date() })
      .where('id', '=', recordingId)
      .execute();
    release();
    const reply = await pending;
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('no-transcript');
    expect(await storedDrafts(kit, session.id)).toHaveLength(before);
  });

  it('refuses another clinic’s recording with no-transcript', async () => {
    const theirs = await ownSessionOf(kit, kit.other);
    const theirConsent = await kit.server.server.ctx.db
      .insertInto('consents')
      .values({
        tenant_id: kit.other.user.tenantId,
        id: `consent-${theirs.id}`,
        patient_id: theirs.patient.id,
        kind: 'recording-ai',
        status: 'granted',
        effective_date: '2027-01-01',
        note: null,
        recorded_by: kit.other.user.id,
        recorded_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recordingId = await addRecording(kit, theirs, theirConsent.id, 'Their words.', {
      tenantId: kit.other.user.tenantId,
    });
    const reply = await requestDraft(kit, kit.founder, session.id, transcriptRequest(recordingId));
    expect(reply.body.code).toBe('no-transcript');
  });
});

describe('closing the request', () => {
  it('cancels the model’s call when the client goes away, and keeps no draft', async () => {
    const { session: other, patient } = await patientWithSession(kit, 'arrived');
    await recordAiConsent(kit, patient.id, 'granted');
    let modelCallClosed!: () => void;
    const closedAtModel = new Promise<void>((resolve) => (modelCallClosed = resolve));
    let heldCalls = 0;
    stub.answerWith((response) => {
      heldCalls += 1;
      response.on('close', modelCallClosed);
    });
    const client = new AbortController();
    const pending = fetch(`${kit.server.url}${API_BASE_PATH}${sessionDraftPath(other.id)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${kit.founder.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(summaryRequest()),
      signal: client.signal,
    }).catch((error: unknown) => error);
    await expect.poll(() => heldCalls, { timeout: 5_000 }).toBe(1);
    client.abort();
    expect(await pending).toBeInstanceOf(Error);
    await closedAtModel;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedDrafts(kit, other.id)).toEqual([]);
  });
});

describe('who may draft and read a draft', () => {
  it('answers 404 on both endpoints to a colleague on the care team, a clinician off it, the front desk, an owner only and another clinic', async () => {
    const draft = await drafted(kit, kit.founder, session.id);
    for (const who of [kit.colleague, kit.outsider, kit.staff, kit.ownerOnly, kit.other]) {
      let reply;
      const calls = await modelCallsDuring(async () => {
        reply = await requestDraft(kit, who, session.id, summaryRequest());
      });
      expect(reply).toMatchObject({ status: 404 });
      expect(calls).toBe(0);
      expect((await call(kit, who, 'GET', noteDraftPath(draft.id))).status).toBe(404);
    }
  });

  it('answers 404 to the clinician of another clinic’s session', async () => {
    const theirs = await ownSessionOf(kit, kit.other);
    expect((await requestDraft(kit, kit.founder, theirs.id, summaryRequest())).status).toBe(404);
  });

  it('answers 404 for a session or draft that does not exist', async () => {
    expect((await requestDraft(kit, kit.founder, 'no-such-session', summaryRequest())).status).toBe(
      404,
    );
    expect((await call(kit, kit.founder, 'GET', noteDraftPath('no-such-draft'))).status).toBe(404);
  });

  it('refuses a caller without a session with 401', async () => {
    const reply = await kit.server.request('POST', sessionDraftPath(session.id), {
      body: summaryRequest(),
    });
    expect(reply.status).toBe(401);
  });

  it('lets the author read the draft again with its input, and writes the draft and each read in the patient’s trail', async () => {
    const { session: fresh, patient } = await patientWithSession(kit, 'arrived');
    const atStart = await trailActions(kit, patient.id, kit.founder.user.id);
    const draft = await drafted(kit, kit.founder, fresh.id);
    const before = await trailActions(kit, patient.id, kit.founder.user.id);
    expect(before).toEqual([...atStart, 'create']);
    const reply = await call(kit, kit.founder, 'GET', noteDraftPath(draft.id));
    expect(reply.status).toBe(200);
    expect(noteDraftResponse.parse(reply.body).draft).toEqual(draft);
    expect(reply.body).not.toHaveProperty('draft.patientId');
    expect(await trailActions(kit, patient.id, kit.founder.user.id)).toEqual([
      ...before,
      'read-note-draft',
    ]);
  });

  it('writes no read in the trail for a refused reader', async () => {
    const { session: fresh, patient } = await patientWithSession(kit, 'arrived');
    const draft = await drafted(kit, kit.founder, fresh.id);
    await call(kit, kit.colleague, 'GET', noteDraftPath(draft.id));
    expect(await trailActions(kit, patient.id, kit.colleague.user.id)).not.toContain(
      'read-note-draft',
    );
  });
});
