import type { ConsentText, PatientConsent } from '../../../common/contracts/consent-texts.contract';
import type { Share } from '../../../common/contracts/patient-shares.contract';

/** Consent texts, shares and consents the stories of issue 36's sharing views show. */
const owner = { id: 'owner-1', name: 'Dana Demo' };

export const TREATMENT_V1: ConsentText = {
  id: 'text-treatment-1',
  kind: 'treatment',
  version: 1,
  title: 'Consent to treatment',
  body: 'I agree to psychotherapy with the clinic.\n\nI may stop at any time.',
  sha256: 'a'.repeat(64),
  createdBy: owner,
  createdAt: '2026-09-01T08:00:00.000Z',
};

export const TREATMENT_V2: ConsentText = {
  ...TREATMENT_V1,
  id: 'text-treatment-2',
  version: 2,
  body: `${TREATMENT_V1.body}\n\nSessions last 50 minutes; a session missed without 24 hours’ notice is charged.`,
  sha256: 'b'.repeat(64),
  createdAt: '2026-11-02T09:30:00.000Z',
};

export const TELEHEALTH_V1: ConsentText = {
  id: 'text-telehealth-1',
  kind: 'telehealth',
  version: 1,
  title: 'Video sessions',
  body: 'Video sessions are never recorded. Join from a private place.',
  sha256: 'c'.repeat(64),
  createdBy: owner,
  createdAt: '2026-10-10T10:00:00.000Z',
};

export const TO_SIGN: PatientConsent = { text: TREATMENT_V2, state: 'to-sign' };
export const SIGNED: PatientConsent = {
  text: TELEHEALTH_V1,
  state: 'signed',
  signed: { at: '2026-11-20T17:05:00.000Z', name: 'Maria Ionescu', version: 1 },
};

const clinician = { id: 'clinician-1', name: 'Dana Demo' };

export const HANDOUT: Share = {
  id: 'share-handout',
  kind: 'handout',
  title: 'Breathing exercise for the week',
  body: 'Breathe in for four counts, hold for four, out for six.\nTwice a day, five minutes.',
  article: null,
  noteId: null,
  sharedBy: clinician,
  sharedAt: '2026-11-25T10:00:00.000Z',
};

export const ARTICLE: Share = {
  id: 'share-article',
  kind: 'article',
  title: 'Cognitive behavioural therapy for insomnia: a review',
  body: null,
  article: {
    key: 'pmid:123456',
    pmid: '123456',
    title: 'Cognitive behavioural therapy for insomnia: a review',
    authors: ['Morin CM', 'Espie CA'],
    authorCount: 2,
    journal: 'Sleep Medicine Reviews',
    year: 2024,
    types: [],
    freeFullText: true,
    sources: ['pubmed'],
    links: {
      pubmed: 'https://pubmed.ncbi.nlm.nih.gov/123456/',
      fullText: 'https://europepmc.org/article/PMC/PMC123456',
    },
  },
  noteId: null,
  sharedBy: clinician,
  sharedAt: '2026-11-24T10:00:00.000Z',
};

export const NOTE: Share = {
  id: 'share-note',
  kind: 'note',
  title: '2026-11-18T15:00:00.000Z',
  body: null,
  article: null,
  noteId: 'note-1',
  note: {
    id: 'note-1',
    format: 'dap',
    sections: {
      data: 'Talked about the week at work.',
      assessment: 'Sleep is better.',
      plan: 'Keep the breathing exercise; meet again next week.',
    },
    authorName: 'Dana Demo',
    signedAt: '2026-11-18T15:00:00.000Z',
  },
  sharedBy: clinician,
  sharedAt: '2026-11-23T10:00:00.000Z',
};
