import { dirname, join, resolve } from 'node:path';

/**
 * Speech entry's server configuration (CLINICAL.md decision 5), read from the environment apart
 * from `server/config.ts`: where transcription is sent and where audio is kept.
 */
export interface TranscriptionConfig {
  /**
   * An OpenAI-compatible server (whisper.cpp server, faster-whisper, a hosted API), without the
   * `/v1` path (a trailing `/v1` is accepted and dropped). Absent: transcription is not
   * configured and recordings keep their audio for later.
   */
  baseUrl: string | undefined;
  model: string;
  /** Sent as `Authorization: Bearer` only when set; never logged nor shown. */
  apiKey: string | undefined;
  /** One transcription's time limit (a long recording on a CPU server takes minutes). */
  timeoutMs: number;
}

/** An S3-compatible bucket for audio (AWS S3, MinIO, Ceph, R2…), addressed path-style. */
export interface AudioS3Config {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`: objects are `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Never logged nor shown. */
  accessKeyId: string;
  secretAccessKey: string;
}

/** How much audio the server takes (issue 31); past each, a chunk is refused and nothing kept. */
export interface AudioLimits {
  /** The codec's rate the cap per recording allows, bytes a second (Opus at 256 kbit/s). */
  bytesPerSecond: number;
  /** Seconds of audio a recording may hold beyond the time since it was opened. */
  marginSeconds: number;
  /** The longest recording, in seconds: its cap stops growing there. */
  maxRecordingSeconds: number;
  /** Bytes of audio one member may upload in any 24 hours (their recordings opened then). */
  memberBytesPerDay: number;
  /** Bytes of audio one clinic may hold at once. */
  clinicBytes: number;
  /** Free bytes the audio directory's disk keeps: a chunk that would go below is refused. */
  freeDiskFloorBytes: number;
}

export const DEFAULT_AUDIO_LIMITS: AudioLimits = {
  bytesPerSecond: 32_000,
  marginSeconds: 120,
  maxRecordingSeconds: 4 * 60 * 60,
  memberBytesPerDay: 1024 ** 3,
  clinicBytes: 50 * 1024 ** 3,
  freeDiskFloorBytes: 1024 ** 3,
};

export interface SpeechConfig {
  transcription: TranscriptionConfig;
  /** Where the data-directory audio store keeps chunks: `<audioDir>/<tenant>/<recording>/<seq>.webm`. */
  audioDir: string;
  /** When set, audio goes to this bucket instead of `audioDir` (several instances share it). */
  audioS3: AudioS3Config | undefined;
  audioLimits: AudioLimits;
}

export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';
export const DEFAULT_TRANSCRIPTION_TIMEOUT_MS = 10 * 60 * 1000;

/** An http(s) base URL without trailing slashes or `/v1`; a clear error names the variable. */
export function transcriptionBaseUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('PRAXIS_TRANSCRIPTION_BASE_URL is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('PRAXIS_TRANSCRIPTION_BASE_URL must be an http:// or https:// URL.');
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(
      'PRAXIS_TRANSCRIPTION_BASE_URL must hold no credentials, query or fragment (the key goes in PRAXIS_TRANSCRIPTION_API_KEY).',
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '').replace(/\/v1$/, '');
}

