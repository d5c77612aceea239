import { http, HttpResponse, type HttpHandler } from 'msw';
import { mayDo, type ClinicSettings } from '../../../common/contracts/clinic.contract';
import { sessionHasBegun } from '../../../common/contracts/encounters.contract';
import { idParams } from '../../../common/contracts/safe-text';
import {
  MISSING_CHUNKS_LISTED,
  SPEECH_MESSAGES,
  SPEECH_PATHS,
  chunkParams,
  chunksToClose,
  recordingFinishInput,
  recordingOpenInput,
  transcribeRefusal,
  transcriptCorrection,
  type Recording,
  type TranscriptionAnswer,
} from '../../../common/contracts/speech.contract';
import { toUser, type AccountRecord, accountName } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { notifyMockTranscription } from '../notifications/notifications.store';
import { checked, jsonOf } from '../mock-request';
import {
  clinicSettingsOf,
  consentedOf,
  encounterOf,
  fail,
  hasDrafts,
  notFound,
  refuse,
  unauthorized,
  url,
} from './speech.mock-http';
import { recordMockRead } from '../record-access/record-access.store';
import { heldChunks, mockTranscriber, recordingsOf, type MockRecording } from './speech.store';
import { callerRecording, chunkBody, recordingAt, recordingWith } from './speech-requests.mock';

/**
 * Speech entry in the browser mock (dev, Storybook, front-end e2e), answering the speech contract
 * as the server does (held to it by tests/contract/speech-contract.test.ts): the request is read
 * and checked against its contract before the caller is; only the session's clinician records and
 * works with its recordings (anyone else gets a 404), a recording needs a session under way and
 * the patient's recording & AI consent (409 with a code), chunks are kept by sequence number and
 * a finish closes at every chunk held (none may be missing); a recording a note draft was made
 * from is kept. Transcription answers `not-configured` unless a test or story sets a transcriber
 * (speech.store.ts) and the clinic's AI is on; the clinic's setting says whether audio is kept.
 */
const isClinician = (account: AccountRecord) => toUser(account).roles.includes('clinician');

/** The list form: no transcript text. */
const listed = (recording: Recording): Recording => ({ ...recording, transcript: null });

const transcriptionOn = (settings: ClinicSettings | null) =>
  mockTranscriber() !== null && settings?.aiDrafting !== 'off';

/**
 * Transcribes a closed recording when that may be done (a transcriber, the clinic's AI on, the
 * patient's consent in force); else `not-configured`. The audio goes once transcribed, unless
 * the clinic keeps it.
 */
async function transcribe(
  request: Request,
  record: MockRecording,
  language?: string,
): Promise<TranscriptionAnswer> {
  const settings = await clinicSettingsOf(request);
  const consented = await consentedOf(request, record.recording.patientId);
  const transcriber = transcriptionOn(settings) && consented ? mockTranscriber() : null;
  if (!transcriber) {
    record.recording = { ...record.recording, problem: 'not-configured' };
    return { recording: listed(record.recording), outcome: 'not-configured' };
  }
  const result = transcriber(record.recording);
  if ('problem' in result) {
    record.recording = { ...record.recording, problem: result.problem };
    return { recording: listed(record.recording), outcome: 'failed' };
  }
  const at = new Date().toISOString();
  const keep = settings?.keepAudio ?? false;
  if (!keep) record.chunks.clear();
  record.recording = {
    ...record.recording,
    status: 'transcribed',
    problem: null,
    audioKept: keep,
    audioDeletedAt: keep ? null : at,
    transcript: {
      text: result.text,
      language: result.language ?? language ?? null,
      provider: 'mock',
      model: 'test-fixture',
      transcribedAt: at,
      correctedAt: null,
      correctedBy: null,
    },
  };
  const session = await encounterOf(request, record.recording.encounterId);
  const account = authenticated(request);
  if (session && account) {
    notifyMockTranscription(account.tenantId, {
      clinicianId: record.recording.clinicianId,
      sessionId: session.id,
      patient: { id: session.patient.id, name: session.patient.name },
    });
  }
  return { recording: record.recording, outcome: 'transcribed' };
}

