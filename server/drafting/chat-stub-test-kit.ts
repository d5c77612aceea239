import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for an OpenAI-compatible chat-completions server, in the real wire format:
 * a JSON body, or server-sent events (`data: {…}` chunks and `data: [DONE]`). Each test sets how
 * it answers; every request is recorded.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export type StubAnswer = (response: ServerResponse) => void | Promise<void>;

export const chatJson =
  (content: string): StubAnswer =>
  (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-stub',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  };

const chunk = (delta: Record<string, string>) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`;

export const chatStream =
  (pieces: string[]): StubAnswer =>
  async (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(': keep-alive\n\n');
    response.write(chunk({ role: 'assistant' }));
    for (const piece of pieces) {
      response.write(chunk({ content: piece }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    response.end('data: [DONE]\n\n');
  };

export const chatStatus =
  (status: number): StubAnswer =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'stub refusal' } }));
  };

/** Accepts the request and never answers (the provider's time limit must end it). */
export const never: StubAnswer = () => undefined;

export async function startChatStub() {
  const requests: RecordedRequest[] = [];
  let answer: StubAnswer = chatStatus(500);
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (part: string) => (raw += part));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>),
      });
      void answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: StubAnswer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
