import { expect } from 'vitest';
import {
  ENCOUNTER_PATHS,
  encounterResponse,
  encounterTransitionPath,
  type Encounter,
} from '../../common/contracts/encounters.contract.ts';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import { patientSubPath } from '../../common/contracts/patients.contract.ts';
import {
  recordingPath,
  recordingResponse,
  recordingSubPath,
  sessionRecordingsPath,
  type Recording,
} from '../../common/contracts/speech.contract.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { OFF_DAY_CONFIRMED, registerPatient, signInAs } from './clinical-fixtures.ts';
import { callTarget, type Target } from './contract-targets.ts';

/** A refusal with a code, as the speech endpoints answer one. */
export const refusal = (code: string, message: string) => ({
  status: 409,
  body: { code, message },
});
export const NOT_FOUND = { status: 404, body: { message: HTTP_MESSAGES.notFound } };

const HOUR = 60 * 60 * 1000;

/**
 * The speech suites' calls on one target, as the demo clinician (`token`) unless told: sessions
 * of new patients far in the future (2030, an hour each, one after another), consent, recordings
 * and their chunks.
 */
export function speechCalls(target: Target) {
  let token = '';
  let slot = 0;

  const signIn = (email?: string) => signInAs(target, email);

  const call = (method: string, path: string, body?: unknown, as = token) =>
    callTarget(target, method, path, body, as);

  /** PUTs a chunk's bytes (as audio unless `type` says otherwise). */
  const putChunk = (
    id: string,
    seq: number | string,
    bytes: string | Uint8Array<ArrayBuffer>,
    type?: string,
  ) =>
    callTarget(target, 'PUT', `${recordingPath(id)}/chunks/${seq}`, undefined, token, {
      headers: { 'content-type': type ?? 'audio/webm' },
      raw: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
    });

  /** A session of a new patient of the demo clinician, moved on by `actions` (under way by default). */
  async function session(name: string, actions = ['check-in', 'start']): Promise<Encounter> {
    const patient = await registerPatient(call, {
      givenName: name,
      familyName: 'Speech',
      birthDate: '1980-05-17',
    });
    const at = Date.UTC(2030, 1, 1) + (slot += 1) * HOUR;
    const booked = await call('POST', ENCOUNTER_PATHS.list, {
      patientId: patient.id,
      clinicianId: DEMO.userId,
      startsAt: new Date(at).toISOString(),
      endsAt: new Date(at + HOUR).toISOString(),
      modality: 'in-person',
      type: 'individual',
    });
    expect(booked.status).toBe(201);
    let encounter = encounterResponse.parse(booked.body).encounter;
    for (const action of actions) {
      const moved = await call('POST', encounterTransitionPath(encounter.id), {
        action,
        offDay: OFF_DAY_CONFIRMED,
      });
      encounter = encounterResponse.parse(moved.body).encounter;
    }
    return encounter;
  }

  /** Records the patient's recording & AI consent. */
  async function consent(encounter: Encounter) {
    const granted = await call('POST', patientSubPath(encounter.patient.id, 'consents'), {
      kind: 'recording-ai',
      status: 'granted',
      effectiveDate: '2025-01-06',
    });
    expect(granted.status).toBe(201);
  }

  async function open(encounter: Encounter): Promise<Recording> {
    const opened = await call('POST', sessionRecordingsPath(encounter.id), {
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(opened.status).toBe(201);
    return recordingResponse.parse(opened.body).recording;
  }

  return {
    /** Signs the demo clinician in: every call is theirs unless it names another token. */
    async start() {
      token = await signIn();
    },
    signIn,
    /** The demo clinician's access token. */
    token: () => token,
    call,
    putChunk,
    session,
    consent,
    open,
    /** A consented session under way with one open recording. */
    async recordingOf(name: string) {
      const encounter = await session(name);
      await consent(encounter);
      return { encounter, recording: await open(encounter) };
    },
    finish: (id: string, chunks: number, durationMs = 5_000) =>
      call('POST', recordingSubPath(id, 'finish'), { chunks, durationMs }),
  };
}