/** The bucket settings when `PRAXIS_AUDIO_S3_ENDPOINT` is set; every other one is then required. */
export function audioS3Config(env: NodeJS.ProcessEnv): AudioS3Config | undefined {
  const endpointText = env.PRAXIS_AUDIO_S3_ENDPOINT?.trim();
  if (!endpointText) return undefined;
  let url: URL;
  try {
    url = new URL(endpointText);
  } catch {
    throw new Error('PRAXIS_AUDIO_S3_ENDPOINT is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('PRAXIS_AUDIO_S3_ENDPOINT must be an http:// or https:// URL.');
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(
      'PRAXIS_AUDIO_S3_ENDPOINT must hold no credentials, query or fragment (the keys have their own variables).',
    );
  }
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} must be set when PRAXIS_AUDIO_S3_ENDPOINT is.`);
    return value;
  };
  const bucket = required('PRAXIS_AUDIO_S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error('PRAXIS_AUDIO_S3_BUCKET is not a valid bucket name.');
  }
  return {
    endpoint: `${url.origin}${url.pathname}`.replace(/\/+$/, ''),
    bucket,
    region: env.PRAXIS_AUDIO_S3_REGION?.trim() || 'us-east-1',
    accessKeyId: required('PRAXIS_AUDIO_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('PRAXIS_AUDIO_S3_SECRET_ACCESS_KEY'),
  };
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive whole number of milliseconds.`);
  }
  return parsed;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number (0 or more).`);
  }
  return parsed;
}

/** `PRAXIS_AUDIO_*` limits (bytes and seconds), each defaulting to DEFAULT_AUDIO_LIMITS. */
export function audioLimits(env: NodeJS.ProcessEnv): AudioLimits {
  const read = (name: string, key: keyof AudioLimits) =>
    wholeNumber(name, env[name], DEFAULT_AUDIO_LIMITS[key]);
  return {
    bytesPerSecond: read('PRAXIS_AUDIO_BYTES_PER_SECOND', 'bytesPerSecond'),
    marginSeconds: read('PRAXIS_AUDIO_MARGIN_SECONDS', 'marginSeconds'),
    maxRecordingSeconds: read('PRAXIS_AUDIO_MAX_RECORDING_SECONDS', 'maxRecordingSeconds'),
    memberBytesPerDay: read('PRAXIS_AUDIO_MEMBER_BYTES_PER_DAY', 'memberBytesPerDay'),
    clinicBytes: read('PRAXIS_AUDIO_CLINIC_BYTES', 'clinicBytes'),
    freeDiskFloorBytes: read('PRAXIS_AUDIO_FREE_DISK_FLOOR_BYTES', 'freeDiskFloorBytes'),
  };
}

/**
 * Reads `PRAXIS_TRANSCRIPTION_BASE_URL`, `PRAXIS_TRANSCRIPTION_MODEL` (default whisper-1),
 * `PRAXIS_TRANSCRIPTION_API_KEY`, `PRAXIS_TRANSCRIPTION_TIMEOUT_MS` and `PRAXIS_AUDIO_DIR`
 * (default: `audio` beside the database directory, as the mail outbox is), and the bucket's
 * `PRAXIS_AUDIO_S3_ENDPOINT`, `_BUCKET`, `_REGION` (default us-east-1), `_ACCESS_KEY_ID` and
 * `_SECRET_ACCESS_KEY`.
 */
export function loadSpeechConfig(
  env: NodeJS.ProcessEnv = process.env,
  dataDir = resolve(env.PRAXIS_DATA_DIR ?? '.data/pglite'),
): SpeechConfig {
  return {
    transcription: {
      baseUrl: transcriptionBaseUrl(env.PRAXIS_TRANSCRIPTION_BASE_URL),
      model: env.PRAXIS_TRANSCRIPTION_MODEL?.trim() || DEFAULT_TRANSCRIPTION_MODEL,
      apiKey: env.PRAXIS_TRANSCRIPTION_API_KEY?.trim() || undefined,
      timeoutMs: positiveInt(
        'PRAXIS_TRANSCRIPTION_TIMEOUT_MS',
        env.PRAXIS_TRANSCRIPTION_TIMEOUT_MS,
        DEFAULT_TRANSCRIPTION_TIMEOUT_MS,
      ),
    },
    audioDir: env.PRAXIS_AUDIO_DIR
      ? resolve(env.PRAXIS_AUDIO_DIR)
      : join(dirname(dataDir), 'audio'),
    audioS3: audioS3Config(env),
    audioLimits: audioLimits(env),
  };
}
