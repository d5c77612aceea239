import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  intakePath,
  patientIntakesPath,
  type Intake,
} from '../../common/contracts/intake.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  MILD_PHQ9,
  callAs,
  filledContent,
  freshPatient,
  startClinicKit,
  startIntake,
  storedFor,
  type ClinicKit,
} from './intake.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;
let draft: Intake;

beforeAll(async () => {
  kit = await startClinicKit();
  patient = await freshPatient(kit, 'Input');
  draft = await startIntake(kit, kit.founder, patient.id);
});
afterAll(() => kit.server.close());

const content = filledContent();
const BAD_CONTENT: [string, unknown, string][] = [
  ['an answer of 4', { ...content, phq9: [...MILD_PHQ9.slice(0, 8), 4] }, 'phq9.8'],
  ['eight PHQ-9 items', { ...content, phq9: MILD_PHQ9.slice(0, 8) }, 'phq9'],
  ['a PHQ-9 total sent by the client', { ...content, phq9Total: 27 }, 'phq9Total'],
  [
    'an unknown MSE choice',
    { ...content, mse: { ...content.mse, mood: ['ecstatic'] } },
    'mse.mood',
  ],
  [
    'an MSE choice twice',
    { ...content, mse: { ...content.mse, mood: ['depressed', 'depressed'] } },
    'mse.mood: Each choice at most once',
  ],
  [
    'an MSE "within normal limits" beside another choice',
    { ...content, mse: { ...content.mse, perception: ['no-disturbance', 'illusions'] } },
    'mse.perception: "no-disturbance" (within normal limits) cannot be chosen together',
  ],
  [
    'several insight grades',
    { ...content, mse: { ...content.mse, insight: ['good', 'poor'] } },
    'mse.insight',
  ],
  ['a NUL character', { ...content, referral: { ...content.referral, reason: 'a\u0000b' } }, 'NUL'],
  [
    'an unknown risk level',
    { ...content, risk: { ...content.risk, level: 'extreme' } },
    'risk.level',
  ],
  [
    'an oversized history',
    { ...content, history: { ...content.history, social: 'x'.repeat(8_001) } },
    'history.social',
  ],
  [
    'a diagnosis that is not ICD-10-CM',
    { ...content, diagnoses: [{ code: 'XYZ', text: 'No' }] },
    'ICD-10-CM',
  ],
  ['an unknown consent', { ...content, consents: ['everything'] }, 'consents'],
];

describe('intake content that is not valid', () => {
  it.each(BAD_CONTENT)(
    'refuses %s when a draft is started (400), storing nothing',
    async (_, bad, says) => {
      const before = await storedFor(kit, patient.id);
      const reply = await callAs(kit, kit.founder, 'POST', patientIntakesPath(patient.id), {
        encounterId: null,
        content: bad,
      });
      expect(reply.status).toBe(400);
      expect(String(reply.body.message)).toContain(says);
      expect(await storedFor(kit, patient.id)).toEqual(before);
    },
  );

  it.each(BAD_CONTENT)(
    'refuses %s when a draft is saved (400), storing nothing',
    async (_, bad, says) => {
      const before = await storedFor(kit, patient.id);
      const reply = await kit.server.request<{ message: string }>('PUT', intakePath(draft.id), {
        token: kit.founder.access_token,
        headers: { 'if-match': '"v1"' },
        body: { content: bad },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain(says);
      expect(await storedFor(kit, patient.id)).toEqual(before);
    },
  );

  it('refuses a score total smuggled beside the content (400)', async () => {
    const reply = await callAs(kit, kit.founder, 'POST', patientIntakesPath(patient.id), {
      encounterId: null,
      content,
      scores: { phq9: { total: 27, band: 'severe' } },
    });
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain('scores');
  });

  it('refuses a save with an unknown field beside the content, or without a section (400)', async () => {
    const withoutGoals = Object.fromEntries(
      Object.entries(content).filter(([key]) => key !== 'goals'),
    );
    for (const body of [{ content, version: 9 }, { content: withoutGoals }]) {
      const reply = await kit.server.request<{ message: string }>('PUT', intakePath(draft.id), {
        token: kit.founder.access_token,
        headers: { 'if-match': '"v1"' },
        body,
      });
      expect(reply.status).toBe(400);
    }
    expect((await storedFor(kit, patient.id)).versions).toHaveLength(1);
  });

  it('refuses an intake id or patient id that is too long (400)', async () => {
    const long = 'x'.repeat(65);
    expect((await callAs(kit, kit.founder, 'GET', intakePath(long))).status).toBe(400);
    expect((await callAs(kit, kit.founder, 'GET', patientIntakesPath(long))).status).toBe(400);
  });
});

describe('a mental status exam of several choices per domain', () => {
  it('is saved with its choices in the domain’s order and read back so', async () => {
    const mse = {
      ...content.mse,
      mood: ['anxious', 'depressed'],
      perception: ['visual-hallucinations', 'auditory-hallucinations'],
      insight: 'fair',
    };
    const started = await startIntake(kit, kit.founder, patient.id, { ...content, mse });
    expect(started.content.mse).toMatchObject({
      mood: ['depressed', 'anxious'],
      perception: ['auditory-hallucinations', 'visual-hallucinations'],
      insight: 'fair',
    });
    const read = await callAs<{ intake: Intake }>(kit, kit.founder, 'GET', intakePath(started.id));
    expect(read.body.intake.content.mse.mood).toEqual(['depressed', 'anxious']);
  });

  it('accepts a draft saved in the old one-choice shape by a tab opened before, as lists', async () => {
    const started = await startIntake(kit, kit.founder, patient.id);
    const legacy = { ...content.mse, mood: 'anxious', perception: null, speech: 'slowed' };
    const reply = await kit.server.request<{ intake: Intake }>('PUT', intakePath(started.id), {
      token: kit.founder.access_token,
      headers: { 'if-match': '"v1"' },
      body: { content: { ...content, mse: legacy } },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.intake.content.mse).toMatchObject({
      mood: ['anxious'],
      perception: [],
      speech: ['slowed'],
    });
    const stored = (await storedFor(kit, patient.id)).intakes.find((i) => i.id === started.id);
    expect((stored?.content as Intake['content']).mse.mood).toEqual(['anxious']);
  });
});
