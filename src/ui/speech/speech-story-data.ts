import type { Recording, Transcript } from '../../../common/contracts/speech.contract';

/** Fixed records for the speech stories (fictional, as the demo data is). */
export const STORY_ZONE = 'Europe/Bucharest';
export const STORY_SESSION = 'enc-story';

export const STORY_TRANSCRIPT: Transcript = {
  text: 'The client reports feeling anxious before work. We practised slow breathing. Next session in one week.',
  language: 'en',
  provider: 'openai-compatible',
  model: 'whisper-large-v3',
  transcribedAt: '2026-03-04T09:40:00Z',
  correctedAt: null,
  correctedBy: null,
};

const base: Recording = {
  id: 'rec-1',
  encounterId: STORY_SESSION,
  patientId: 'pat-1',
  clinicianId: 'u1',
  status: 'transcribed',
  mimeType: 'audio/webm;codecs=opus',
  chunks: 120,
  bytes: 2_400_000,
  durationMs: 600_000,
  startedAt: '2026-03-04T09:05:00Z',
  finishedAt: '2026-03-04T09:15:00Z',
  audioKept: false,
  audioDeletedAt: '2026-03-04T09:15:10Z',
  problem: null,
  transcript: null,
};

export const STORY_RECORDINGS: Recording[] = [
  base,
  {
    ...base,
    id: 'rec-2',
    status: 'finished',
    startedAt: '2026-03-04T09:20:00Z',
    durationMs: 95_000,
    audioKept: true,
    audioDeletedAt: null,
    problem: 'not-configured',
  },
  {
    ...base,
    id: 'rec-3',
    status: 'recording',
    startedAt: '2026-03-04T09:30:00Z',
    durationMs: 35_000,
    audioKept: true,
    audioDeletedAt: null,
    finishedAt: null,
  },
];
