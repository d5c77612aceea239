import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  recordingPath,
  recordingResponse,
  recordingSubPath,
  sessionSpeechPath,
  sessionSpeechResponse,
  transcriptionAnswer,
  type Recording,
} from '../../common/contracts/speech.contract.ts';
import { notificationsResponse } from '../../common/contracts/notifications.contract.ts';
import { VERBOSE_ANSWER } from './transcription/openai-stub.test-kit.ts';
import {
  call,
  clinicSettings,
  heldChunks,
  patientWithSession,
  recordingConsent,
  recordingWith,
  startSpeechClinic,
  storedRecording,
  trailActions,
  type SpeechClinic,
} from './speech.test-kit.ts';

let kit: SpeechClinic;
const stub = () => {
  if (!kit.stub) throw new Error('the stub is not running');
  return kit.stub;
};

beforeAll(async () => {
  kit = await startSpeechClinic({ transcription: true });
});
afterAll(() => kit.close());
beforeEach(async () => {
  stub().requests.length = 0;
  stub().answer({ status: 200, body: JSON.stringify(VERBOSE_ANSWER) });
  await clinicSettings(kit, { aiDrafting: 'offline', keepAudio: false });
});

/** A consented session's recording of three chunks, open. */
async function recorded(): Promise<{ recording: Recording; patientId: string }> {
  const { patient, session } = await patientWithSession(kit, 'in-progress');
  await recordingConsent(kit, patient.id);
  return { recording: await recordingWith(kit, session), patientId: patient.id };
}

const finish = (recording: Recording) =>
  call(kit, kit.founder, 'POST', recordingSubPath(recording.id, 'finish'), {
    body: { chunks: 3, durationMs: 12_500, language: 'en' },
  });

describe('transcribing when a recording is finished', () => {
  it('tells the clinician who recorded that the transcript is ready (issue 30)', async () => {
    const { recording, patientId } = await recorded();
    expect((await finish(recording)).status).toBe(200);
    const bell = notificationsResponse.parse(
      (await call(kit, kit.founder, 'GET', '/notifications')).body,
    );
    expect(bell.notifications.filter((n) => n.kind === 'transcription-finished')).toContainEqual(
      expect.objectContaining({
        sessionId: recording.encounterId,
        patient: expect.objectContaining({ id: patientId }),
        read: false,
      }),
    );
  });

  it('sends the whole recording once, stores the transcript with provider and model, and deletes the audio', async () => {
    const { recording, patientId } = await recorded();
    const reply = await finish(recording);
    expect(reply.status).toBe(200);
    const answer = transcriptionAnswer.parse(reply.body);
    expect(answer.outcome).toBe('transcribed');
    expect(answer.recording).toMatchObject({
      status: 'transcribed',
      problem: null,
      audioKept: false,
      transcript: {
        text: 'I have been sleeping better since we last met.',
        language: 'en',
        provider: 'openai-compatible',
        model: 'whisper-1',
        correctedAt: null,
        correctedBy: null,
      },
    });
    expect(stub().requests).toHaveLength(1);
    const [request] = stub().requests;
    expect(request?.part('file')?.data.toString()).toBe('one-two-three');
    expect(request?.field('language')).toBe('en');
    expect(await heldChunks(kit, recording.id)).toEqual([]);
    expect((await storedRecording(kit, recording.id))?.audio_deleted_at).not.toBeNull();
    expect(await trailActions(kit, patientId, kit.founder.user.id)).toContain('read-transcript');
  });

  it('keeps the audio after transcription when the clinic keeps audio', async () => {
    await clinicSettings(kit, { keepAudio: true });
    const { recording } = await recorded();
    const answer = transcriptionAnswer.parse((await finish(recording)).body);
    expect(answer.outcome).toBe('transcribed');
    expect(answer.recording).toMatchObject({ audioKept: true, audioDeletedAt: null });
    expect(await heldChunks(kit, recording.id)).toHaveLength(3);
  });

  it('keeps the audio when the service is busy (429), says so, and transcribes on a retry', async () => {
    const { recording } = await recorded();
    stub().answer({ status: 429, body: '{}', headers: { 'retry-after': '5' } });
    const failed = transcriptionAnswer.parse((await finish(recording)).body);
    expect(failed.outcome).toBe('failed');
    expect(failed.recording).toMatchObject({
      status: 'finished',
      problem: 'rate-limited',
      audioKept: true,
      transcript: null,
    });
    expect(await heldChunks(kit, recording.id)).toHaveLength(3);

    stub().answer({ status: 200, body: JSON.stringify(VERBOSE_ANSWER) });
    const retry = await call(
      kit,
      kit.founder,
      'POST',
      recordingSubPath(recording.id, 'transcribe'),
    );
    expect(retry.status).toBe(200);
    const answer = transcriptionAnswer.parse(retry.body);
    expect(answer.outcome).toBe('transcribed');
    expect(answer.recording.problem).toBeNull();
    expect(stub().requests).toHaveLength(2);
    expect(stub().requests[1]?.part('file')?.data.toString()).toBe('one-two-three');
    expect(await heldChunks(kit, recording.id)).toEqual([]);
  });

  it('names a failing service (5xx) as unavailable, and a refused key as unauthorized', async () => {
    const first = await recorded();
    stub().answer({ status: 503, body: 'down', headers: { 'content-type': 'text/plain' } });
    const unavailable = transcriptionAnswer.parse((await finish(first.recording)).body);
    expect([unavailable.outcome, unavailable.recording.problem]).toEqual(['failed', 'unavailable']);
    stub().answer({ status: 401, body: '{}' });
    const second = await recorded();
    const unauthorized = transcriptionAnswer.parse((await finish(second.recording)).body);
    expect(unauthorized.recording.problem).toBe('unauthorized');
  });

  it('refuses to transcribe again once transcribed (409 recording-closed)', async () => {
    const { recording } = await recorded();
    await finish(recording);
    const again = await call(
      kit,
      kit.founder,
      'POST',
      recordingSubPath(recording.id, 'transcribe'),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'recording-closed' });
    expect(stub().requests).toHaveLength(1);
  });
});

