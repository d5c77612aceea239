import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIO_LIMITS, loadSpeechConfig } from './speech-config.ts';

describe('speech configuration from the environment', () => {
  it('leaves transcription unconfigured by default and keeps audio beside the database', () => {
    const config = loadSpeechConfig({}, resolve('/srv/praxis/pglite'));
    expect(config).toEqual({
      transcription: {
        baseUrl: undefined,
        model: 'whisper-1',
        apiKey: undefined,
        timeoutMs: 600_000,
      },
      audioDir: join(resolve('/srv/praxis'), 'audio'),
      audioS3: undefined,
      audioLimits: DEFAULT_AUDIO_LIMITS,
    });
  });

  it('reads the base URL (a trailing /v1 dropped), model, key, time limit and audio folder', () => {
    const config = loadSpeechConfig({
      PRAXIS_TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:8080/v1/',
      PRAXIS_TRANSCRIPTION_MODEL: 'ggml-base.en',
      PRAXIS_TRANSCRIPTION_API_KEY: 'sk-local',
      PRAXIS_TRANSCRIPTION_TIMEOUT_MS: '120000',
      PRAXIS_AUDIO_DIR: '/var/lib/praxis-audio',
    });
    expect(config).toEqual({
      transcription: {
        baseUrl: 'http://127.0.0.1:8080',
        model: 'ggml-base.en',
        apiKey: 'sk-local',
        timeoutMs: 120_000,
      },
      audioDir: resolve('/var/lib/praxis-audio'),
      audioS3: undefined,
      audioLimits: DEFAULT_AUDIO_LIMITS,
    });
    expect(
      loadSpeechConfig({ PRAXIS_TRANSCRIPTION_BASE_URL: 'https://speech.example/openai' })
        .transcription.baseUrl,
    ).toBe('https://speech.example/openai');
  });

  it('reads the audio limits, and refuses one that is not a whole number, naming it', () => {
    const config = loadSpeechConfig({
      PRAXIS_AUDIO_BYTES_PER_SECOND: '16000',
      PRAXIS_AUDIO_MEMBER_BYTES_PER_DAY: '5000000',
      PRAXIS_AUDIO_FREE_DISK_FLOOR_BYTES: '0',
    });
    expect(config.audioLimits).toEqual({
      ...DEFAULT_AUDIO_LIMITS,
      bytesPerSecond: 16_000,
      memberBytesPerDay: 5_000_000,
      freeDiskFloorBytes: 0,
    });
    expect(() => loadSpeechConfig({ PRAXIS_AUDIO_CLINIC_BYTES: '10GB' })).toThrow(
      /PRAXIS_AUDIO_CLINIC_BYTES/,
    );
  });

  it('refuses a base URL that is not http(s) or carries credentials, naming the variable', () => {
    expect(() => loadSpeechConfig({ PRAXIS_TRANSCRIPTION_BASE_URL: 'whisper.local' })).toThrow(
      'PRAXIS_TRANSCRIPTION_BASE_URL is not a URL.',
    );
    expect(() => loadSpeechConfig({ PRAXIS_TRANSCRIPTION_BASE_URL: 'file:///tmp/x' })).toThrow(
      /http/,
    );
    expect(() =>
      loadSpeechConfig({ PRAXIS_TRANSCRIPTION_BASE_URL: 'https://user:secret@host' }),
    ).toThrow(/no credentials/);
  });

  it('refuses a time limit that is not a positive whole number', () => {
    for (const value of ['0', '-5', '1.5', 'soon']) {
      expect(() => loadSpeechConfig({ PRAXIS_TRANSCRIPTION_TIMEOUT_MS: value })).toThrow(
        'PRAXIS_TRANSCRIPTION_TIMEOUT_MS must be a positive whole number of milliseconds.',
      );
    }
  });

  it('reads the audio bucket: endpoint without a trailing slash, region us-east-1 by default', () => {
    const config = loadSpeechConfig({
      PRAXIS_AUDIO_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      PRAXIS_AUDIO_S3_BUCKET: 'praxis-audio',
      PRAXIS_AUDIO_S3_ACCESS_KEY_ID: 'minio',
      PRAXIS_AUDIO_S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(config.audioS3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'praxis-audio',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
    });
  });

  it('refuses a bucket set up by halves or with a bad endpoint or name, naming the variable', () => {
    const complete = {
      PRAXIS_AUDIO_S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      PRAXIS_AUDIO_S3_BUCKET: 'praxis-audio',
      PRAXIS_AUDIO_S3_ACCESS_KEY_ID: 'AKIA',
      PRAXIS_AUDIO_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(() => loadSpeechConfig({ ...complete, PRAXIS_AUDIO_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'PRAXIS_AUDIO_S3_SECRET_ACCESS_KEY must be set when PRAXIS_AUDIO_S3_ENDPOINT is.',
    );
    expect(() => loadSpeechConfig({ ...complete, PRAXIS_AUDIO_S3_BUCKET: undefined })).toThrow(
      'PRAXIS_AUDIO_S3_BUCKET must be set',
    );
    expect(() => loadSpeechConfig({ ...complete, PRAXIS_AUDIO_S3_BUCKET: 'Bad_Bucket' })).toThrow(
      'PRAXIS_AUDIO_S3_BUCKET is not a valid bucket name.',
    );
    expect(() => loadSpeechConfig({ ...complete, PRAXIS_AUDIO_S3_ENDPOINT: 'ftp://x' })).toThrow(
      /PRAXIS_AUDIO_S3_ENDPOINT must be an http/,
    );
    expect(() =>
      loadSpeechConfig({ ...complete, PRAXIS_AUDIO_S3_ENDPOINT: 'https://key:secret@s3.example' }),
    ).toThrow(/no credentials/);
  });
});
