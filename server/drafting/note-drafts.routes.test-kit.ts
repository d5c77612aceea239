import { tracingChannel } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import { patientWithSession, startNotesClinic, type NotesClinic } from '../notes/notes.test-kit.ts';
import { chatJson, startChatStub } from './chat-stub-test-kit.ts';
import { recordAiConsent, setClinicSettings } from './note-drafts.test-kit.ts';

/**
 * The setup the drafting endpoint's test files share: one clinic that chose the external model,
 * pointed at a loopback chat stub, with a session under way whose patient granted the recording &
 * AI consent.
 */

export const STYLE = 'Write in the third person; keep each section short.';

/** The model's answer each test starts with: one sentence per SOAP section, quoting the summary. */
export const ANSWER = {
  subjective: [
    { text: 'Client feels overwhelmed at work.', sourceQuote: 'feeling overwhelmed at work' },
  ],
  objective: [{ text: 'PHQ-9 score 14; appeared tired.', sourceQuote: 'PHQ-9 today is 14.' }],
  assessment: [{ text: 'Moderate depressive symptoms.', sourceQuote: 'not in the text' }],
  plan: [{ text: 'Next session Tuesday.', sourceQuote: 'We will meet next Tuesday.' }],
};

export type ChatStub = Awaited<ReturnType<typeof startChatStub>>;

export interface DraftingClinic {
  stub: ChatStub;
  kit: NotesClinic;
  /** The founder's session under way, its patient's recording & AI consent granted. */
  session: Encounter;
  /** That consent's id. */
  consentId: string;
}

/**
 * Registers the test file's setup and returns the clinic, filled in before its first test: the
 * stub and server are started once for the file and closed after it, and the model answers with
 * `ANSWER` at the start of each test.
 */
export function useDraftingClinic(): DraftingClinic {
  const clinic = {} as DraftingClinic;
  beforeAll(async () => {
    clinic.stub = await startChatStub();
    clinic.kit = await startNotesClinic({
      drafting: {
        baseUrl: clinic.stub.baseUrl,
        model: 'stub-model',
        apiKey: null,
        timeoutMs: 10_000,
      },
    });
    ({ session: clinic.session } = await patientWithSession(clinic.kit, 'in-progress'));
    await setClinicSettings(clinic.kit, clinic.kit.founder, {
      aiDrafting: 'external',
      noteStyleInstructions: STYLE,
    });
    clinic.consentId = await recordAiConsent(clinic.kit, clinic.session.patient.id, 'granted');
  });
  afterAll(async () => {
    await clinic.kit.server.close();
    await clinic.stub.close();
  });
  beforeEach(() => {
    clinic.stub.answerWith(chatJson(JSON.stringify(ANSWER)));
  });
  return clinic;
}

/** Runs `work` and answers how many requests the model received meanwhile. */
export async function modelCallsDuring(
  stub: ChatStub,
  work: () => Promise<unknown>,
): Promise<number> {
  const before = stub.requests.length;
  await work();
  return stub.requests.length - before;
}

/**
 * Makes the model hold every call it receives, answering none: `received` resolves with the first
 * call's response, for the test to answer or to watch close; `calls` counts the calls.
 */
export function holdModelCalls(stub: ChatStub) {
  let calls = 0;
  let receive!: (response: ServerResponse) => void;
  const received = new Promise<ServerResponse>((resolve) => (receive = resolve));
  stub.answerWith((response) => {
    calls += 1;
    receive(response);
  });
  return { received, calls: () => calls };
}

interface HandlerTrace {
  request: FastifyRequest;
}

/**
 * Resolves once the async route handler of the next `method` request for `url` (as sent, with the
 * API's prefix) has settled: returned its answer, thrown, or given up on a closed request, after
 * whatever it wrote. Fastify publishes that moment on its `fastify.request.handler` tracing
 * channel (`asyncEnd`), whether or not the client is still there to read the answer; call this
 * before sending the request.
 */
export function handlerSettled(method: string, url: string): Promise<void> {
  const { asyncEnd } = tracingChannel<string, HandlerTrace>('fastify.request.handler');
  return new Promise((resolve) => {
    const onEnd = (message: unknown) => {
      const { request } = message as HandlerTrace;
      if (request.method !== method || request.url !== url) return;
      asyncEnd.unsubscribe(onEnd);
      resolve();
    };
    asyncEnd.subscribe(onEnd);
  });
}
