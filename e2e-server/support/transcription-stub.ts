import { createServer, type Server } from 'node:http';
import { parseMultipart } from '../../server/speech/transcription/openai-stub.test-kit';
import { TRANSCRIPTION_STUB_MODEL, TRANSCRIPTION_STUB_PORT } from './transcription-stub-port.mjs';

/**
 * A loopback stand-in for an OpenAI-compatible speech-to-text server, on the port serve.mjs gave
 * `npm start` (PRAXIS_TRANSCRIPTION_BASE_URL): `POST /v1/audio/transcriptions` with a
 * multipart/form-data body (`file`, `model`, `response_format`, `language`), parsed here from the
 * bytes on the wire. A request without an audio file, or for another model, is refused the way
 * OpenAI refuses it (400 / 404 with `{ error: { message } }`); a good one is answered with the
 * given transcript as `verbose_json` (`text`, `language`, `duration`, `segments`). It transcribes
 * nothing itself: the test tells it what was said, and it checks that audio arrived.
 */

export const TRANSCRIPTIONS_PATH = '/v1/audio/transcriptions';

/** What one request to the stub held, as it arrived. */
export interface TranscriptionCall {
  method: string;
  path: string;
  contentType: string;
  model: string | undefined;
  responseFormat: string | undefined;
  language: string | undefined;
  /** The `file` part, or undefined when the request had none. */
  file:
    { filename: string | undefined; contentType: string | undefined; bytes: Buffer } | undefined;
  /** The stub's answer status. */
  status: number;
}

export interface TranscriptionStub {
  calls: TranscriptionCall[];
  /** The transcript answered to the next good requests. */
  say(transcript: string): void;
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
const openAiError = (status: number, message: string, type = 'invalid_request_error') =>
  json(status, { error: { message, type, param: null, code: null } });

/** One segment per sentence, spread evenly over a nominal duration, as Whisper's verbose_json. */
function verboseJson(transcript: string, durationS: number) {
  const sentences = transcript.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()) ?? [];
  const step = durationS / Math.max(1, sentences.length);
  return {
    task: 'transcribe',
    language: 'english',
    duration: durationS,
    text: ` ${transcript}`,
    segments: sentences.map((text, id) => ({
      id,
      seek: 0,
      start: Number((id * step).toFixed(2)),
      end: Number(((id + 1) * step).toFixed(2)),
      text: ` ${text}`,
      tokens: [],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.2,
      no_speech_prob: 0.01,
    })),
  };
}

export async function startTranscriptionStub(
  port = TRANSCRIPTION_STUB_PORT,
): Promise<TranscriptionStub> {
  const calls: TranscriptionCall[] = [];
  let transcript = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const contentType = req.headers['content-type'] ?? '';
      const call: TranscriptionCall = {
        method: req.method ?? '',
        path: req.url ?? '',
        contentType,
        model: undefined,
        responseFormat: undefined,
        language: undefined,
        file: undefined,
        status: 0,
      };
      const answer = (() => {
        if (call.method !== 'POST' || call.path !== TRANSCRIPTIONS_PATH) {
          return openAiError(404, `Unknown request URL: ${call.method} ${call.path}`);
        }
        if (!contentType.startsWith('multipart/form-data')) {
          return openAiError(400, 'The request must be multipart/form-data.');
        }
        let parts;
        try {
          parts = parseMultipart(Buffer.concat(chunks), contentType);
        } catch (error) {
          return openAiError(400, `Malformed multipart body: ${(error as Error).message}`);
        }
        const field = (name: string) =>
          parts.find((p) => p.name === name && p.filename === undefined)?.data.toString('utf8');
        call.model = field('model');
        call.responseFormat = field('response_format');
        call.language = field('language');
        const file = parts.find((p) => p.name === 'file' && p.filename !== undefined);
        if (file) {
          call.file = { filename: file.filename, contentType: file.contentType, bytes: file.data };
        }
        if (!call.file || call.file.bytes.length === 0) {
          return openAiError(400, "The request has no audio in its 'file' field.");
        }
        if (call.model !== TRANSCRIPTION_STUB_MODEL) {
          return openAiError(404, `The model '${call.model ?? ''}' does not exist.`);
        }
        if (!transcript)
          return openAiError(500, 'The stub was not told what was said.', 'server_error');
        return json(200, verboseJson(transcript, 12.5));
      })();
      call.status = answer.status;
      calls.push(call);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    calls,
    say: (next) => {
      transcript = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
