import {
  emptyIntakeContent,
  type Intake,
  type IntakeContent,
} from '../../../common/contracts/intake.contract';
import type { ItemAnswer } from '../../../common/scoring/instruments';

/** Made-up intakes for the stories only; the product shows what the server sent. */
export const STORY_SIGNED_AT = '2026-11-24T10:42:00Z';

/** PHQ-9 answers whose total is `total` (items filled from the first, 3 each), item 9 at 0. */
export function phq9Totalling(total: number): ItemAnswer[] {
  let left = total;
  return Array.from({ length: 9 }, (_, item) => {
    if (item === 8) return 0;
    const answer = Math.min(3, left) as ItemAnswer;
    left -= answer ?? 0;
    return answer;
  });
}

export function storyContent(patch: Partial<IntakeContent> = {}): IntakeContent {
  const base = emptyIntakeContent();
  return {
    ...base,
    referral: {
      reason: 'Referred by her GP for low mood after a redundancy.',
      presentingProblem: 'Low mood, poor sleep and withdrawal from friends for three months.',
    },
    history: {
      ...base.history,
      psychiatric: 'One episode of depression at 24, treated with sertraline.',
      social: 'Lives with her partner; recently unemployed.',
    },
    mse: {
      ...base.mse,
      appearance: ['well-groomed'],
      behaviour: ['cooperative'],
      speech: ['slowed', 'soft'],
      mood: ['depressed', 'anxious'],
      affect: ['constricted'],
      notes: 'Tearful when discussing work.',
    },
    risk: {
      ...base.risk,
      suicidalIdeation: 'passive',
      homicidalIdeation: 'none',
      protectiveFactors: 'Partner, dog, plans for the spring.',
      level: 'moderate',
      rationale: 'Passive ideation without plan or intent; strong protective factors.',
    },
    phq9: [2, 2, 3, 2, 1, 2, 1, 0, 1],
    gad7: [1, 1, 2, 1, 0, 1, 1],
    safetyAcknowledged: true,
    diagnoses: [{ code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' }],
    goals: ['Return to a regular sleep schedule', 'Reconnect with two friends each week'],
    consents: ['treatment', 'telehealth'],
    ...patch,
  };
}

export const storySignedIntake: Intake = {
  id: 'i1',
  patientId: 'p1',
  encounterId: null,
  authorId: 'c1',
  authorName: 'Dana Demo',
  status: 'signed',
  version: 4,
  content: storyContent(),
  createdAt: '2026-11-24T09:00:00Z',
  updatedAt: STORY_SIGNED_AT,
  signature: {
    signerId: 'c1',
    signerName: 'Dana Demo',
    signerCredentials: 'PsyD',
    signerLicenceNumber: 'DEMO-0001',
    role: 'clinician',
    signedAt: STORY_SIGNED_AT,
    sha256: '9f2c1a7be04d5e6f8a9b0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f7',
  },
  enteredInError: null,
};