describe('what is never sent to the provider', () => {
  it('sends nothing when the clinic turned AI off: not-configured, audio kept, and the page is told', async () => {
    await clinicSettings(kit, { aiDrafting: 'off' });
    const { recording } = await recorded();
    const answer = transcriptionAnswer.parse((await finish(recording)).body);
    expect(answer).toMatchObject({
      outcome: 'not-configured',
      recording: { problem: 'not-configured', audioKept: true },
    });
    const retry = await call(
      kit,
      kit.founder,
      'POST',
      recordingSubPath(recording.id, 'transcribe'),
    );
    expect(transcriptionAnswer.parse(retry.body).outcome).toBe('not-configured');
    const speech = sessionSpeechResponse.parse(
      (await call(kit, kit.founder, 'GET', sessionSpeechPath(recording.encounterId))).body,
    );
    expect(speech.transcriptionConfigured).toBe(false);
    expect(stub().requests).toHaveLength(0);
  });

  it('sends nothing once the patient withdrew the consent: the recording opened with it is closed and its audio gone', async () => {
    const { recording, patientId } = await recorded();
    await recordingConsent(kit, patientId, 'withdrawn');
    // The withdrawal closed the recording and deleted its untranscribed audio (issue 31, item 7).
    const finished = await finish(recording);
    expect(finished.status).toBe(409);
    expect(finished.body).toMatchObject({ code: 'recording-closed' });
    expect(await heldChunks(kit, recording.id)).toHaveLength(0);
    const speech = sessionSpeechResponse.parse(
      (await call(kit, kit.founder, 'GET', sessionSpeechPath(recording.encounterId))).body,
    );
    expect(speech).toMatchObject({ consented: false, transcriptionConfigured: true });
    expect(stub().requests).toHaveLength(0);
  });
});

describe('the transcript', () => {
  it('is corrected by the clinician, who is named with the time, and the change is in the trail', async () => {
    const { recording, patientId } = await recorded();
    await finish(recording);
    const reply = await call(
      kit,
      kit.founder,
      'PUT',
      recordingSubPath(recording.id, 'transcript'),
      {
        body: { text: '  I have been sleeping much better since we last met.  ' },
      },
    );
    expect(reply.status).toBe(200);
    const corrected = recordingResponse.parse(reply.body).recording;
    expect(corrected.transcript).toMatchObject({
      text: 'I have been sleeping much better since we last met.',
      correctedBy: 'Ada Lovelace',
      provider: 'openai-compatible',
    });
    expect(corrected.transcript?.correctedAt).not.toBeNull();
    const read = recordingResponse.parse(
      (await call(kit, kit.founder, 'GET', recordingPath(recording.id))).body,
    );
    expect(read.recording.transcript?.text).toBe(corrected.transcript?.text);
    expect((await trailActions(kit, patientId, kit.founder.user.id)).at(-2)).toBe('update');
  });

  it('is left out of the session’s list, which only a read of one recording shows', async () => {
    const { recording } = await recorded();
    await finish(recording);
    const reply = await call(kit, kit.founder, 'GET', sessionSpeechPath(recording.encounterId));
    const speech = sessionSpeechResponse.parse(reply.body);
    expect(speech.recordings).toHaveLength(1);
    expect(speech.recordings[0]).toMatchObject({ status: 'transcribed', transcript: null });
    expect(reply.text).not.toContain('sleeping');
  });
});
