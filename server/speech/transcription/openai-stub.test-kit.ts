import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for an OpenAI-compatible `/v1/audio/transcriptions` endpoint: it records
 * each request, parses its multipart body itself (the wire format, not the client's library), and
 * answers as the test says.
 */

export interface FormPart {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
  data: Buffer;
}

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  parts: FormPart[];
  /** A text field's value. */
  field(name: string): string | undefined;
  part(name: string): FormPart | undefined;
}

export type StubAnswer =
  | { status: number; body: string; headers?: Record<string, string> }
  /** Never answers (a time limit test). */
  | { hang: true };

function headerParam(header: string, param: string): string | undefined {
  const match =
    new RegExp(`${param}="([^"]*)"`, 'i').exec(header) ??
    new RegExp(`${param}=([^;\\s]+)`, 'i').exec(header);
  return match?.[1];
}

/** RFC 7578 multipart/form-data: parts between `--boundary` lines, each headers CRLF CRLF body. */
export function parseMultipart(body: Buffer, contentType: string): FormPart[] {
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary) throw new Error(`not multipart: ${contentType}`);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) throw new Error('multipart body without its closing boundary');
    const raw = body.subarray(afterDelimiter + 2, next - 2); // CRLF after the delimiter, before the next
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.subarray(0, split).toString('utf8');
    const headers = new Map(
      head.split('\r\n').map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
    );
    const disposition = headers.get('content-disposition') ?? '';
    parts.push({
      name: headerParam(disposition, 'name') ?? '',
      filename: headerParam(disposition, 'filename'),
      contentType: headers.get('content-type'),
      data: raw.subarray(split + 4),
    });
    start = next;
  }
  return parts;
}

export interface TranscriptionStub {
  baseUrl: string;
  requests: StubRequest[];
  /** The answer to the next requests (a good verbose_json one until set). */
  answer(next: StubAnswer | ((request: StubRequest) => StubAnswer)): void;
  close(): Promise<void>;
}

export const VERBOSE_ANSWER = {
  task: 'transcribe',
  language: 'english',
  duration: 12.5,
  text: ' I have been sleeping better since we last met. ',
  segments: [
    {
      id: 0,
      seek: 0,
      start: 0,
      end: 4.2,
      text: ' I have been sleeping better',
      tokens: [1, 2],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    },
    {
      id: 1,
      seek: 0,
      start: 4.2,
      end: 12.5,
      text: ' since we last met.',
      tokens: [3],
      temperature: 0,
      avg_logprob: -0.3,
      compression_ratio: 1.2,
      no_speech_prob: 0.02,
    },
  ],
};

export async function startTranscriptionStub(): Promise<TranscriptionStub> {
  const requests: StubRequest[] = [];
  let answer: StubAnswer | ((request: StubRequest) => StubAnswer) = {
    status: 200,
    body: JSON.stringify(VERBOSE_ANSWER),
    headers: { 'content-type': 'application/json' },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const contentType = req.headers['content-type'] ?? '';
      const parts = contentType.startsWith('multipart/form-data')
        ? parseMultipart(body, contentType)
        : [];
      const request: StubRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        parts,
        part: (name) => parts.find((p) => p.name === name),
        field: (name) =>
          parts.find((p) => p.name === name && p.filename === undefined)?.data.toString('utf8'),
      };
      requests.push(request);
      const reply = typeof answer === 'function' ? answer(request) : answer;
      if ('hang' in reply) return;
      res.writeHead(reply.status, reply.headers ?? { 'content-type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
