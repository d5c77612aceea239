import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftedNote } from '../../common/contracts/drafting.contract.ts';
import { chatJson, chatStatus, chatStream, never, startChatStub } from './chat-stub-test-kit.ts';
import type { DraftingConfig } from './drafting-config.ts';
import { DraftingFailure, draftWithFallback } from './drafting-provider.ts';
import { offlineDraftingProvider } from './offline-provider.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible/openai-compatible-provider.ts';

const KEY = 'sk-stub-secret-0123456789';
const TEXT =
  'Client: I slept badly all week.\nTherapist: Your PHQ-9 today is 14.\n  We will   meet next Tuesday.';
const ANSWER = {
  subjective: [
    { text: 'Client reports poor sleep this week.', sourceQuote: 'I slept badly all week.' },
  ],
  objective: [{ text: 'PHQ-9 score 14.', sourceQuote: 'Your PHQ-9 today is 14.' }],
  assessment: [{ text: 'Mood remains low.', sourceQuote: 'Mood is low.' }],
  plan: [{ text: 'Next session Tuesday.', sourceQuote: 'We will meet next Tuesday.' }],
};

let stub: Awaited<ReturnType<typeof startChatStub>>;
beforeAll(async () => {
  stub = await startChatStub();
});
afterAll(() => stub.close());

const config = (overrides: Partial<DraftingConfig> = {}): DraftingConfig => ({
  baseUrl: stub.baseUrl,
  model: 'stub-model',
  apiKey: KEY,
  timeoutMs: 5_000,
  ...overrides,
});
const input = (extra: { onProgress?: (chars: number) => void } = {}) => ({
  format: 'soap' as const,
  text: TEXT,
  styleInstructions: 'Write in the third person.',
  signal: new AbortController().signal,
  ...extra,
});

async function failureOf(promise: Promise<unknown>): Promise<DraftingFailure> {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DraftingFailure);
  const failure = error as DraftingFailure;
  expect(failure.message).not.toContain(KEY);
  return failure;
}

