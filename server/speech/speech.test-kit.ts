import { rm } from 'node:fs/promises';
import { expect } from 'vitest';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { ClinicSettings } from '../../common/contracts/clinic.contract.ts';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  recordingChunkPath,
  recordingResponse,
  sessionRecordingsPath,
  type Recording,
} from '../../common/contracts/speech.contract.ts';
import { loadConfig } from '../config.ts';
import { temporaryAudioDir } from '../test/harness.ts';
import type { AudioLimits } from './speech-config.ts';
import { startNotesClinic, type NotesClinic } from '../notes/notes.test-kit.ts';
import {
  startTranscriptionStub,
  type TranscriptionStub,
} from './transcription/openai-stub.test-kit.ts';

export { call, patientWithSession, trailActions } from '../notes/notes.test-kit.ts';

/**
 * The notes suites' clinic (founder: owner + clinician, the sessions' clinician; colleague on the
 * care team; outsider off it; staff; owner only; another clinic), with transcription sent to a
 * loopback stub when `transcription` is asked for.
 */
export interface SpeechClinic extends NotesClinic {
  stub: TranscriptionStub | undefined;
  close(): Promise<void>;
}

export async function startSpeechClinic(
  options: { transcription?: boolean; audioLimits?: Partial<AudioLimits> } = {},
): Promise<SpeechClinic> {
  const stub = options.transcription ? await startTranscriptionStub() : undefined;
  const base = loadConfig({}).speech;
  const audioDir = temporaryAudioDir();
  const clinic = await startNotesClinic({
    speech: {
      ...base,
      audioDir,
      transcription: { ...base.transcription, baseUrl: stub?.baseUrl, timeoutMs: 5_000 },
      audioLimits: { ...base.audioLimits, ...options.audioLimits },
    },
  });
  return {
    ...clinic,
    stub,
    async close() {
      await clinic.server.close();
      await stub?.close();
      await rm(audioDir, { recursive: true, force: true });
    },
  };
}

/** Records the patient's recording & AI consent (granted by default) as the founder. */
export async function recordingConsent(
  kit: NotesClinic,
  patientId: string,
  status: 'granted' | 'withdrawn' = 'granted',
): Promise<void> {
  const reply = await kit.server.request('POST', `/patients/${patientId}/consents`, {
    token: kit.founder.access_token,
    body: { kind: 'recording-ai', status, effectiveDate: '2026-11-01' },
  });
  expect(reply.status).toBe(201);
}

/** Changes the clinic's settings as its owner (the founder). */
export async function clinicSettings(
  kit: NotesClinic,
  settings: Partial<ClinicSettings>,
): Promise<void> {
  const reply = await kit.server.request('PATCH', '/clinic', {
    token: kit.founder.access_token,
    body: { settings },
  });
  expect(reply.status).toBe(200);
}

/** Opens a recording of the session as the founder and expects a 201. */
export async function openRecording(kit: NotesClinic, session: Encounter): Promise<Recording> {
  const reply = await kit.server.request('POST', sessionRecordingsPath(session.id), {
    token: kit.founder.access_token,
    body: { mimeType: 'audio/webm;codecs=opus' },
  });
  if (reply.status !== 201) throw new Error(`open failed: ${reply.status} ${reply.text}`);
  return recordingResponse.parse(reply.body).recording;
}

/** PUTs one chunk's bytes (the founder's, unless `who` says otherwise). */
export async function putChunk(
  kit: NotesClinic,
  recordingId: string,
  seq: number,
  bytes: Uint8Array | string,
  options: { who?: LoginResponse; contentType?: string } = {},
) {
  const response = await fetch(
    `${kit.server.url}${API_BASE_PATH}${recordingChunkPath(recordingId, seq)}`,
    {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${(options.who ?? kit.founder).access_token}`,
        'content-type': options.contentType ?? 'audio/webm',
      },
      body: typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes),
    },
  );
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/** Opens a recording and uploads `parts` as chunks 0…n-1. */
export async function recordingWith(
  kit: NotesClinic,
  session: Encounter,
  parts: string[] = ['one-', 'two-', 'three'],
): Promise<Recording> {
  const recording = await openRecording(kit, session);
  for (const [seq, part] of parts.entries()) {
    expect((await putChunk(kit, recording.id, seq, part)).status).toBe(200);
  }
  return recording;
}

/** The recording's row as stored. */
export function storedRecording(kit: NotesClinic, id: string) {
  return kit.server.server.ctx.db
    .selectFrom('recordings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The chunks the server's audio store holds for a recording of the founder's clinic. */
export function heldChunks(kit: NotesClinic, id: string) {
  return kit.server.server.ctx.audio.list(kit.founder.user.tenantId, id);
}
