import type { Insertable } from 'kysely';
import { emptyIntakeContent, type IntakeContent } from '../../common/contracts/intake.contract.ts';
import {
  INSTRUMENTS,
  PHQ9_SAFETY_ITEM,
  scoreInstrument,
  type InstrumentId,
  type ItemAnswer,
} from '../../common/scoring/instruments.ts';
import { intakeSignatureHash } from '../documents/document-signature.ts';
import { jsonText } from '../intake/json-text.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_CLINIC } from './members.ts';
import type { DemoPatients } from './patients.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far back a score history reaches (about three months). */
const HISTORY_DAYS = 90;
/** How many patients, of the seeded clinic, have one signed intake at the start of their history. */
const SIGNED_INTAKES = 3;

type Row<T extends keyof Database> = Insertable<Database[T]>;

/** The scores of the demo clinic; jsonb columns hold JSON text (see `jsonText`). */
export interface DemoScores {
  intakes: Row<'intakes'>[];
  documentVersions: Row<'document_versions'>[];
  observations: Row<'observations'>[];
}

type Course = 'improving' | 'stable' | 'worsening';

/** `total` spread over the items at random, each 0–3; `fixed` pins some items' answers. */
function spread(random: Random, itemCount: number, total: number, fixed: Map<number, number>) {
  const answers: number[] = Array.from({ length: itemCount }, (_, i) => fixed.get(i) ?? 0);
  let left = total - answers.reduce((sum, a) => sum + a, 0);
  while (left > 0) {
    const open = answers.flatMap((a, i) => (a < 3 && !fixed.has(i) ? [i] : []));
    const item = random.pick(open);
    answers[item] = (answers[item] ?? 0) + 1;
    left -= 1;
  }
  return answers as ItemAnswer[];
}

/** One form of `instrument` whose total is `total` (clamped to what it can hold). */
function form(random: Random, instrument: InstrumentId, total: number, item9: number) {
  const { itemCount, maxTotal } = INSTRUMENTS[instrument];
  const fixed = new Map<number, number>(instrument === 'phq9' ? [[PHQ9_SAFETY_ITEM, item9]] : []);
  const pinned = instrument === 'phq9' ? item9 : 0;
  const reachable = Math.min(
    Math.max(Math.round(total), pinned),
    maxTotal - (3 - pinned) * fixed.size,
  );
  return spread(random, itemCount, reachable, fixed);
}

/** A believable series of totals: a start, a drift per point by course, a little noise. */
function totals(random: Random, course: Course, points: number, start: number, max: number) {
  const drift =
    course === 'improving' ? -random.int(1, 3) : course === 'worsening' ? random.int(1, 2) : 0;
  return Array.from({ length: points }, (_, n) =>
    Math.min(max, Math.max(0, start + drift * n + random.int(-2, 2))),
  );
}

/** Days before `now` of each score: from about three months back, every 2–4 weeks. */
function scoreDays(random: Random, firstDay: number): number[] {
  const days: number[] = [];
  for (let day = firstDay; day >= 2; day -= random.int(14, 28)) days.push(day);
  return days;
}

/**
 * Why a demo patient came, and the presenting problem in the clinician's words: the matcher reads
 * it and shows it as its basis (issue 30), so it is a clinical description, not a demo marker.
 */
export const REFERRALS = [
  {
    reason: 'Referred by the family doctor for low mood',
    presentingProblem:
      'Low mood and loss of interest for about three months; tired, sleeping badly.',
  },
  {
    reason: 'Self-referred after a period of worry and poor sleep',
    presentingProblem: 'Worry most days about work and family; tense, irritable, poor sleep.',
  },
  {
    reason: 'Referred by the employer’s occupational health service',
    presentingProblem:
      'Off work with stress after a restructuring; low mood and poor concentration.',
  },
] as const;

/** A signed intake's content whose instruments are `phq9` and `gad7`. */
function intakeContentOf(random: Random, phq9: ItemAnswer[], gad7: ItemAnswer[]): IntakeContent {
  const blank = emptyIntakeContent();
  const atRisk = (phq9[PHQ9_SAFETY_ITEM] ?? 0) > 0;
  return {
    ...blank,
    referral: { ...random.pick(REFERRALS) },
    mse: {
      appearance: ['well-groomed'],
      behaviour: ['cooperative'],
      speech: ['normal'],
      mood: atRisk
        ? ['depressed']
        : random.pick([['depressed'], ['anxious'], ['depressed', 'anxious']]),
      affect: ['congruent'],
      thoughtProcess: ['linear'],
      thoughtContent: atRisk ? ['suicidal-thoughts'] : ['unremarkable'],
      perception: ['no-disturbance'],
      cognition: ['intact'],
      insight: 'good',
      judgement: 'good',
      notes: '',
    },
    risk: {
      ...blank.risk,
      suicidalIdeation: atRisk ? 'passive' : 'none',
      homicidalIdeation: 'none',
      protectiveFactors: 'Supportive family; engaged in treatment.',
      level: atRisk ? 'moderate' : 'low',
      rationale: atRisk
        ? 'Passive ideation without plan or intent; safety plan agreed; sessions twice weekly.'
        : 'No ideation reported; protective factors present.',
    },
    phq9,
    gad7,
    safetyAcknowledged: atRisk,
    goals: ['Improve sleep', 'Return to usual activities'],
  };
}

