import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_PATHS } from '../../common/contracts/clinic.contract.ts';
import { sessionDraftPath } from '../../common/contracts/drafting.contract.ts';
import {
  SPEECH_MESSAGES,
  recordingPath,
  recordingResponse,
  recordingSubPath,
  sessionSpeechPath,
  sessionSpeechResponse,
  transcriptionAnswer,
} from '../../common/contracts/speech.contract.ts';
import { loadConfig } from '../../server/config.ts';
import { startTranscriptionStub } from '../../server/speech/transcription/openai-stub.test-kit.ts';
import { configureMockTranscription } from '../../src/mocks/speech/speech.store.ts';
import { bothTargets, mockServer, realServer, type Target } from './contract-targets.ts';
import { refusal, speechCalls } from './speech-contract.kit.ts';

/** The loopback service's stock answer as the server's provider reads it (trimmed). */
const SAID = 'I have been sleeping better since we last met.';

/**
 * A transcript's life needs a transcription service: the server sends the audio to a loopback
 * stand-in for one (as server/speech's own tests do; nothing leaves the machine), and the mock is
 * given a transcriber answering the same words. Not compared: the transcript's `provider` and
 * `model` (the server names the service it used, the mock its fixture) and the service's
 * failures (the server's tests prove each; the mock's fixture can answer any `problem`).
 */
const TRANSCRIBING_TARGETS = bothTargets(
  {
    name: 'the server with a transcription service',
    start: async (): Promise<Target> => {
      const service = await startTranscriptionStub();
      const speech = loadConfig({}).speech;
      const audioDir = join(tmpdir(), `praxis-audio-${randomUUID()}`);
      const server = await realServer({
        speech: {
          ...speech,
          audioDir,
          transcription: { ...speech.transcription, baseUrl: service.baseUrl, timeoutMs: 5_000 },
        },
      });
      return {
        base: server.base,
        async stop() {
          try {
            await server.stop();
            await service.close();
          } finally {
            // The audio the contract recorded: removed once the server is closed.
            await rm(audioDir, { recursive: true, force: true });
          }
        },
      };
    },
  },
  {
    name: 'the MSW mock with a transcriber',
    start: async (): Promise<Target> => {
      const mock = await mockServer();
      configureMockTranscription(() => ({ text: SAID, language: 'en' }));
      return mock;
    },
  },
);

describe.each(TRANSCRIBING_TARGETS)('the transcript contract, answered by $name', ({ start }) => {
  let target: Target;
  let speech: ReturnType<typeof speechCalls>;
  beforeAll(async () => {
    target = await start();
    speech = speechCalls(target);
    await speech.start();
  });
  afterAll(() => target.stop());

  /** A consented session's recording of two chunks, finished (and so transcribed). */
  async function transcribed(name: string) {
    const { encounter, recording } = await speech.recordingOf(name);
    await speech.putChunk(recording.id, 0, 'one-');
    await speech.putChunk(recording.id, 1, 'two');
    const finished = await speech.call('POST', recordingSubPath(recording.id, 'finish'), {
      chunks: 2,
      durationMs: 12_500,
      language: 'en',
    });
    expect(finished.status).toBe(200);
    return { encounter, answer: transcriptionAnswer.parse(finished.body) };
  }

  it('transcribes a recording as it is finished, deletes its audio, and shows the transcript only when the recording is read', async () => {
    const { encounter, answer } = await transcribed('Ida');
    expect(answer.outcome).toBe('transcribed');
    expect(answer.recording).toMatchObject({
      status: 'transcribed',
      chunks: 2,
      bytes: 7,
      durationMs: 12_500,
      problem: null,
      audioKept: false,
      transcript: { text: SAID, language: 'en', correctedAt: null, correctedBy: null },
    });
    expect(answer.recording.audioDeletedAt).not.toBeNull();

    const page = sessionSpeechResponse.parse(
      (await speech.call('GET', sessionSpeechPath(encounter.id))).body,
    );
    expect(page.transcriptionConfigured).toBe(true);
    expect(page.recordings).toEqual([{ ...answer.recording, transcript: null }]);
    const read = await speech.call('GET', recordingPath(answer.recording.id));
    expect(recordingResponse.parse(read.body).recording).toEqual(answer.recording);
  });

  it('refuses to transcribe a transcript again, and keeps the clinician’s correction with their name', async () => {
    const { answer } = await transcribed('Jo');
    const id = answer.recording.id;
    expect(await speech.call('POST', recordingSubPath(id, 'transcribe'))).toEqual(
      refusal('recording-closed', SPEECH_MESSAGES.alreadyTranscribed),
    );
    const corrected = await speech.call('PUT', recordingSubPath(id, 'transcript'), {
      text: '  I have been sleeping much better.  ',
    });
    expect(corrected.status).toBe(200);
    const recording = recordingResponse.parse(corrected.body).recording;
    expect(recording.transcript).toMatchObject({
      text: 'I have been sleeping much better.',
      correctedBy: 'Dana Demo',
    });
    expect(recording.transcript?.correctedAt).not.toBeNull();
  });

  it('keeps a recording a note draft was made from (409), and discards one no draft names (204)', async () => {
    const { encounter, answer } = await transcribed('Kit');
    const drafted = await speech.call('POST', sessionDraftPath(encounter.id), {
      format: 'soap',
      source: { kind: 'transcript', recordingId: answer.recording.id },
    });
    expect(drafted.status).toBe(201);
    expect(await speech.call('DELETE', recordingPath(answer.recording.id))).toEqual(
      refusal('recording-closed', SPEECH_MESSAGES.keptWithDraft),
    );
    const other = await transcribed('Lou');
    expect(await speech.call('DELETE', recordingPath(other.answer.recording.id))).toEqual({
      status: 204,
      body: null,
    });
  });

  it('keeps the audio when the clinic keeps it, and transcribes nothing while the clinic’s AI is off', async () => {
    const settings = (changes: Record<string, unknown>) =>
      speech.call('PATCH', CLINIC_PATHS.profile, { settings: changes });
    expect((await settings({ keepAudio: true })).status).toBe(200);
    const kept = await transcribed('Max');
    expect(kept.answer.recording).toMatchObject({
      status: 'transcribed',
      audioKept: true,
      audioDeletedAt: null,
    });

    expect((await settings({ aiDrafting: 'off' })).status).toBe(200);
    const off = await transcribed('Ned');
    expect(off.answer.outcome).toBe('not-configured');
    expect(off.answer.recording).toMatchObject({ status: 'finished', problem: 'not-configured' });
    const page = sessionSpeechResponse.parse(
      (await speech.call('GET', sessionSpeechPath(off.encounter.id))).body,
    );
    expect(page.transcriptionConfigured).toBe(false);
    await settings({ aiDrafting: 'offline', keepAudio: false });
  });
});
