import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { mayDo } from '../../../common/contracts/clinic.contract';
import {
  encounterPath,
  encounterResponse,
  sessionHasBegun,
  type Encounter,
} from '../../../common/contracts/encounters.contract';
import { consentListResponse, patientSubPath } from '../../../common/contracts/patients.contract';
import {
  RECORDING_CHUNK_MAX_BYTES,
  SPEECH_PATHS,
  chunkSeq,
  recordingFinishInput,
  recordingOpenInput,
  transcriptCorrection,
  type Recording,
  type SpeechRefusal,
  type TranscriptionAnswer,
} from '../../../common/contracts/speech.contract';
import { callPeerMock } from '../peer-mock-call';
import { toUser, type AccountRecord } from '../session/account.db';
import { authenticated } from '../session/account.handlers';
import {
  heldChunks,
  mockKeepsAudio,
  mockTranscriber,
  recordingsOf,
  type MockRecording,
} from './speech.store';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';

/**
 * Speech entry in the browser mock (dev, Storybook, front-end e2e), answering the speech contract
 * with the server's rules: clinicians only (staff get a 404), only the session's clinician
 * records, a recording needs the patient's recording & AI consent (read from the patients mock
 * over HTTP) and a session under way (409 with a refusal code), chunks are kept by sequence
 * number, finish closes at every chunk held (none may be missing). Transcription answers
 * `not-configured` unless a test or story sets a transcriber (speech.store.ts).
 */
const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
const refuse = (code: SpeechRefusal, message: string) =>
  HttpResponse.json({ code, message }, { status: 409 });
const invalid = (error: z.core.$ZodError) =>
  fail(
    400,
    `Invalid request body: ${error.issues[0]?.path.join('.')}: ${error.issues[0]?.message}`,
  );
const NOT_FOUND = () => fail(404, 'Not found.');
const nameOf = (account: AccountRecord) => `${account.firstName} ${account.lastName}`;
const isClinician = (account: AccountRecord) => toUser(account).roles.includes('clinician');
const body = (request: Request) => request.json().catch(() => null) as Promise<unknown>;

async function encounterOf(request: Request, id: string): Promise<Encounter | null> {
  const parsed = encounterResponse.safeParse(await callPeerMock(request, 'GET', encounterPath(id)));
  return parsed.success ? parsed.data.encounter : null;
}

/** The patient's recording & AI consent is in force (the patients mock's answer). */
async function consentedOf(request: Request, patientId: string): Promise<boolean> {
  const answer = consentListResponse.safeParse(
    await callPeerMock(request, 'GET', patientSubPath(patientId, 'consents')),
  );
  if (!answer.success) return false;
  return answer.data.current.some(
    (entry) => entry.kind === 'recording-ai' && entry.status === 'granted',
  );
}

/** The list form: no transcript text. */
const listed = (recording: Recording): Recording => ({ ...recording, transcript: null });

interface Caller {
  account: AccountRecord;
  record: MockRecording;
}

/** A recording the caller may work with (the session's clinician), or the refusal. */
function ownRecording(request: Request, id: unknown): Caller | Response {
  const account = authenticated(request);
  if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
  const record = recordingsOf(account.tenantId).find((r) => r.recording.id === id);
  if (!record || record.recording.clinicianId !== account.id) return NOT_FOUND();
  return { account, record };
}

const patientOf = (record: MockRecording) => record.recording.patientId;

/** Runs the configured transcriber (if any, and only with the consent in force) over a closed recording. */
function transcribe(record: MockRecording, consented: boolean): TranscriptionAnswer {
  const transcriber = consented ? mockTranscriber() : null;
  const at = new Date().toISOString();
  if (!transcriber) {
    record.recording = { ...record.recording, problem: 'not-configured' };
    return { recording: record.recording, outcome: 'not-configured' };
  }
  const result = transcriber(record.recording);
  if ('problem' in result) {
    record.recording = { ...record.recording, problem: result.problem };
    return { recording: record.recording, outcome: 'failed' };
  }
  const keep = mockKeepsAudio();
  if (!keep) record.chunks.clear();
  record.recording = {
    ...record.recording,
    status: 'transcribed',
    problem: null,
    audioKept: keep,
    audioDeletedAt: keep ? null : at,
    transcript: {
      text: result.text,
      language: result.language ?? null,
      provider: 'mock',
      model: 'test-fixture',
      transcribedAt: at,
      correctedAt: null,
      correctedBy: null,
    },
  };
  return { recording: record.recording, outcome: 'transcribed' };
}