/**
 * PHQ-9 and GAD-7 histories for about half of the demo clinic's patients (active patients
 * registered a month or more ago, those flagged for suicide risk first): a score of each every
 * 2–4 weeks over about three months, mostly improving, some stable, a few worsening; item 9 is
 * above 0 only for patients flagged for suicide risk, early in their course. The first point of
 * a few histories is a signed intake (with its version and signature hash). Totals and bands are
 * computed by `scoreInstrument`, so they always agree with the answers. Deterministic for a given
 * random and `now`.
 */
export function demoScores(
  clinic: Pick<DemoPatients, 'plans' | 'patients'>,
  random: Random,
  now: Date,
): DemoScores {
  const out: DemoScores = { intakes: [], documentVersions: [], observations: [] };
  const flagged = new Set(
    clinic.patients.filter((p) => p.flags?.includes('suicide-risk')).map((p) => p.id),
  );
  const eligible = clinic.plans.filter(
    (plan) =>
      plan.status === 'active' && now.getTime() - plan.registeredAt.getTime() >= 30 * DAY_MS,
  );
  const atRisk = eligible.filter((plan) => flagged.has(plan.id));
  const others = random.shuffle(eligible.filter((plan) => !flagged.has(plan.id)));
  const chosen = [...atRisk, ...others].slice(0, Math.round(clinic.plans.length / 2));
  const withIntake = new Set([
    atRisk[0]?.id,
    ...others.slice(0, SIGNED_INTAKES - 1).map((p) => p.id),
  ]);
  const at = (days: number) =>
    new Date(Math.floor((now.getTime() - days * DAY_MS) / MINUTE_MS) * MINUTE_MS);

  chosen.forEach((plan) => {
    const risk = flagged.has(plan.id);
    const registeredDays = Math.floor((now.getTime() - plan.registeredAt.getTime()) / DAY_MS);
    const days = scoreDays(random, Math.min(HISTORY_DAYS - random.int(0, 6), registeredDays - 1));
    const course: Course = risk
      ? 'improving'
      : random.pick([
          'improving',
          'improving',
          'improving',
          'stable',
          'stable',
          'worsening',
        ] as const);
    const phqStart = risk
      ? random.int(17, 22)
      : course === 'worsening'
        ? random.int(6, 10)
        : random.int(6, 18);
    const phq = totals(random, course, days.length, phqStart, 27);
    const gad = totals(
      random,
      course,
      days.length,
      Math.round(phqStart * 0.7) + random.int(-2, 2),
      21,
    );
    let intakeId: string | null = null;
    days.forEach((day, n) => {
      const effectiveAt = at(day);
      const item9 = risk && n < 2 ? 1 : 0;
      const forms = {
        phq9: form(random, 'phq9', phq[n] ?? 0, item9),
        gad7: form(random, 'gad7', gad[n] ?? 0, 0),
      };
      intakeId =
        n === 0 && withIntake.has(plan.id)
          ? signedIntake(out, random, plan, forms, effectiveAt)
          : null;
      for (const instrument of ['phq9', 'gad7'] as const) {
        const score = scoreInstrument(instrument, forms[instrument]);
        if (!score.complete) throw new Error('a seeded form is incomplete');
        out.observations.push({
          tenant_id: DEMO_CLINIC.id,
          id: `demo-observation-${String(out.observations.length + 1).padStart(4, '0')}`,
          patient_id: plan.id,
          instrument,
          answers: jsonText(forms[instrument].map(Number)),
          total: score.total,
          band: score.band,
          effective_at: effectiveAt,
          intake_id: intakeId,
          recorded_by: plan.clinicianId,
          recorded_at: effectiveAt,
        });
      }
    });
  });
  return out;
}

/** Adds a signed intake (and its one version) holding these forms; returns its id. */
function signedIntake(
  out: DemoScores,
  random: Random,
  plan: DemoPatients['plans'][number],
  forms: { phq9: ItemAnswer[]; gad7: ItemAnswer[] },
  signedAt: Date,
): string {
  const id = `demo-intake-${String(out.intakes.length + 1).padStart(3, '0')}`;
  const content = intakeContentOf(random, forms.phq9, forms.gad7);
  const createdAt = new Date(signedAt.getTime() - 50 * MINUTE_MS);
  const sha256 = intakeSignatureHash({
    id,
    patientId: plan.id,
    encounterId: null,
    content,
    signerId: plan.clinicianId,
    signedAt: signedAt.toISOString(),
  });
  out.intakes.push({
    tenant_id: DEMO_CLINIC.id,
    id,
    patient_id: plan.id,
    encounter_id: null,
    author_id: plan.clinicianId,
    status: 'signed',
    version: 1,
    content: jsonText(content),
    created_at: createdAt,
    updated_at: signedAt,
    signed_at: signedAt,
    signer_role: 'clinician',
    content_sha256: sha256,
    error_reason: null,
    error_at: null,
    error_by: null,
  });
  out.documentVersions.push({
    tenant_id: DEMO_CLINIC.id,
    document_kind: 'intake',
    document_id: id,
    version: 1,
    content: jsonText(content),
    saved_by: plan.clinicianId,
    saved_at: createdAt,
  });
  return id;
}
