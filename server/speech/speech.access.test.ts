import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  recordingPath,
  recordingResponse,
  recordingSubPath,
  sessionRecordingsPath,
  sessionSpeechPath,
  sessionSpeechResponse,
  type Recording,
} from '../../common/contracts/speech.contract.ts';
import {
  call,
  heldChunks,
  patientWithSession,
  putChunk,
  recordingConsent,
  recordingWith,
  startSpeechClinic,
  storedRecording,
  trailActions,
  type SpeechClinic,
} from './speech.test-kit.ts';

let kit: SpeechClinic;
let recording: Recording;
let finished: Recording;
let patientId: string;

beforeAll(async () => {
  kit = await startSpeechClinic();
  const { patient, session } = await patientWithSession(kit, 'in-progress');
  patientId = patient.id;
  await recordingConsent(kit, patient.id);
  recording = await recordingWith(kit, session, ['a']);
  finished = await recordingWith(kit, session, ['b']);
  const reply = await call(kit, kit.founder, 'POST', recordingSubPath(finished.id, 'finish'), {
    body: { chunks: 1, durationMs: 1_000 },
  });
  expect(reply.status).toBe(200);
  // A transcript to read, as a provider would have written it.
  await kit.server.server.ctx.db
    .updateTable('recordings')
    .set({
      status: 'transcribed',
      transcript_text: 'Private words of the session.',
      transcript_provider: 'openai-compatible',
      transcript_model: 'whisper-1',
      transcribed_at: new Date(),
    })
    .where('id', '=', finished.id)
    .execute();
});
afterAll(() => kit.close());

/** Every endpoint, with a body that would pass validation; chunk uploads are sent apart. */
const everyCall = () =>
  [
    ['GET', sessionSpeechPath(recording.encounterId), {}],
    ['POST', sessionRecordingsPath(recording.encounterId), { body: { mimeType: 'audio/webm' } }],
    ['GET', recordingPath(finished.id), {}],
    ['POST', recordingSubPath(recording.id, 'finish'), { body: { chunks: 1, durationMs: 1 } }],
    ['POST', recordingSubPath(finished.id, 'transcribe'), {}],
    ['PUT', recordingSubPath(finished.id, 'transcript'), { body: { text: 'Not mine.' } }],
    ['DELETE', recordingPath(recording.id), {}],
  ] as const;

async function statuses(who: LoginResponse) {
  const out: number[] = [];
  for (const [method, path, options] of everyCall()) {
    out.push((await call(kit, who, method, path, options)).status);
  }
  out.push((await putChunk(kit, recording.id, 1, 'x', { who })).status);
  return out;
}

describe('who may record a session and read its transcripts', () => {
  it('answers 404 on every endpoint to a clinician off the care team, the front desk, an owner only and another clinic', async () => {
    for (const who of [kit.outsider, kit.staff, kit.ownerOnly, kit.other]) {
      expect(await statuses(who)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    }
    expect(await heldChunks(kit, recording.id)).toEqual([{ seq: 0, bytes: 1 }]);
    expect((await storedRecording(kit, recording.id))?.status).toBe('recording');
    expect((await storedRecording(kit, finished.id))?.transcript_text).toBe(
      'Private words of the session.',
    );
  });

  it('lets another clinician on the care team read a transcript, and nothing else (404)', async () => {
    expect(await statuses(kit.colleague)).toEqual([404, 404, 200, 404, 404, 404, 404, 404]);
    const reply = await call(kit, kit.colleague, 'GET', recordingPath(finished.id));
    expect(recordingResponse.parse(reply.body).recording.transcript?.text).toBe(
      'Private words of the session.',
    );
  });

  it('writes a read-transcript line in the patient’s trail for each read of a transcript', async () => {
    const before = await trailActions(kit, patientId, kit.colleague.user.id);
    await call(kit, kit.colleague, 'GET', recordingPath(finished.id));
    await call(kit, kit.founder, 'GET', recordingPath(finished.id));
    expect(
      (await trailActions(kit, patientId, kit.colleague.user.id)).slice(before.length),
    ).toEqual(['read-transcript']);
    expect((await trailActions(kit, patientId, kit.founder.user.id)).at(-1)).toBe(
      'read-transcript',
    );
  });

  it('tells the session’s clinician they may record consent on the spot', async () => {
    const reply = await call(kit, kit.founder, 'GET', sessionSpeechPath(recording.encounterId));
    const speech = sessionSpeechResponse.parse(reply.body);
    expect(speech).toMatchObject({ consented: true, mayRecordConsent: true });
    expect(speech.recordings.map((r) => r.id)).toEqual([recording.id, finished.id]);
    expect(speech.recordings.every((r) => r.transcript === null)).toBe(true);
  });

  it('answers 404 to a path naming a recording that does not exist, however it is spelled', async () => {
    for (const id of ['no-such-recording', '..', 'a%2Fb']) {
      expect((await call(kit, kit.founder, 'GET', recordingPath(id))).status).toBe(404);
    }
    expect((await putChunk(kit, 'no-such-recording', 0, 'x')).status).toBe(404);
  });
});
