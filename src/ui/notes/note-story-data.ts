import { emptyNoteContent, type Note } from '../../../common/contracts/notes.contract';

/** Fixed records for the notes stories. */
export const STORY_ZONE = 'Europe/Bucharest';
export const STORY_SESSION = {
  startsAt: '2026-11-24T07:00:00.000Z',
  endsAt: '2026-11-24T07:45:00.000Z',
};
export const STORY_PLAN = {
  noteId: 'n-0',
  sessionStartsAt: '2026-11-17T07:00:00.000Z',
  plan: 'Keep the sleep diary. Try one behavioural experiment at work.',
};

const words = 'the patient described a week of steady sleep and fewer worries at work '.split(' ');
/** About `count` words of text, for typing and layout checks. */
export const longText = (count: number) =>
  Array.from({ length: count }, (_, i) => words[i % words.length]).join(' ');

export const SIGNED_NOTE: Note = {
  id: 'n-1',
  encounterId: 'e-1',
  patientId: 'p-1',
  authorId: 'u-1',
  authorName: 'Ada Lovelace',
  format: 'soap',
  status: 'signed',
  version: 4,
  content: {
    sections: {
      subjective: 'Slept better this week; worries at work are fewer.',
      objective: 'Calm, well groomed, full range of affect. PHQ-9 8.',
      assessment: 'Improving; mild depressive symptoms.',
      plan: 'Keep the sleep diary.',
    },
    fields: {
      ...emptyNoteContent().fields,
      startTime: '09:00',
      endTime: '09:45',
      modality: 'in-person',
      interventions: ['CBT', 'behavioural activation'],
      riskUpdate: 'no-change',
      nextSession: 'In one week, on work stress.',
    },
  },
  createdAt: '2026-11-24T07:50:00.000Z',
  updatedAt: '2026-11-24T08:10:00.000Z',
  signature: {
    signerId: 'u-1',
    signerName: 'Ada Lovelace',
    signerCredentials: 'PsyD',
    signerLicenceNumber: 'DEMO-0001',
    role: 'clinician',
    signedAt: '2026-11-24T08:10:00.000Z',
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  },
  addenda: [],
  enteredInError: null,
  aiAssist: null,
};
