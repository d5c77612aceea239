import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import { seedDemo } from './seed.ts';
import { intakeContent } from '../../common/contracts/intake.contract.ts';
import {
  needsSafetyAlert,
  scoreInstrument,
  type ItemAnswer,
} from '../../common/scoring/instruments.ts';
import { intakeSignatureHash } from '../documents/document-signature.ts';
import { demoPatients } from './patients.ts';
import { seededRandom } from './random.ts';
import { demoScores, REFERRALS } from './scores.seed.ts';

const NOW = new Date('2026-10-28T10:15:00Z');
const DAY_MS = 86_400_000;

/** The demo clinic's patients and its scores, as `seedDemo` would make them after the sessions. */
function seeded(seed = 20_260_501) {
  const random = seededRandom(seed);
  const clinic = demoPatients(random, NOW, 1);
  return { clinic, scores: demoScores(clinic, random, NOW) };
}

/** A jsonb column's value as seeded (JSON text), parsed. */
const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
const time = (value: unknown) => new Date(value as Date).getTime();

describe('the seeded PHQ-9 and GAD-7 histories', () => {
  it('are the same for the same seed and day', () => {
    expect(seeded().scores).toEqual(seeded().scores);
  });

  it('store, for every score, the total and band scoreInstrument computes from its answers', () => {
    for (const row of seeded().scores.observations) {
      const answers = parsed<ItemAnswer[]>(row.answers);
      expect(scoreInstrument(row.instrument, answers)).toEqual({
        complete: true,
        total: row.total,
        band: row.band,
      });
    }
  });

  it('cover about half of the patients, each with both instruments every 2–4 weeks over about three months', () => {
    const { clinic, scores } = seeded();
    const patients = new Set(scores.observations.map((o) => o.patient_id));
    expect(patients.size).toBeGreaterThanOrEqual(clinic.patients.length * 0.4);
    expect(patients.size).toBeLessThanOrEqual(clinic.patients.length * 0.6);
    for (const patientId of patients) {
      for (const instrument of ['phq9', 'gad7'] as const) {
        const times = scores.observations
          .filter((o) => o.patient_id === patientId && o.instrument === instrument)
          .map((o) => time(o.effective_at))
          .sort((a, b) => a - b);
        expect(times.length).toBeGreaterThanOrEqual(2);
        expect(NOW.getTime() - (times[0] ?? 0)).toBeLessThanOrEqual(91 * DAY_MS);
        times.slice(1).forEach((at, n) => {
          const gap = (at - (times[n] ?? 0)) / DAY_MS;
          expect(gap).toBeGreaterThanOrEqual(14);
          expect(gap).toBeLessThanOrEqual(28);
        });
        expect(times.every((at) => at < NOW.getTime())).toBe(true);
      }
    }
  });

  it('score only active patients, and raise PHQ-9 item 9 only for patients flagged for suicide risk', () => {
    const { clinic, scores } = seeded();
    const byId = new Map(clinic.patients.map((p) => [p.id, p]));
    for (const row of scores.observations) {
      const patient = byId.get(row.patient_id);
      expect(patient?.status).toBe('active');
      if (row.instrument === 'phq9' && needsSafetyAlert(parsed<ItemAnswer[]>(row.answers))) {
        expect(patient?.flags).toContain('suicide-risk');
      }
    }
    const flagged = clinic.patients.filter((p) => p.flags?.includes('suicide-risk'));
    expect(flagged.every((p) => scores.observations.some((o) => o.patient_id === p.id))).toBe(true);
  });

  it('show mostly improving courses: more patients end lower on the PHQ-9 than they began', () => {
    const { scores } = seeded();
    const phq = scores.observations.filter((o) => o.instrument === 'phq9');
    const ids = [...new Set(phq.map((o) => o.patient_id))];
    const improved = ids.filter((id) => {
      const rows = phq.filter((o) => o.patient_id === id);
      return (rows.at(-1)?.total ?? 0) < (rows[0]?.total ?? 0);
    });
    expect(improved.length).toBeGreaterThan(ids.length / 2);
  });
});

describe('the seeded signed intakes', () => {
  it('are a few, each valid, signed with a hash anyone can recompute, with one version', () => {
    const { scores } = seeded();
    expect(scores.intakes.length).toBeGreaterThanOrEqual(2);
    expect(scores.intakes.length).toBeLessThanOrEqual(4);
    for (const row of scores.intakes) {
      const content = intakeContent.parse(parsed(row.content));
      expect(row.status).toBe('signed');
      expect(row.content_sha256).toBe(
        intakeSignatureHash({
          id: row.id,
          patientId: row.patient_id,
          encounterId: row.encounter_id ?? null,
          content,
          signerId: row.author_id,
          signedAt: new Date(row.signed_at as Date).toISOString(),
        }),
      );
      expect(scores.documentVersions.filter((v) => v.document_id === row.id)).toHaveLength(1);
      if (needsSafetyAlert(content.phq9)) {
        expect(content.safetyAcknowledged).toBe(true);
        expect(content.risk.level).not.toBeNull();
        expect(content.risk.rationale.trim()).not.toBe('');
      }
    }
  });

  it('state a presenting problem in clinical words, never a demo placeholder', () => {
    const problems = seeded().scores.intakes.map(
      (row) => intakeContent.parse(parsed(row.content)).referral.presentingProblem,
    );
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(REFERRALS.map((referral) => referral.presentingProblem)).toContain(problem);
      expect(problem).not.toMatch(/fictional|demo/i);
    }
  });

  it('have one score per instrument, holding the intake’s own answers', () => {
    const { scores } = seeded();
    for (const row of scores.intakes) {
      const content = intakeContent.parse(parsed(row.content));
      const own = scores.observations.filter((o) => o.intake_id === row.id);
      expect(own.map((o) => o.instrument).sort()).toEqual(['gad7', 'phq9']);
      for (const o of own) {
        expect(parsed(o.answers)).toEqual(content[o.instrument]);
        expect(time(o.effective_at)).toBe(time(row.signed_at));
      }
    }
  });
});

describe('the seeded rows in the database', () => {
  it('are stored by the demo seed, each band what scoreInstrument computes from the stored answers', async () => {
    const ts = await startTestServer();
    try {
      const db = ts.server.ctx.db;
      await seedDemo(db, NOW);
      const rows = await db
        .selectFrom('observations')
        .select(['instrument', 'answers', 'total', 'band'])
        .execute();
      expect(rows.length).toBeGreaterThan(20);
      for (const row of rows) {
        const score = scoreInstrument(row.instrument, row.answers as ItemAnswer[]);
        expect(score).toEqual({ complete: true, total: row.total, band: row.band });
      }
      const intakes = await db.selectFrom('intakes').select('content').execute();
      expect(intakes.length).toBeGreaterThan(0);
      for (const intake of intakes)
        expect(intakeContent.safeParse(intake.content).success).toBe(true);
    } finally {
      await ts.close();
    }
  });
});
