import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_INPUT_MAX, sessionDraftPath } from '../../common/contracts/drafting.contract.ts';
import {
  TRANSCRIPT_MAX,
  recordingResponse,
  recordingSubPath,
  type Recording,
} from '../../common/contracts/speech.contract.ts';
import { asciiJson, SCRIPTS, textOf, type Script } from '../test/worst-case-text.ts';
import { VERBOSE_ANSWER } from './transcription/openai-stub.test-kit.ts';
import {
  call,
  clinicSettings,
  patientWithSession,
  recordingConsent,
  recordingWith,
  startSpeechClinic,
  storedRecording,
  type SpeechClinic,
} from './speech.test-kit.ts';

let kit: SpeechClinic;
beforeAll(async () => {
  kit = await startSpeechClinic({ transcription: true });
  // The server's own limit stays 64 KiB (server/config.ts): the transcript is far above it.
  expect(kit.server.server.ctx.config.bodyLimitBytes).toBe(64 * 1024);
});
afterAll(() => kit.close());
beforeEach(async () => {
  kit.stub?.answer({ status: 200, body: JSON.stringify(VERBOSE_ANSWER) });
  await clinicSettings(kit, { aiDrafting: 'offline', keepAudio: false });
});

/** A consented session's recording, finished and transcribed. */
async function transcribed(): Promise<Recording> {
  const { patient, session } = await patientWithSession(kit, 'in-progress');
  await recordingConsent(kit, patient.id);
  const recording = await recordingWith(kit, session);
  const finish = await call(kit, kit.founder, 'POST', recordingSubPath(recording.id, 'finish'), {
    body: { chunks: 3, durationMs: 12_500, language: 'en' },
  });
  expect(finish.status).toBe(200);
  return recording;
}

const send = (method: string, path: string, raw: string) =>
  kit.server.request(method, path, { token: kit.founder.access_token, raw });

describe('the largest valid transcript is accepted in every language', () => {
  it.each(Object.keys(SCRIPTS) as Script[])(
    'a correction of the longest transcript in %s, \\u-escaped, is stored',
    async (script) => {
      const recording = await transcribed();
      const text = textOf(script, TRANSCRIPT_MAX);
      const reply = await send(
        'PUT',
        recordingSubPath(recording.id, 'transcript'),
        asciiJson({ text }),
      );
      expect(reply.status).toBe(200);
      expect(recordingResponse.parse(reply.body).recording.transcript?.text).toBe(text);
    },
  );

  it('one character over the longest transcript is a 400 naming the text, or a 413 past the largest body, and the transcript is kept', async () => {
    const recording = await transcribed();
    const before = (await storedRecording(kit, recording.id))?.transcript_text;
    const body = { text: textOf('zh', TRANSCRIPT_MAX + 1) };
    const path = recordingSubPath(recording.id, 'transcript');
    const over = await send('PUT', path, JSON.stringify(body));
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^Invalid request body: text: Too big/);
    // Escaped, one character more than the largest valid body is past the route's limit.
    const escaped = await send('PUT', path, asciiJson(body));
    expect(escaped.status).toBe(413);
    expect(escaped.body.message).toMatch(/^The request body is too large \(at most \d+ bytes\)\.$/);
    expect((await storedRecording(kit, recording.id))?.transcript_text).toBe(before);
  });
});

describe('the largest valid summary to draft from is accepted', () => {
  it('a summary of the longest input in Romanian, \\u-escaped, is drafted into a note', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const text = `${textOf('ro', DRAFT_INPUT_MAX - 1)}.`;
    const raw = asciiJson({ format: 'soap', source: { kind: 'summary', text } });
    const reply = await send('POST', sessionDraftPath(session.id), raw);
    expect(reply.status).toBe(201);
  });

  it('one character over is a 400 naming the summary', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const text = textOf('ro', DRAFT_INPUT_MAX + 1);
    const raw = asciiJson({ format: 'soap', source: { kind: 'summary', text } });
    const reply = await send('POST', sessionDraftPath(session.id), raw);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/source\.text: Too big/);
  });
});
