import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordingPath,
  recordingResponse,
  recordingSubPath,
  RECORDING_CHUNK_MAX_BYTES,
  sessionRecordingsPath,
  sessionSpeechPath,
  sessionSpeechResponse,
  transcriptionAnswer,
} from '../../common/contracts/speech.contract.ts';
import { randomUUID } from 'node:crypto';
import {
  call,
  heldChunks,
  openRecording,
  patientWithSession,
  putChunk,
  recordingConsent,
  recordingWith,
  startSpeechClinic,
  storedRecording,
  type SpeechClinic,
} from './speech.test-kit.ts';

let kit: SpeechClinic;
beforeAll(async () => {
  kit = await startSpeechClinic();
});
afterAll(() => kit.close());

const open = (sessionId: string) =>
  call(kit, kit.founder, 'POST', sessionRecordingsPath(sessionId), {
    body: { mimeType: 'audio/webm;codecs=opus' },
  });

async function consentedSession(status: 'arrived' | 'in-progress' | 'finished' = 'in-progress') {
  const { patient, session } = await patientWithSession(kit, status);
  await recordingConsent(kit, patient.id);
  return { patient, session };
}

describe('opening a recording', () => {
  it('refuses without the patient’s recording & AI consent, and once it is withdrawn (409 consent-required)', async () => {
    const { patient, session } = await patientWithSession(kit, 'in-progress');
    const without = await open(session.id);
    expect(without.status).toBe(409);
    expect(without.body).toMatchObject({ code: 'consent-required' });
    await recordingConsent(kit, patient.id, 'granted');
    await recordingConsent(kit, patient.id, 'withdrawn');
    expect((await open(session.id)).body).toMatchObject({ code: 'consent-required' });
    const rows = await kit.server.server.ctx.db
      .selectFrom('recordings')
      .select('id')
      .where('encounter_id', '=', session.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('opens a recording with the consent in force and keeps which consent it was', async () => {
    const { patient, session } = await consentedSession();
    const reply = await open(session.id);
    expect(reply.status).toBe(201);
    const { recording } = recordingResponse.parse(reply.body);
    expect(recording).toMatchObject({
      encounterId: session.id,
      patientId: patient.id,
      clinicianId: kit.founder.user.id,
      status: 'recording',
      mimeType: 'audio/webm;codecs=opus',
      chunks: 0,
      bytes: 0,
      audioKept: true,
      problem: null,
      transcript: null,
    });
    const consent = await kit.server.server.ctx.db
      .selectFrom('consents')
      .select('id')
      .where('patient_id', '=', patient.id)
      .where('kind', '=', 'recording-ai')
      .executeTakeFirstOrThrow();
    expect((await storedRecording(kit, recording.id))?.consent_id).toBe(consent.id);
  });

  it('records a session from arrival to its end, not before it is under way (409 session-not-under-way)', async () => {
    const planned = await patientWithSession(kit, 'planned');
    await recordingConsent(kit, planned.patient.id);
    const refused = await open(planned.session.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'session-not-under-way' });
    for (const status of ['arrived', 'in-progress', 'finished'] as const) {
      const { session } = await patientWithSession(kit, status, planned.patient);
      expect((await open(session.id)).status).toBe(201);
    }
  });

  it('refuses a type that is not audio (400)', async () => {
    const { session } = await consentedSession();
    const reply = await call(kit, kit.founder, 'POST', sessionRecordingsPath(session.id), {
      body: { mimeType: 'text/html' },
    });
    expect(reply.status).toBe(400);
  });
});

describe('uploading chunks', () => {
  it('takes chunks in any order, replaces a chunk sent again, and acknowledges what it holds', async () => {
    const { session } = await consentedSession();
    const recording = await openRecording(kit, session);
    expect((await putChunk(kit, recording.id, 1, 'bb')).body).toEqual({ chunks: 1, bytes: 2 });
    expect((await putChunk(kit, recording.id, 0, 'a')).body).toEqual({ chunks: 2, bytes: 3 });
    const again = await putChunk(kit, recording.id, 1, 'BBBB', {
      contentType: 'application/octet-stream',
    });
    expect(again).toEqual({ status: 200, body: { chunks: 2, bytes: 5 } });
    expect(await heldChunks(kit, recording.id)).toEqual([
      { seq: 0, bytes: 1 },
      { seq: 1, bytes: 4 },
    ]);
    const row = await storedRecording(kit, recording.id);
    expect([row?.chunks, Number(row?.bytes)]).toEqual([2, 5]);
  });

  it('takes a chunk far above the API’s JSON limit, and refuses one above the chunk limit (413)', async () => {
    const { session } = await consentedSession();
    const recording = await openRecording(kit, session);
    const big = await putChunk(kit, recording.id, 0, new Uint8Array(1024 * 1024));
    expect(big.body).toEqual({ chunks: 1, bytes: 1024 * 1024 });
    const tooBig = await putChunk(
      kit,
      recording.id,
      1,
      new Uint8Array(RECORDING_CHUNK_MAX_BYTES + 1),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toContain(String(RECORDING_CHUNK_MAX_BYTES));
    expect(await heldChunks(kit, recording.id)).toHaveLength(1);
  });

  it('refuses a body that is not audio bytes (415) and a chunk number out of range (400)', async () => {
    const { session } = await consentedSession();
    const recording = await openRecording(kit, session);
    const json = await putChunk(kit, recording.id, 0, '{"a":1}', {
      contentType: 'application/json',
    });
    expect(json.status).toBe(415);
    const text = await putChunk(kit, recording.id, 0, 'x', { contentType: 'text/plain' });
    expect(text.status).toBe(415);
    expect((await putChunk(kit, recording.id, -1, 'x')).status).toBe(400);
    expect((await putChunk(kit, recording.id, 1_000_000, 'x')).status).toBe(400);
    expect(await heldChunks(kit, recording.id)).toEqual([]);
  });
});

describe('finishing a recording', () => {
  it('names the chunks it does not hold (409 chunks-missing) and stays open for them', async () => {
    const { session } = await consentedSession();
    const recording = await openRecording(kit, session);
    await putChunk(kit, recording.id, 0, 'a');
    await putChunk(kit, recording.id, 2, 'c');
    const finish = () =>
      call(kit, kit.founder, 'POST', recordingSubPath(recording.id, 'finish'), {
        body: { chunks: 4, durationMs: 20_000 },
      });
    const refused = await finish();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'chunks-missing', missing: [1, 3] });
    // A chunk beyond the count the page sent is part of the recording too.
    await putChunk(kit, recording.id, 5, 'f');
    expect((await finish()).body).toMatchObject({ missing: [1, 3, 4] });
    for (const seq of [1, 3, 4]) await putChunk(kit, recording.id, seq, 'x');
    const finished = await finish();
    expect(finished.status).toBe(200);
    expect(transcriptionAnswer.parse(finished.body).recording).toMatchObject({
      status: 'finished',
      chunks: 6,
      bytes: 6,
      durationMs: 20_000,
    });
  });

  it('without transcription configured, closes the recording, keeps its audio and says not-configured', async () => {
    const { session } = await consentedSession('finished');
    const recording = await recordingWith(kit, session);
    const reply = await call(kit, kit.founder, 'POST', recordingSubPath(recording.id, 'finish'), {
      body: { chunks: 3, durationMs: 9_000, language: 'en' },
    });
    expect(reply.status).toBe(200);
    const answer = transcriptionAnswer.parse(reply.body);
    expect(answer.outcome).toBe('not-configured');
    expect(answer.recording).toMatchObject({
      status: 'finished',
      problem: 'not-configured',
      audioKept: true,
      transcript: null,
      bytes: 13,
    });
    expect(answer.recording.finishedAt).not.toBeNull();
    expect(await heldChunks(kit, recording.id)).toHaveLength(3);
    const again = await call(
      kit,
      kit.founder,
      'POST',
      recordingSubPath(recording.id, 'transcribe'),
    );
    expect(transcriptionAnswer.parse(again.body).outcome).toBe('not-configured');
    const speech = sessionSpeechResponse.parse(
      (await call(kit, kit.founder, 'GET', sessionSpeechPath(session.id))).body,
    );
    expect(speech).toMatchObject({
      consented: true,
      mayRecordConsent: true,
      transcriptionConfigured: false,
    });
    expect(speech.recordings.map((r) => [r.id, r.status])).toEqual([[recording.id, 'finished']]);
  });

  it('takes no chunk, finish or correction once finished (409 recording-closed)', async () => {
    const { session } = await consentedSession();
    const recording = await recordingWith(kit, session, ['a']);
    const finish = () =>
      call(kit, kit.founder, 'POST', recordingSubPath(recording.id, 'finish'), {
        body: { chunks: 1, durationMs: 1_000 },
      });
    expect((await finish()).status).toBe(200);
    const late = await putChunk(kit, recording.id, 1, 'b');
    expect(late).toMatchObject({ status: 409, body: { code: 'recording-closed' } });
    expect((await finish()).body).toMatchObject({ code: 'recording-closed' });
    const correction = await call(
      kit,
      kit.founder,
      'PUT',
      recordingSubPath(recording.id, 'transcript'),
      {
        body: { text: 'Typed instead.' },
      },
    );
    expect(correction.body).toMatchObject({ code: 'recording-closed' });
    expect(await heldChunks(kit, recording.id)).toEqual([{ seq: 0, bytes: 1 }]);
  });

  it('does not transcribe a recording still open (409 recording-closed)', async () => {
    const { session } = await consentedSession();
    const recording = await recordingWith(kit, session, ['a']);
    const reply = await call(
      kit,
      kit.founder,
      'POST',
      recordingSubPath(recording.id, 'transcribe'),
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'recording-closed' });
  });
});

