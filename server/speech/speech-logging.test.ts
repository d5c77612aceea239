import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  recordingChunkPath,
  recordingPath,
  recordingSubPath,
  sessionRecordingsPath,
  type Recording,
  type TranscriptionAnswer,
} from '../../common/contracts/speech.contract.ts';

type RecordingResponse = { recording: Recording };
import { loadConfig } from '../config.ts';
import { TEST_OFF_DAY, sessionAt } from '../encounters/encounters.test-kit.ts';
import { startServer, type RunningServer } from '../server.ts';
import { uniqueEmail } from '../test/harness.ts';
import { startS3Stub, type S3Stub } from './audio/s3-stub.test-kit.ts';
import {
  startTranscriptionStub,
  type TranscriptionStub,
} from './transcription/openai-stub.test-kit.ts';

/** What must never reach a log line: the patient, the transcript, the audio and the keys. */
const FAMILY_NAME = 'Quillfeather';
const TRANSCRIPT = 'My brother Thaddeus left the clinic in March.';
const AUDIO = 'OPUS-BYTES-7f3a9c';
const TRANSCRIPTION_KEY = 'sk-transcribe-5e4d3c2b1a';

const lines: string[] = [];
let transcription: TranscriptionStub;
let bucket: S3Stub;
let server: RunningServer;
let login: LoginResponse;

async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  type = 'application/json',
) {
  const response = await fetch(`${server.url}${API_BASE_PATH}${path}`, {
    method,
    headers: {
      ...(login ? { authorization: `Bearer ${login.access_token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': type }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

beforeAll(async () => {
  transcription = await startTranscriptionStub();
  bucket = await startS3Stub();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const defaults = loadConfig({});
  const config = {
    ...defaults,
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    speech: {
      ...defaults.speech,
      transcription: {
        ...defaults.speech.transcription,
        baseUrl: transcription.baseUrl,
        apiKey: TRANSCRIPTION_KEY,
      },
      audioS3: bucket,
    },
  };
  server = await startServer(config, { logger: { level: 'trace', stream } });
  const email = uniqueEmail();
  const password = 'correct horse battery';
  await api('POST', '/account/register', {
    id: '123456',
    email,
    password,
    firstName: 'Ada',
    lastName: 'L',
  });
  login = (await api('POST', '/account/login', { email, password })).body as LoginResponse;
});
afterAll(async () => {
  await server.close();
  await transcription.close();
  await bucket.close();
});

describe('the server’s log during speech entry', () => {
  it('never holds the patient, the transcript, the audio or a key, whether things work or fail', async () => {
    const patient = (
      await api<{ patient: { id: string } }>('POST', '/patients', {
        familyName: FAMILY_NAME,
        givenName: 'Grace',
        birthDate: '1980-01-31',
      })
    ).body.patient;
    const consent = await api('POST', `/patients/${patient.id}/consents`, {
      kind: 'recording-ai',
      status: 'granted',
      effectiveDate: '2026-11-01',
    });
    expect(consent.status).toBe(201);
    const start = new Date(Date.UTC(2027, 5, 1, 9)).toISOString();
    const booked = await api<{ encounter: { id: string } }>(
      'POST',
      '/encounters',
      sessionAt(patient.id, login.user.id, start),
    );
    const sessionId = booked.body.encounter.id;
    expect(
      (
        await api('POST', `/encounters/${sessionId}/transition`, {
          action: 'check-in',
          offDay: TEST_OFF_DAY,
        })
      ).status,
    ).toBe(200);

    const record = async () => {
      const opened = await api<RecordingResponse>('POST', sessionRecordingsPath(sessionId), {
        mimeType: 'audio/webm',
      });
      const id = opened.body.recording.id;
      expect((await api('PUT', recordingChunkPath(id, 0), AUDIO, 'audio/webm')).status).toBe(200);
      return id;
    };

    transcription.answer({ status: 200, body: JSON.stringify({ text: TRANSCRIPT }) });
    const good = await record();
    const finished = await api<TranscriptionAnswer>('POST', recordingSubPath(good, 'finish'), {
      chunks: 1,
      durationMs: 1,
    });
    expect(finished.body.outcome).toBe('transcribed');
    expect(
      (await api<RecordingResponse>('GET', recordingPath(good))).body.recording.transcript?.text,
    ).toBe(TRANSCRIPT);

    transcription.answer({
      status: 401,
      body: JSON.stringify({
        error: { message: `Incorrect API key provided: ${TRANSCRIPTION_KEY}` },
      }),
    });
    const refused = await record();
    const failed = await api<TranscriptionAnswer>('POST', recordingSubPath(refused, 'finish'), {
      chunks: 1,
      durationMs: 1,
    });
    expect(failed.body.recording.problem).toBe('unauthorized');

    bucket.failWith(500);
    const broken = await api('POST', recordingSubPath(refused, 'transcribe'));
    expect(broken.status).toBe(500);
    bucket.failWith(undefined);

    const log = lines.join('');
    expect(log).toContain('transcription failed');
    expect(log).toContain('The audio bucket answered');
    for (const secret of [
      FAMILY_NAME,
      TRANSCRIPT,
      'Thaddeus',
      AUDIO,
      TRANSCRIPTION_KEY,
      bucket.secretAccessKey,
      login.access_token,
      'Incorrect API key',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