export const speechHandlers: HttpHandler[] = [
  http.get(url(SPEECH_PATHS.sessionSpeech), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const session = await encounterOf(request, String(params.id));
    if (!session || !isClinician(account) || session.clinician.id !== account.id) {
      return NOT_FOUND();
    }
    const roles = toUser(account).roles;
    return HttpResponse.json({
      consented: await consentedOf(request, session.patient.id),
      mayRecordConsent:
        mayDo(roles, 'recordConsents') &&
        (roles.includes('staff') || session.clinician.id === account.id),
      transcriptionConfigured: mockTranscriber() !== null,
      recordings: recordingsOf(account.tenantId)
        .filter((r) => r.recording.encounterId === session.id)
        .map((r) => listed(r.recording)),
    });
  }),

  http.post(url(SPEECH_PATHS.sessionRecordings), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const session = await encounterOf(request, String(params.id));
    if (!session || session.clinician.id !== account.id) return NOT_FOUND();
    const input = recordingOpenInput.safeParse(await body(request));
    if (!input.success) return invalid(input.error);
    if (!sessionHasBegun(session.status)) {
      return refuse(
        'session-not-under-way',
        `This session is ${session.status}: it is recorded once the patient has arrived.`,
      );
    }
    if (!(await consentedOf(request, session.patient.id))) {
      return refuse('consent-required', 'The patient’s recording & AI consent is not on file.');
    }
    const recording: Recording = {
      id: crypto.randomUUID(),
      encounterId: session.id,
      patientId: session.patient.id,
      clinicianId: account.id,
      status: 'recording',
      mimeType: input.data.mimeType,
      chunks: 0,
      bytes: 0,
      durationMs: 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      audioKept: true,
      audioDeletedAt: null,
      problem: null,
      transcript: null,
    };
    recordingsOf(account.tenantId).push({ recording, chunks: new Map() });
    return HttpResponse.json({ recording }, { status: 201 });
  }),

  http.get(url(SPEECH_PATHS.recording), ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    if (!isClinician(account)) return NOT_FOUND();
    const record = recordingsOf(account.tenantId).find((r) => r.recording.id === params.id);
    return record ? HttpResponse.json({ recording: record.recording }) : NOT_FOUND();
  }),

  http.put(url(SPEECH_PATHS.chunk), async ({ request, params }) => {
    const caller = ownRecording(request, params.id);
    if (caller instanceof Response) return caller;
    const { record } = caller;
    const parsed = chunkSeq.safeParse(params.seq);
    if (!parsed.success) return fail(400, 'A chunk’s sequence number, in digits only.');
    const seq = parsed.data;
    if (record.recording.status !== 'recording') {
      return refuse('recording-closed', 'This recording is closed: it takes no more audio.');
    }
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > RECORDING_CHUNK_MAX_BYTES) return fail(413, 'This chunk is too large.');
    record.chunks.set(seq, bytes);
    const held = heldChunks(record);
    record.recording = { ...record.recording, ...held };
    return HttpResponse.json(held);
  }),

  http.post(url(SPEECH_PATHS.finish), async ({ request, params }) => {
    const caller = ownRecording(request, params.id);
    if (caller instanceof Response) return caller;
    const { record } = caller;
    const input = recordingFinishInput.safeParse(await body(request));
    if (!input.success) return invalid(input.error);
    if (record.recording.status !== 'recording') {
      return refuse('recording-closed', 'This recording is already closed.');
    }
    // A chunk that arrived after the page counted is part of the recording.
    const whole = Math.max(input.data.chunks, ...[...record.chunks.keys()].map((seq) => seq + 1));
    const missing = Array.from({ length: whole }, (_, seq) => seq).filter(
      (seq) => !record.chunks.has(seq),
    );
    if (missing.length > 0) {
      return HttpResponse.json(
        {
          code: 'chunks-missing',
          message: `Chunks missing: ${missing.join(', ')}.`,
          missing: missing.slice(0, 1_000),
        },
        { status: 409 },
      );
    }
    record.recording = {
      ...record.recording,
      ...heldChunks(record),
      status: 'finished',
      durationMs: input.data.durationMs,
      finishedAt: new Date().toISOString(),
    };
    return HttpResponse.json(transcribe(record, await consentedOf(request, patientOf(record))));
  }),

  http.post(url(SPEECH_PATHS.transcribe), async ({ request, params }) => {
    const caller = ownRecording(request, params.id);
    if (caller instanceof Response) return caller;
    const { record } = caller;
    if (record.recording.status !== 'finished') {
      return refuse('recording-closed', 'Only a finished, untranscribed recording is transcribed.');
    }
    if (!record.recording.audioKept) {
      return refuse('audio-gone', 'This recording’s audio was deleted.');
    }
    return HttpResponse.json(transcribe(record, await consentedOf(request, patientOf(record))));
  }),

  http.put(url(SPEECH_PATHS.transcript), async ({ request, params }) => {
    const caller = ownRecording(request, params.id);
    if (caller instanceof Response) return caller;
    const { account, record } = caller;
    const input = transcriptCorrection.safeParse(await body(request));
    if (!input.success) return invalid(input.error);
    const transcript = record.recording.transcript;
    if (!transcript)
      return refuse('recording-closed', 'This recording has no transcript to correct.');
    record.recording = {
      ...record.recording,
      transcript: {
        ...transcript,
        text: input.data.text,
        correctedAt: new Date().toISOString(),
        correctedBy: nameOf(account),
      },
    };
    return HttpResponse.json({ recording: record.recording });
  }),

  http.delete(url(SPEECH_PATHS.recording), ({ request, params }) => {
    const caller = ownRecording(request, params.id);
    if (caller instanceof Response) return caller;
    const recordings = recordingsOf(caller.account.tenantId);
    recordings.splice(recordings.indexOf(caller.record), 1);
    return new HttpResponse(null, { status: 204 });
  }),
];
