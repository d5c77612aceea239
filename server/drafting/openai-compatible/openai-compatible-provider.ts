import { draftedNote, type DraftedNote } from '../../../common/contracts/drafting.contract.ts';
import { draftOffline } from '../../../common/drafting/offline-drafter.ts';
import { NOTE_SECTIONS } from '../../../common/contracts/notes.contract.ts';
import type { DraftingConfig } from '../drafting-config.ts';
import { DraftingFailure, type DraftInput, type DraftingProvider } from '../drafting-provider.ts';
import { readChatAnswer } from './chat-answer.ts';
import {
  modelAnswerSchema,
  responseFormat,
  systemPrompt,
  type ModelSentence,
} from './draft-prompt.ts';
import { locateQuote } from './source-quotes.ts';

/**
 * The OpenAI-compatible drafting provider (Ollama, llama.cpp server, vLLM, a hosted API): one
 * streamed `POST {baseUrl}/v1/chat/completions` with a JSON-schema response format. Every way it
 * can fail ends in a `DraftingFailure` whose message is fit for the clinician and carries neither
 * the key, nor the text, nor the model's answer.
 */

function failureForStatus(status: number, service: string): DraftingFailure {
  if (status === 429) {
    return new DraftingFailure(
      'rate-limited',
      `The AI service at ${service} is busy (too many requests).`,
    );
  }
  if (status >= 500) {
    return new DraftingFailure(
      'server-error',
      `The AI service at ${service} failed (HTTP ${status}).`,
    );
  }
  if (status === 401 || status === 403) {
    return new DraftingFailure(
      'http-error',
      `The AI service at ${service} refused the credentials (HTTP ${status}).`,
    );
  }
  return new DraftingFailure(
    'http-error',
    `The AI service at ${service} refused the request (HTTP ${status}).`,
  );
}

function toNote(
  input: DraftInput,
  model: string,
  answer: Record<string, ModelSentence[]>,
): DraftedNote {
  const sentences = NOTE_SECTIONS[input.format].flatMap((section) =>
    (answer[section] ?? [])
      .map((sentence) => ({ ...sentence, text: sentence.text.trim() }))
      .filter((sentence) => sentence.text !== '')
      .map((sentence) => ({
        section,
        text: sentence.text,
        source: locateQuote(input.text, sentence.sourceQuote),
        cue: 'model' as const,
      })),
  );
  const sections = Object.fromEntries(
    NOTE_SECTIONS[input.format].map((section) => [
      section,
      sentences
        .filter((s) => s.section === section)
        .map((s) => s.text)
        .join(' '),
    ]),
  );
  return draftedNote.parse({
    format: input.format,
    sections,
    sentences,
    omitted: [],
    // The structured fields' suggestions are the rule-based reading of the same input.
    suggestions: draftOffline(input.format, input.text).suggestions,
    provider: 'openai-compatible',
    model,
  });
}

function parseAnswer(input: DraftInput, content: string): Record<string, ModelSentence[]> {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new DraftingFailure('malformed-output', 'The AI model did not answer with valid JSON.');
  }
  const checked = modelAnswerSchema(input.format).safeParse(json);
  if (!checked.success) {
    throw new DraftingFailure(
      'schema-invalid',
      `The AI model's answer did not have the ${input.format.toUpperCase()} sections asked for.`,
    );
  }
  return checked.data;
}

export function createOpenAiCompatibleProvider(
  config: DraftingConfig,
  fetchImpl: typeof fetch = fetch,
): DraftingProvider {
  const service = new URL(config.baseUrl).host;
  const endpoint = `${config.baseUrl}/v1/chat/completions`;

  async function draft(input: DraftInput): Promise<DraftedNote> {
    input.signal.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    const cancel = () => controller.abort();
    input.signal.addEventListener('abort', cancel, { once: true });
    try {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
      };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        signal: controller.signal,
        body: JSON.stringify({
          model: config.model,
          messages: [
            { role: 'system', content: systemPrompt(input.format, input.styleInstructions) },
            { role: 'user', content: input.text },
          ],
          response_format: responseFormat(input.format),
          temperature: 0,
          stream: true,
        }),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw failureForStatus(response.status, service);
      }
      const content = await readChatAnswer(response, input.onProgress);
      return toNote(input, config.model, parseAnswer(input, content));
    } catch (error) {
      if (input.signal.aborted) throw new DraftingFailure('aborted', 'The draft was cancelled.');
      if (timedOut) {
        const seconds = Math.round(config.timeoutMs / 100) / 10;
        throw new DraftingFailure('timeout', `The AI model did not finish within ${seconds} s.`);
      }
      if (error instanceof DraftingFailure) throw error;
      throw new DraftingFailure('network', `The AI service at ${service} could not be reached.`);
    } finally {
      clearTimeout(timer);
      input.signal.removeEventListener('abort', cancel);
    }
  }

  return { id: 'openai-compatible', draft };
}