export const speechHandlers: HttpHandler[] = [
  http.get(url(SPEECH_PATHS.sessionSpeech), async ({ request, params }) => {
    const path = checked(idParams, params, 'params');
    if (path instanceof Response) return path;
    const account = authenticated(request);
    if (!account) return unauthorized();
    const session = await encounterOf(request, path.id);
    if (!session || session.clinician.id !== account.id) return notFound();
    return HttpResponse.json({
      consented: await consentedOf(request, session.patient.id),
      mayRecordConsent: mayDo(toUser(account).roles, 'recordConsents'),
      transcriptionConfigured: transcriptionOn(await clinicSettingsOf(request)),
      recordings: recordingsOf(account.tenantId)
        .filter((r) => r.recording.encounterId === session.id)
        .map((r) => listed(r.recording)),
    });
  }),

  http.post(url(SPEECH_PATHS.sessionRecordings), async ({ request, params }) => {
    const json = await jsonOf(request);
    if (json instanceof Response) return json;
    const path = checked(idParams, params, 'params');
    if (path instanceof Response) return path;
    const input = checked(recordingOpenInput, json, 'body');
    if (input instanceof Response) return input;
    const account = authenticated(request);
    if (!account) return unauthorized();
    const session = await encounterOf(request, path.id);
    if (!session || session.clinician.id !== account.id) return notFound();
    if (!sessionHasBegun(session.status)) {
      return refuse('session-not-under-way', SPEECH_MESSAGES.sessionNotUnderWay);
    }
    if (!(await consentedOf(request, session.patient.id))) {
      return refuse('consent-required', SPEECH_MESSAGES.consentRequired);
    }
    const recording: Recording = {
      id: crypto.randomUUID(),
      encounterId: session.id,
      patientId: session.patient.id,
      clinicianId: account.id,
      status: 'recording',
      mimeType: input.mimeType,
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

  http.get(url(SPEECH_PATHS.recording), async ({ request, params }) => {
    const path = checked(idParams, params, 'params');
    if (path instanceof Response) return path;
    const account = authenticated(request);
    if (!account) return unauthorized();
    if (!isClinician(account)) return notFound();
    const record = recordingsOf(account.tenantId).find((r) => r.recording.id === path.id);
    if (!record) return notFound();
    const { recording } = record;
    // A read of the transcript, in the patient's trail naming the recording (issue 30).
    const session = await encounterOf(request, recording.encounterId);
    recordMockRead(request, account.tenantId, {
      userId: account.id,
      patientId: recording.patientId,
      action: 'read-transcript',
      record: {
        kind: 'recording',
        id: recording.id,
        ...(session && { at: session.startsAt }),
        encounterId: recording.encounterId,
      },
    });
    return HttpResponse.json({ recording });
  }),

  http.put(url(SPEECH_PATHS.chunk), async ({ request, params }) => {
    const body = await chunkBody(request);
    if (body instanceof Response) return body;
    const path = checked(chunkParams, params, 'params');
    if (path instanceof Response) return path;
    const own = callerRecording(request, path.id);
    if (own instanceof Response) return own;
    const { record } = own;
    if (record.recording.status !== 'recording') {
      return refuse('recording-closed', SPEECH_MESSAGES.finishedForChunks);
    }
    if (!(body instanceof Uint8Array)) return fail(415, SPEECH_MESSAGES.chunkNotRaw);
    record.chunks.set(path.seq, body);
    const held = heldChunks(record);
    record.recording = { ...record.recording, ...held };
    return HttpResponse.json(held);
  }),

  http.post(url(SPEECH_PATHS.finish), async ({ request, params }) => {
    const own = await recordingWith(request, params, recordingFinishInput);
    if (own instanceof Response) return own;
    const { record, input } = own;
    if (record.recording.status !== 'recording') {
      return refuse('recording-closed', SPEECH_MESSAGES.alreadyFinished);
    }
    const { missing } = chunksToClose(input.chunks, [...record.chunks.keys()]);
    if (missing.length > 0) {
      return HttpResponse.json(
        {
          message: SPEECH_MESSAGES.chunksMissing(missing.length),
          code: 'chunks-missing',
          missing: missing.slice(0, MISSING_CHUNKS_LISTED),
        },
        { status: 409 },
      );
    }
    record.recording = {
      ...record.recording,
      ...heldChunks(record),
      status: 'finished',
      durationMs: input.durationMs,
      finishedAt: new Date().toISOString(),
    };
    return HttpResponse.json(await transcribe(request, record, input.language));
  }),

  http.post(url(SPEECH_PATHS.transcribe), async ({ request, params }) => {
    const own = recordingAt(request, params);
    if (own instanceof Response) return own;
    const { record } = own;
    const refused = transcribeRefusal(record.recording);
    if (refused) return refuse(refused.code, refused.message);
    return HttpResponse.json(await transcribe(request, record));
  }),

  http.put(url(SPEECH_PATHS.transcript), async ({ request, params }) => {
    const own = await recordingWith(request, params, transcriptCorrection);
    if (own instanceof Response) return own;
    const { account, record, input } = own;
    const transcript = record.recording.transcript;
    if (!transcript) return refuse('recording-closed', SPEECH_MESSAGES.noTranscript);
    record.recording = {
      ...record.recording,
      transcript: {
        ...transcript,
        text: input.text,
        correctedAt: new Date().toISOString(),
        correctedBy: accountName(account),
      },
    };
    return HttpResponse.json({ recording: record.recording });
  }),

  http.delete(url(SPEECH_PATHS.recording), async ({ request, params }) => {
    const own = recordingAt(request, params);
    if (own instanceof Response) return own;
    const { account, record } = own;
    if (await hasDrafts(request, record.recording.id)) {
      return refuse('recording-closed', SPEECH_MESSAGES.keptWithDraft);
    }
    const recordings = recordingsOf(account.tenantId);
    recordings.splice(recordings.indexOf(record), 1);
    return new HttpResponse(null, { status: 204 });
  }),
];
