import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { TranscriptionConfig } from '../speech-config.ts';
import {
  TranscriptionError,
  type TranscriptionProvider,
  type TranscriptionRequest,
  type TranscriptionResult,
  type TranscriptionSetup,
} from './transcription-provider.ts';

export const TRANSCRIPTIONS_PATH = '/v1/audio/transcriptions';

/** The part of a `verbose_json` answer we read; servers add more (ids, tokens, probabilities). */
const VerboseAnswer = z.object({
  text: z.string(),
  language: z.string().optional(),
  duration: z.number().nonnegative().optional(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).optional(),
});

/** The file name tells OpenAI-compatible servers the container (they read its extension). */
const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
};

/** `audio/webm;codecs=opus` → `audio/webm`. */
export const baseMimeType = (mimeType: string) =>
  mimeType.split(';')[0]?.trim().toLowerCase() ?? '';

export const fileNameFor = (mimeType: string) =>
  `audio.${EXTENSIONS[baseMimeType(mimeType)] ?? 'webm'}`;

/** `en-GB` → `en`; anything that is not a language code is left out (the service detects). */
export function languageCode(language: string | undefined): string | undefined {
  const code = language?.trim().toLowerCase().split(/[-_]/)[0];
  return code && /^[a-z]{2,3}$/.test(code) ? code : undefined;
}

let codesByName: Map<string, string> | undefined;

/**
 * The transcript's language as an ISO 639-1 code: services answer a code (`en`) or, like OpenAI's
 * Whisper, an English name (`english`); a name is looked up among the two-letter codes' English
 * names. Anything else is left out rather than stored as a language.
 */
export function answeredLanguage(language: string | undefined): string | undefined {
  const text = language?.trim().toLowerCase();
  if (!text) return undefined;
  if (/^[a-z]{2}([-_][a-z0-9]+)?$/.test(text)) return text.slice(0, 2);
  if (!codesByName) {
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    codesByName = new Map();
    for (let first = 97; first <= 122; first += 1) {
      for (let second = 97; second <= 122; second += 1) {
        const code = String.fromCharCode(first, second);
        // Deprecated codes (`mo`, `iw`) share a name with their successor: skip them.
        if (Intl.getCanonicalLocales(code)[0] !== code) continue;
        const name = names.of(code)?.toLowerCase();
        if (name && !codesByName.has(name)) codesByName.set(name, code);
      }
    }
  }
  return codesByName.get(text);
}

async function bytesOf(audio: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(audio)) return audio;
  const parts: Buffer[] = [];
  for await (const part of audio) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts);
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** Our own words for a refusal: the service's body may echo the key, so it is never repeated. */
function refusal(response: Response): TranscriptionError {
  const status = response.status;
  const http = `(HTTP ${status})`;
  if (status === 429) {
    const retryAfterS = retryAfterSeconds(response.headers.get('retry-after'));
    return new TranscriptionError(
      'rateLimited',
      `The transcription service is busy ${http}; the audio is kept, try again later.`,
      retryAfterS === undefined ? { status } : { status, retryAfterS },
    );
  }
  if (status >= 500) {
    return new TranscriptionError(
      'unavailable',
      `The transcription service failed ${http}; the audio is kept, try again later.`,
      { status },
    );
  }
  if (status === 401 || status === 403) {
    return new TranscriptionError(
      'unauthorized',
      `The transcription service refused our credentials ${http}: check PRAXIS_TRANSCRIPTION_API_KEY.`,
      { status },
    );
  }
  if (status === 404) {
    return new TranscriptionError(
      'rejected',
      `The transcription service has no ${TRANSCRIPTIONS_PATH} or no such model ${http}: check PRAXIS_TRANSCRIPTION_BASE_URL and PRAXIS_TRANSCRIPTION_MODEL.`,
      { status },
    );
  }
  if (status === 413) {
    return new TranscriptionError(
      'rejected',
      `The recording is too large for the transcription service ${http}.`,
      { status },
    );
  }
  return new TranscriptionError(
    'rejected',
    `The transcription service refused the recording ${http}.`,
    { status },
  );
}

function parseAnswer(text: string): TranscriptionResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new TranscriptionError('malformed', 'The transcription service answered with no JSON.');
  }
  const answer = VerboseAnswer.safeParse(json);
  if (!answer.success) {
    throw new TranscriptionError(
      'malformed',
      'The transcription service answered without a transcript (no text).',
    );
  }
  const { text: transcript, duration, segments } = answer.data;
  const language = answeredLanguage(answer.data.language);
  return {
    text: transcript.trim(),
    ...(segments ? { segments: segments.map((s) => ({ ...s, text: s.text.trim() })) } : {}),
    ...(language ? { language } : {}),
    ...(duration !== undefined ? { durationS: duration } : {}),
  };
}

/**
 * POSTs the recording as multipart/form-data (`file`, `model`, `response_format=verbose_json`,
 * `language` when known) to `{baseUrl}/v1/audio/transcriptions`, with `Authorization: Bearer`
 * only when a key is configured; every failure is a TranscriptionError with our own message.
 */
export function openAiTranscriptionProvider(
  config: TranscriptionConfig & { baseUrl: string },
): TranscriptionProvider {
  const endpoint = `${config.baseUrl}${TRANSCRIPTIONS_PATH}`;
  return {
    id: 'openai-compatible',
    model: config.model,
    async transcribe(request: TranscriptionRequest): Promise<TranscriptionResult> {
      const audio = await bytesOf(request.audio);
      const form = new FormData();
      const type = baseMimeType(request.mimeType) || 'audio/webm';
      form.append('file', new Blob([new Uint8Array(audio)], { type }), fileNameFor(type));
      form.append('model', config.model);
      form.append('response_format', 'verbose_json');
      const language = languageCode(request.language);
      if (language) form.append('language', language);

      const timeout = AbortSignal.timeout(config.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      let response: Response;
      let body: string;
      try {
        response = await fetch(endpoint, { method: 'POST', headers, body: form, signal });
        body = await response.text();
      } catch {
        if (timeout.aborted) {
          throw new TranscriptionError(
            'timeout',
            `The transcription service did not answer within ${Math.ceil(config.timeoutMs / 1000)} s.`,
          );
        }
        if (request.signal?.aborted) {
          throw new TranscriptionError('aborted', 'The transcription was cancelled.');
        }
        throw new TranscriptionError('unreachable', 'The transcription service cannot be reached.');
      }
      if (!response.ok) throw refusal(response);
      return parseAnswer(body);
    },
  };
}

/** The configured provider, or `notConfigured` when no base URL is set. */
export function transcriptionFrom(config: TranscriptionConfig): TranscriptionSetup {
  const { baseUrl } = config;
  if (!baseUrl) return { status: 'notConfigured' };
  return { status: 'configured', provider: openAiTranscriptionProvider({ ...config, baseUrl }) };
}
