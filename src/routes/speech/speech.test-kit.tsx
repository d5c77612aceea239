import { afterEach, beforeEach, vi } from 'vitest';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import type { Recording } from '../../../common/contracts/speech.contract';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { speechApi } from '../../api/speech/speech.api';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { resetMockSpeech, seedMockRecording } from '../../mocks/speech/speech.store';
import {
  FakeAudioContext,
  FakeMediaRecorder,
  fakeMediaDevices,
  resetFakeMedia,
} from '../../platform/speech/fake-media.test-kit';
import { renderWithAuth } from '../session/page-test-kit';
import { bookToday, registerPatient, signInToMock } from '../encounters/sessions.test-kit';
import SpeechEntryPage from './speechentry-page';

export { signOutOfMock } from '../encounters/sessions.test-kit';

const PAGE = '/app/panels/hospital/speechentry';

/** The speech page of a session, signed in as the page user (its clinician unless roles say). */
export const openSpeech = (session: string, roles?: ('owner' | 'clinician' | 'staff')[]) =>
  renderWithAuth(`${PAGE}?session=${session}`, <SpeechEntryPage />, { signedIn: true, roles });

/** A clean mock API (no recordings, transcription not configured) with a session under way. */
export async function sessionUnderWay(): Promise<Encounter> {
  await signInToMock();
  resetMockSpeech();
  const ada = await registerPatient('Ada', 'Lovelace');
  const session = await bookToday(ada.id, 9);
  await sessionsApi.transition(session.id, { action: 'check-in' });
  return sessionsApi.transition(session.id, { action: 'start' });
}

export const grantRecordingConsent = (session: Encounter) =>
  speechApi.recordConsent(session.patient.id, { effectiveDate: '2025-01-06' });

/** A transcribed recording of `session` as the mock keeps it. */
export function seedTranscribed(session: Encounter, text: string): Recording {
  const at = new Date().toISOString();
  const recording: Recording = {
    id: crypto.randomUUID(),
    encounterId: session.id,
    patientId: session.patient.id,
    clinicianId: session.clinician.id,
    status: 'transcribed',
    mimeType: 'audio/webm;codecs=opus',
    chunks: 3,
    bytes: 3_000,
    durationMs: 65_000,
    startedAt: at,
    finishedAt: at,
    audioKept: false,
    audioDeletedAt: at,
    problem: null,
    transcript: {
      text,
      language: 'en',
      provider: 'mock',
      model: 'test-fixture',
      transcribedAt: at,
      correctedAt: null,
      correctedBy: null,
    },
  };
  seedMockRecording(DEMO_ACCOUNT.tenantId, recording);
  return recording;
}

/** The browser's microphone, MediaRecorder and Web Audio replaced by fakes for each test. */
export function useFakeBrowserMedia() {
  const devices = { current: fakeMediaDevices() };
  beforeEach(() => {
    resetFakeMedia();
    devices.current = fakeMediaDevices();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      get: () => devices.current.mediaDevices,
    });
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
  return devices;
}