describe('discarding a recording', () => {
  it('deletes its audio and its row (204), after which it is not found', async () => {
    const { session } = await consentedSession();
    const recording = await recordingWith(kit, session);
    const reply = await call(kit, kit.founder, 'DELETE', recordingPath(recording.id));
    expect(reply.status).toBe(204);
    expect(await heldChunks(kit, recording.id)).toEqual([]);
    expect(await storedRecording(kit, recording.id)).toBeUndefined();
    expect((await call(kit, kit.founder, 'GET', recordingPath(recording.id))).status).toBe(404);
  });

  it('keeps a recording a note draft was made from (409 recording-closed)', async () => {
    const { patient, session } = await consentedSession();
    const recording = await recordingWith(kit, session);
    await kit.server.server.ctx.db
      .insertInto('note_drafts')
      .values({
        tenant_id: kit.founder.user.tenantId,
        id: randomUUID(),
        encounter_id: session.id,
        patient_id: patient.id,
        author_id: kit.founder.user.id,
        format: 'soap',
        source_kind: 'transcript',
        recording_id: recording.id,
        input: 'words',
        provider: 'offline',
        model: null,
        result: JSON.stringify({}),
        fallback: null,
        offline_reason: null,
        created_at: new Date(),
      })
      .execute();
    const reply = await call(kit, kit.founder, 'DELETE', recordingPath(recording.id));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'recording-closed' });
    expect(await heldChunks(kit, recording.id)).toHaveLength(3);
  });
});
