import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TranscriptionConfig } from '../speech-config.ts';
import {
  answeredLanguage,
  fileNameFor,
  languageCode,
  transcriptionFrom,
} from './openai-transcription.ts';
import {
  startTranscriptionStub,
  VERBOSE_ANSWER,
  type TranscriptionStub,
} from './openai-stub.test-kit.ts';
import { TranscriptionError, type TranscriptionProvider } from './transcription-provider.ts';

const KEY = 'sk-test-9f8e7d6c5b4a';
const AUDIO = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0x42]);

let stub: TranscriptionStub;
beforeAll(async () => {
  stub = await startTranscriptionStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.answer({ status: 200, body: JSON.stringify(VERBOSE_ANSWER) });
});

function provider(overrides: Partial<TranscriptionConfig> = {}): TranscriptionProvider {
  const setup = transcriptionFrom({
    baseUrl: stub.baseUrl,
    model: 'whisper-1',
    apiKey: undefined,
    timeoutMs: 5_000,
    ...overrides,
  });
  if (setup.status !== 'configured') throw new Error('expected a provider');
  return setup.provider;
}

async function failureOf(promise: Promise<unknown>): Promise<TranscriptionError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TranscriptionError);
  return error as TranscriptionError;
}

describe('the OpenAI-compatible transcription provider', () => {
  it('posts the audio as multipart form data in the OpenAI wire format and reads the verbose answer', async () => {
    const result = await provider().transcribe({
      audio: AUDIO,
      mimeType: 'audio/webm;codecs=opus',
      language: 'fr-CA',
    });
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBeUndefined();
    const file = request?.part('file');
    expect(file).toMatchObject({ filename: 'audio.webm', contentType: 'audio/webm' });
    expect(file?.data.equals(AUDIO)).toBe(true);
    expect(request?.field('model')).toBe('whisper-1');
    expect(request?.field('response_format')).toBe('verbose_json');
    expect(request?.field('language')).toBe('fr');
    expect(result).toEqual({
      text: 'I have been sleeping better since we last met.',
      language: 'en',
      durationS: 12.5,
      segments: [
        { start: 0, end: 4.2, text: 'I have been sleeping better' },
        { start: 4.2, end: 12.5, text: 'since we last met.' },
      ],
    });
  });

  it('sends Authorization: Bearer only when a key is configured, and reads a stream of audio', async () => {
    const keyed = provider({ apiKey: KEY, model: 'Systran/faster-whisper-small' });
    expect(keyed).toMatchObject({ id: 'openai-compatible', model: 'Systran/faster-whisper-small' });
    await keyed.transcribe({
      audio: Readable.from([AUDIO.subarray(0, 4), AUDIO.subarray(4)]),
      mimeType: 'audio/ogg',
    });
    const [request] = stub.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.part('file')?.filename).toBe('audio.ogg');
    expect(request?.part('file')?.data.equals(AUDIO)).toBe(true);
    expect(request?.field('model')).toBe('Systran/faster-whisper-small');
    expect(request?.field('language')).toBeUndefined();
  });

  it('accepts a plain answer with text only', async () => {
    stub.answer({ status: 200, body: JSON.stringify({ text: 'Hello.' }) });
    await expect(provider().transcribe({ audio: AUDIO, mimeType: 'audio/webm' })).resolves.toEqual({
      text: 'Hello.',
    });
  });

  it('reads a 429 as busy, with the wait the service asked for', async () => {
    stub.answer({
      status: 429,
      body: '{"error":{"message":"Rate limit"}}',
      headers: { 'retry-after': '20' },
    });
    const error = await failureOf(provider().transcribe({ audio: AUDIO, mimeType: 'audio/webm' }));
    expect(error).toMatchObject({
      kind: 'rateLimited',
      status: 429,
      retryAfterS: 20,
      retryable: true,
    });
    expect(error.message).toBe(
      'The transcription service is busy (HTTP 429); the audio is kept, try again later.',
    );
  });

  it('reads a 500 as the service failing, worth trying later', async () => {
    stub.answer({
      status: 500,
      body: 'Internal Server Error',
      headers: { 'content-type': 'text/plain' },
    });
    const error = await failureOf(provider().transcribe({ audio: AUDIO, mimeType: 'audio/webm' }));
    expect(error).toMatchObject({ kind: 'unavailable', status: 500, retryable: true });
  });

  it('reads a 401 as refused credentials without ever repeating the key', async () => {
    stub.answer({
      status: 401,
      body: JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } }),
    });
    const error = await failureOf(
      provider({ apiKey: KEY }).transcribe({ audio: AUDIO, mimeType: 'audio/webm' }),
    );
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, retryable: false });
    expect(error.message).toContain('PRAXIS_TRANSCRIPTION_API_KEY');
    expect(`${error.message} ${error.stack ?? ''} ${JSON.stringify(error)}`).not.toContain(KEY);
  });

  it('reads a 404 and a 400 as refusals that asking again will not fix', async () => {
    stub.answer({ status: 404, body: '{}' });
    const missing = await failureOf(
      provider().transcribe({ audio: AUDIO, mimeType: 'audio/webm' }),
    );
    expect(missing).toMatchObject({ kind: 'rejected', status: 404, retryable: false });
    expect(missing.message).toContain('PRAXIS_TRANSCRIPTION_BASE_URL');
    stub.answer({ status: 400, body: '{}' });
    const refused = await failureOf(
      provider().transcribe({ audio: AUDIO, mimeType: 'audio/webm' }),
    );
    expect(refused).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('reads an answer that is not JSON, or JSON without text, as malformed', async () => {
    stub.answer({ status: 200, body: '{"text": "unfinished' });
    const broken = await failureOf(provider().transcribe({ audio: AUDIO, mimeType: 'audio/webm' }));
    expect(broken).toMatchObject({ kind: 'malformed', retryable: false });
    stub.answer({ status: 200, body: JSON.stringify({ segments: 'none' }) });
    const empty = await failureOf(provider().transcribe({ audio: AUDIO, mimeType: 'audio/webm' }));
    expect(empty.kind).toBe('malformed');
  });

  it('gives up at the time limit when the service does not answer', async () => {
    stub.answer({ hang: true });
    const started = performance.now();
    const error = await failureOf(
      provider({ timeoutMs: 50 }).transcribe({ audio: AUDIO, mimeType: 'audio/webm' }),
    );
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stops when the caller cancels', async () => {
    stub.answer({ hang: true });
    const controller = new AbortController();
    const pending = provider().transcribe({
      audio: AUDIO,
      mimeType: 'audio/webm',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 10);
    expect((await failureOf(pending)).kind).toBe('aborted');
  });

  it('says the service cannot be reached when nothing listens', async () => {
    const closed = await startTranscriptionStub();
    await closed.close();
    const setup = transcriptionFrom({
      baseUrl: closed.baseUrl,
      model: 'whisper-1',
      apiKey: undefined,
      timeoutMs: 5_000,
    });
    if (setup.status !== 'configured') throw new Error('expected a provider');
    const error = await failureOf(
      setup.provider.transcribe({ audio: AUDIO, mimeType: 'audio/webm' }),
    );
    expect(error).toMatchObject({ kind: 'unreachable', status: undefined });
  });
});

describe('choosing the provider', () => {
  it('is not configured without a base URL', () => {
    expect(
      transcriptionFrom({ baseUrl: undefined, model: 'whisper-1', apiKey: KEY, timeoutMs: 1 }),
    ).toEqual({
      status: 'notConfigured',
    });
  });

  it('names the file by its container and sends only a language code', () => {
    expect(
      ['audio/webm;codecs=opus', 'audio/mp4', 'audio/wav', 'audio/mpeg', 'video/odd'].map(
        fileNameFor,
      ),
    ).toEqual(['audio.webm', 'audio.mp4', 'audio.wav', 'audio.mp3', 'audio.webm']);
    expect([' EN ', 'zh-Hans', 'ro_RO', 'français', '', undefined].map(languageCode)).toEqual([
      'en',
      'zh',
      'ro',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps the answered language as a code, reading Whisper’s English names, and drops the rest', () => {
    expect(
      ['english', 'Romanian', 'chinese', 'fr', 'en-US', 'klingonese', '', undefined].map(
        answeredLanguage,
      ),
    ).toEqual(['en', 'ro', 'zh', 'fr', 'en', undefined, undefined, undefined]);
  });
});
