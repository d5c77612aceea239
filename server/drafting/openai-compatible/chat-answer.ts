import { DraftingFailure } from '../drafting-provider.ts';

/**
 * Reads a chat-completions answer: a stream of server-sent events (`data: {…}` chunks carrying
 * `choices[0].delta.content`, ending with `data: [DONE]`) or, from a server that does not stream,
 * one JSON body with `choices[0].message.content`. Returns the content the model wrote.
 */

const malformed = () =>
  new DraftingFailure('malformed-output', 'The AI model sent an answer that could not be read.');

function contentOf(payload: unknown, part: 'delta' | 'message'): string {
  if (typeof payload !== 'object' || payload === null || !('choices' in payload)) throw malformed();
  const { choices } = payload;
  if (!Array.isArray(choices)) throw malformed();
  const first: unknown = choices[0];
  if (first === undefined) return '';
  if (typeof first !== 'object' || first === null) throw malformed();
  const holder: unknown = (first as Record<string, unknown>)[part];
  if (holder === undefined || holder === null) return '';
  if (typeof holder !== 'object') throw malformed();
  const content: unknown = (holder as Record<string, unknown>).content;
  if (content === undefined || content === null) return '';
  if (typeof content !== 'string') throw malformed();
  return content;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw malformed();
  }
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  onProgress: (chars: number) => void,
): Promise<string> {
  const decoder = new TextDecoder();
  let pending = '';
  let content = '';
  let done = false;
  const takeLine = (line: string) => {
    if (!line.startsWith('data:')) return; // comments (": keep-alive"), event names, ids
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      done = true;
      return;
    }
    if (data === '') return;
    const piece = contentOf(parseJson(data), 'delta');
    if (piece !== '') {
      content += piece;
      onProgress(content.length);
    }
  };
  const reader = body.getReader();
  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      pending += decoder.decode(value, { stream: !ended });
      const lines = pending.split(/\r?\n/);
      pending = ended ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        takeLine(line);
        if (done) break;
      }
      if (ended) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return content;
}

/** The model's content, streamed or not; progress is the number of characters received. */
export async function readChatAnswer(
  response: Response,
  onProgress: (chars: number) => void = () => undefined,
): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/event-stream') && response.body) {
    return readEvents(response.body, onProgress);
  }
  const content = contentOf(parseJson(await response.text()), 'message');
  onProgress(content.length);
  return content;
}