describe('the OpenAI-compatible drafting provider', () => {
  it('asks for the format’s sections by JSON schema and maps each quote back into the text', async () => {
    stub.answerWith(chatJson(JSON.stringify(ANSWER)));
    const note = await createOpenAiCompatibleProvider(config()).draft(input());
    const request = stub.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({ model: 'stub-model', stream: true });
    const format = request?.body.response_format as {
      type: string;
      json_schema: Record<string, unknown>;
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({
      strict: true,
      schema: { required: ['subjective', 'objective', 'assessment', 'plan'] },
    });
    const [system, user] = request?.body.messages as { role: string; content: string }[];
    expect(system?.content).toContain('Use only what the text says');
    expect(system?.content).toContain('Never invent');
    expect(system?.content).toContain('Write in the third person.');
    expect(user).toEqual({ role: 'user', content: TEXT });

    expect(draftedNote.parse(note)).toEqual(note);
    expect(note).toMatchObject({
      provider: 'openai-compatible',
      model: 'stub-model',
      format: 'soap',
    });
    expect(note.sections.plan).toBe('Next session Tuesday.');
    const [subjective, objective, assessment, plan] = note.sentences;
    expect(TEXT.slice(subjective?.source?.start, subjective?.source?.end)).toBe(
      'I slept badly all week.',
    );
    expect(TEXT.slice(objective?.source?.start, objective?.source?.end)).toBe(
      'Your PHQ-9 today is 14.',
    );
    expect(assessment).toMatchObject({ source: null, cue: 'model' });
    expect(TEXT.slice(plan?.source?.start, plan?.source?.end)).toBe('We will   meet next Tuesday.');
  });

  it('reads a streamed answer chunk by chunk and reports the characters received', async () => {
    const content = JSON.stringify(ANSWER);
    const pieces = content.match(/.{1,40}/gs) ?? [];
    stub.answerWith(chatStream(pieces));
    const progress: number[] = [];
    const note = await createOpenAiCompatibleProvider(config()).draft(
      input({ onProgress: (chars) => progress.push(chars) }),
    );
    expect(note.sections).toMatchObject({ subjective: 'Client reports poor sleep this week.' });
    expect(progress).toHaveLength(pieces.length);
    expect(progress.at(-1)).toBe(content.length);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('sends no Authorization header when no key is configured', async () => {
    stub.answerWith(chatJson(JSON.stringify(ANSWER)));
    await createOpenAiCompatibleProvider(config({ apiKey: null })).draft(input());
    expect(stub.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('gives up with a timeout failure when the model does not answer in time', async () => {
    stub.answerWith(never);
    const failure = await failureOf(
      createOpenAiCompatibleProvider(config({ timeoutMs: 50 })).draft(input()),
    );
    expect(failure.kind).toBe('timeout');
    expect(failure.message).toBe('The AI model did not finish within 0.1 s.');
  });

  it('fails clearly on an answer that is not JSON', async () => {
    stub.answerWith(chatJson('Here is your note: Subjective: slept badly'));
    const failure = await failureOf(createOpenAiCompatibleProvider(config()).draft(input()));
    expect(failure).toMatchObject({ kind: 'malformed-output' });
    expect(failure.message).toBe('The AI model did not answer with valid JSON.');
  });

  it('fails clearly on a stream whose chunks are not JSON', async () => {
    stub.answerWith((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"choices": [\n\n');
    });
    const failure = await failureOf(createOpenAiCompatibleProvider(config()).draft(input()));
    expect(failure.kind).toBe('malformed-output');
  });

  it('fails clearly on JSON without the sections asked for', async () => {
    stub.answerWith(chatJson(JSON.stringify({ data: [{ text: 'x', sourceQuote: 'x' }] })));
    const failure = await failureOf(createOpenAiCompatibleProvider(config()).draft(input()));
    expect(failure).toMatchObject({ kind: 'schema-invalid' });
    expect(failure.message).toBe("The AI model's answer did not have the SOAP sections asked for.");
  });

  it.each([
    [429, 'rate-limited'],
    [503, 'server-error'],
    [401, 'http-error'],
  ] as const)('turns HTTP %i into a %s failure', async (status, kind) => {
    stub.answerWith(chatStatus(status));
    const failure = await failureOf(createOpenAiCompatibleProvider(config()).draft(input()));
    expect(failure.kind).toBe(kind);
    expect(failure.message).toContain(new URL(stub.baseUrl).host);
  });

  it('fails as unreachable when nothing listens at the address', async () => {
    const failure = await failureOf(
      createOpenAiCompatibleProvider(config({ baseUrl: 'http://127.0.0.1:1' })).draft(input()),
    );
    expect(failure.kind).toBe('network');
  });

  it('falls back to the offline draft with the reason when the model is rate-limited', async () => {
    stub.answerWith(chatStatus(429));
    const primary = createOpenAiCompatibleProvider(config());
    const outcome = await draftWithFallback(primary, offlineDraftingProvider, input());
    expect(outcome.note.provider).toBe('offline');
    expect(outcome.note.sections).toMatchObject({ objective: 'Your PHQ-9 today is 14.' });
    expect(outcome.fallback).toEqual({
      kind: 'rate-limited',
      message: `The AI service at ${new URL(stub.baseUrl).host} is busy (too many requests).`,
    });
  });

  it('uses the model draft and no fallback when the model answers', async () => {
    stub.answerWith(chatJson(JSON.stringify(ANSWER)));
    const outcome = await draftWithFallback(
      createOpenAiCompatibleProvider(config()),
      offlineDraftingProvider,
      input(),
    );
    expect(outcome).toMatchObject({ note: { provider: 'openai-compatible' }, fallback: null });
  });

  it('passes a cancellation on instead of drafting offline', async () => {
    stub.answerWith(never);
    const controller = new AbortController();
    const pending = draftWithFallback(
      createOpenAiCompatibleProvider(config()),
      offlineDraftingProvider,
      { ...input(), signal: controller.signal },
    );
    setImmediate(() => controller.abort());
    const failure = await failureOf(pending);
    expect(failure.kind).toBe('aborted');
  });
});
