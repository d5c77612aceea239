import * as z from 'zod/mini';
import { documentStatus, enteredInError, signature } from './documents.contract';
import { consentKind, icd10Code } from './patients.contract';
import { safeText, recordId } from './safe-text';
import { idPageQuery } from './paging';

/**
 * The intake (CLINICAL.md §2–3: FHIR QuestionnaireResponse) and the PHQ-9 / GAD-7 scores
 * (Observation). Scores are computed by `common/scoring/instruments.ts`, on the server from the
 * item answers. One definition for the web client, the mocks and the server.
 */

export const INTAKE_PATHS = {
  /** `GET` a patient's intakes (summaries; the care team's clinicians); `POST` starts a draft. */
  patientIntakes: '/patients/:id/intakes',
  /** `GET` one intake; `PUT` a draft's content with `If-Match` (author only). */
  one: '/intakes/:id',
  /** `POST` with `If-Match`: sign and lock; refused when empty or while a safety alert is unacknowledged. */
  sign: '/intakes/:id/sign',
  enteredInError: '/intakes/:id/entered-in-error',
  versions: '/intakes/:id/versions',
  /** `GET` the patient's PHQ-9 / GAD-7 scores, oldest first; `POST` a re-score. */
  observations: '/patients/:id/observations',
} as const;

export const patientIntakesPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/intakes`;
export const intakePath = (id: string) => `/intakes/${encodeURIComponent(id)}`;
export const intakeSubPath = (id: string, part: 'sign' | 'entered-in-error' | 'versions') =>
  `${intakePath(id)}/${part}`;
export const observationsPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/observations`;

const text = (max: number) => safeText().check(z.maxLength(max));

/** One PHQ-9 / GAD-7 item: 0–3, or null while unanswered. */
export const itemAnswer = z.nullable(
  z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
);
export const phq9Answers = z.array(itemAnswer).check(z.length(9));
export const gad7Answers = z.array(itemAnswer).check(z.length(7));

/**
 * The mental status exam's domains and their choices; the first choice of each is "within
 * normal limits", which the "all within normal limits" shortcut selects everywhere.
 */
export const MSE_DOMAINS = {
  appearance: ['well-groomed', 'dishevelled', 'unusual-dress', 'poor-hygiene'],
  behaviour: ['cooperative', 'agitated', 'withdrawn', 'guarded', 'psychomotor-slowing'],
  speech: ['normal', 'pressured', 'slowed', 'soft', 'loud', 'slurred'],
  mood: ['euthymic', 'depressed', 'anxious', 'irritable', 'elevated'],
  affect: ['congruent', 'constricted', 'flat', 'labile', 'incongruent'],
  thoughtProcess: ['linear', 'circumstantial', 'tangential', 'flight-of-ideas', 'disorganised'],
  thoughtContent: [
    'unremarkable',
    'preoccupations',
    'obsessions',
    'delusions',
    'suicidal-thoughts',
  ],
  perception: ['no-disturbance', 'auditory-hallucinations', 'visual-hallucinations', 'illusions'],
  cognition: ['intact', 'impaired-attention', 'impaired-memory', 'disoriented'],
  insight: ['good', 'fair', 'poor'],
  judgement: ['good', 'fair', 'poor'],
} as const;
export type MseDomain = keyof typeof MSE_DOMAINS;
export const MSE_DOMAIN_NAMES = Object.keys(MSE_DOMAINS) as MseDomain[];

/** Insight and judgement are graded scales (good, fair, poor): one choice, or null. */
export const MSE_SCALE_DOMAINS = ['insight', 'judgement'] as const;
export type MseScaleDomain = (typeof MSE_SCALE_DOMAINS)[number];
/** Every other domain is "choose all that apply" (docs/decisions.md, clinical documentation). */
export type MseMultiDomain = Exclude<MseDomain, MseScaleDomain>;
export const MSE_MULTI_DOMAINS = MSE_DOMAIN_NAMES.filter(
  (domain): domain is MseMultiDomain => !(MSE_SCALE_DOMAINS as readonly string[]).includes(domain),
);
export const isMseMultiDomain = (domain: MseDomain): domain is MseMultiDomain =>
  !(MSE_SCALE_DOMAINS as readonly string[]).includes(domain);

/**
 * A multi-choice domain as first stored, one choice or null, read as the list it means: `[value]`
 * or `[]`. Intakes signed before the domains took several choices are never rewritten (their
 * signature covers the content as stored); they are read through this.
 */
export const mseChoicesOf = (stored: unknown): unknown =>
  stored === null || stored === undefined ? [] : typeof stored === 'string' ? [stored] : stored;

/** `choices` in the domain's declared order, each once. */
export const inDomainOrder = <C extends string>(domain: MseDomain, choices: readonly C[]): C[] =>
  (MSE_DOMAINS[domain] as readonly string[]).filter((choice) =>
    choices.includes(choice as C),
  ) as C[];

const mseChoice = <D extends MseDomain>(domain: D) =>
  z.nullable(z.enum(MSE_DOMAINS[domain] as unknown as [string, ...string[]]));

/**
 * A "choose all that apply" domain: its choices, each once, in the domain's order; the first
 * (within normal limits) only alone; none = not assessed. A single choice or null (an old tab's
 * draft, a stored legacy intake) is read as the list it means.
 */
const mseChoices = <D extends MseMultiDomain>(domain: D) => {
  const normal = MSE_DOMAINS[domain][0];
  return z.pipe(
    z.pipe(
      z.transform(mseChoicesOf),
      z.array(z.enum(MSE_DOMAINS[domain] as unknown as [string, ...string[]])).check(
        z.refine((choices) => new Set(choices).size === choices.length, 'Each choice at most once'),
        z.refine(
          (choices) => !choices.includes(normal) || choices.length === 1,
          `"${normal}" (within normal limits) cannot be chosen together with another choice`,
        ),
      ),
    ),
    z.transform((choices: string[]) => inDomainOrder(domain, choices)),
  );
};

export const mentalStatusExam = z.strictObject({
  appearance: mseChoices('appearance'),
  behaviour: mseChoices('behaviour'),
  speech: mseChoices('speech'),
  mood: mseChoices('mood'),
  affect: mseChoices('affect'),
  thoughtProcess: mseChoices('thoughtProcess'),
  thoughtContent: mseChoices('thoughtContent'),
  perception: mseChoices('perception'),
  cognition: mseChoices('cognition'),
  insight: mseChoice('insight'),
  judgement: mseChoice('judgement'),
  notes: text(4_000),
});
export type MentalStatusExam = z.infer<typeof mentalStatusExam>;

export const ideation = z.enum(['none', 'passive', 'active']);
export const riskLevel = z.enum(['low', 'moderate', 'high']);
export type RiskLevel = z.infer<typeof riskLevel>;

export const riskAssessment = z.strictObject({
  suicidalIdeation: z.nullable(ideation),
  homicidalIdeation: z.nullable(ideation),
  plan: z.boolean(),
  intent: z.boolean(),
  means: z.boolean(),
  history: text(4_000),
  protectiveFactors: text(4_000),
  level: z.nullable(riskLevel),
  rationale: text(4_000),
});
export type RiskAssessment = z.infer<typeof riskAssessment>;

/** How long a working diagnosis's title may be (ICD-10-CM's longest are cut to it). */
export const INTAKE_DIAGNOSIS_TEXT_MAX = 300;

export const intakeDiagnosis = z.strictObject({
  code: icd10Code,
  text: safeText().check(z.trim(), z.minLength(1), z.maxLength(INTAKE_DIAGNOSIS_TEXT_MAX)),
});

/** How many working diagnoses an intake holds. */
export const INTAKE_DIAGNOSES_MAX = 20;

export const intakeContent = z.strictObject({
  referral: z.strictObject({ reason: text(4_000), presentingProblem: text(8_000) }),
  history: z.strictObject({
    psychiatric: text(8_000),
    medical: text(8_000),
    substanceUse: text(8_000),
    family: text(8_000),
    social: text(8_000),
  }),
  mse: mentalStatusExam,
  risk: riskAssessment,
  phq9: phq9Answers,
  gad7: gad7Answers,
  /** The clinician acknowledged the PHQ-9 item 9 safety alert (needed to sign when item 9 > 0). */
  safetyAcknowledged: z.boolean(),
  diagnoses: z.array(intakeDiagnosis).check(z.maxLength(INTAKE_DIAGNOSES_MAX)),
  goals: z
    .array(safeText().check(z.trim(), z.minLength(1), z.maxLength(500)))
    .check(z.maxLength(20)),
  /** The consents discussed at intake; signing records each as granted. */
  consents: z.array(consentKind).check(z.maxLength(consentKind.options.length)),
});
export type IntakeContent = z.infer<typeof intakeContent>;

export const intakeCreateInput = z.strictObject({
  encounterId: z.nullable(recordId()),
  content: intakeContent,
});
export type IntakeCreateInput = z.infer<typeof intakeCreateInput>;
export const intakeUpdateInput = z.strictObject({ content: intakeContent });
export type IntakeUpdateInput = z.infer<typeof intakeUpdateInput>;

export const intake = z.object({
  id: z.string(),
  patientId: z.string(),
  encounterId: z.nullable(z.string()),
  authorId: z.string(),
  authorName: z.string(),
  status: documentStatus,
  version: z.number().check(z.int(), z.positive()),
  content: intakeContent,
  createdAt: z.string(),
  updatedAt: z.string(),
  signature: z.nullable(signature),
  enteredInError: z.nullable(enteredInError),
});
export type Intake = z.infer<typeof intake>;
export const intakeResponse = z.object({ intake });

export const intakeSummary = z.pick(intake, {
  id: true,
  encounterId: true,
  status: true,
  authorName: true,
  createdAt: true,
  updatedAt: true,
});
export type IntakeSummary = z.infer<typeof intakeSummary>;
export const patientIntakesResponse = z.object({ intakes: z.array(intakeSummary) });

export const instrumentId = z.enum(['phq9', 'gad7']);
export const severityBand = z.enum(['minimal', 'mild', 'moderate', 'moderately-severe', 'severe']);

/** A score (FHIR Observation), computed on the server. */
export const observation = z.object({
  id: z.string(),
  instrument: instrumentId,
  answers: z.array(z.number().check(z.int())),
  total: z.number().check(z.int()),
  band: severityBand,
  effectiveAt: z.string(),
  intakeId: z.nullable(z.string()),
  /**
   * Who answered: `clinician` (administered in session: an intake, a re-score) or `patient`
   * (answered in the portal before a session, issue 36); the chart tells them apart.
   */
  reportedBy: z.enum(['clinician', 'patient']),
});
export type Observation = z.infer<typeof observation>;
/**
 * `GET /patients/:id/observations` answers a page, oldest first (issue 31: no unpaged list):
 * at most `limit` (default `OBSERVATIONS_PAGE_DEFAULT`, at most `OBSERVATIONS_PAGE_MAX`);
 * `cursor` is the previous page's `nextCursor` (the last score's id, which names nothing),
 * absent on the last page. A re-score's answer is the first page.
 */
export const OBSERVATIONS_PAGE_DEFAULT = 50;
export const OBSERVATIONS_PAGE_MAX = 100;
export const observationsPageQuery = idPageQuery(OBSERVATIONS_PAGE_DEFAULT, OBSERVATIONS_PAGE_MAX);
export type ObservationsPageQuery = z.infer<typeof observationsPageQuery>;
export const observationsResponse = z.object({
  observations: z.array(observation),
  nextCursor: z.optional(z.string()),
});

/** `POST /patients/:id/observations`: a re-score between intakes; the form must be complete. */
export const rescoreInput = z.discriminatedUnion('instrument', [
  z.strictObject({ instrument: z.literal('phq9'), answers: phq9Answers }),
  z.strictObject({ instrument: z.literal('gad7'), answers: gad7Answers }),
]);
export type RescoreInput = z.infer<typeof rescoreInput>;

/**
 * Intake content as stored, read in today's shape: a mental status exam stored before its
 * domains took several choices has each multi-choice domain's single value (or null) read as a
 * list. The stored content itself is never rewritten: a signature covers it as stored.
 */
export function storedIntakeContent(stored: unknown): IntakeContent {
  const content = stored as IntakeContent;
  const mse = { ...content.mse } as Record<string, unknown>;
  for (const domain of MSE_MULTI_DOMAINS) mse[domain] = mseChoicesOf(mse[domain]);
  return { ...content, mse: mse as MentalStatusExam };
}

/** A blank intake: what the form starts from. */
export const emptyIntakeContent = (): IntakeContent => ({
  referral: { reason: '', presentingProblem: '' },
  history: { psychiatric: '', medical: '', substanceUse: '', family: '', social: '' },
  mse: {
    appearance: [],
    behaviour: [],
    speech: [],
    mood: [],
    affect: [],
    thoughtProcess: [],
    thoughtContent: [],
    perception: [],
    cognition: [],
    insight: null,
    judgement: null,
    notes: '',
  },
  risk: {
    suicidalIdeation: null,
    homicidalIdeation: null,
    plan: false,
    intent: false,
    means: false,
    history: '',
    protectiveFactors: '',
    level: null,
    rationale: '',
  },
  phq9: Array.from({ length: 9 }, () => null),
  gad7: Array.from({ length: 7 }, () => null),
  safetyAcknowledged: false,
  diagnoses: [],
  goals: [],
  consents: [],
});

/** The intake API's refusals, in the server's words; the MSW mock answers with the same. */
export const INTAKE_MESSAGES = {
  authorOnly: 'Only the intake’s author may change, sign or withdraw it.',
  signed: 'This intake is signed and can no longer be changed; mark it entered in error instead.',
  enteredInError: 'This intake was entered in error and can no longer be changed.',
  alreadyWithdrawn: 'This intake is already marked entered in error.',
  ifMatch: 'Send If-Match with the version you edited (its ETag, such as "v3").',
  stale: 'Someone saved this intake since you opened it: here is the current version.',
  empty: 'An empty intake cannot be signed: fill in at least one section.',
  safetyUnacknowledged:
    'PHQ-9 item 9 is answered above 0: acknowledge the safety alert and record a risk level with its rationale before signing.',
  notThisPatientsSession: 'encounterId: This session is not one of this patient’s sessions.',
} as const;

/** The note on each consent that signing an intake records as granted. */
export const INTAKE_CONSENT_NOTE = 'Recorded at intake.';

const INSTRUMENT_NAMES = { phq9: 'PHQ-9', gad7: 'GAD-7' } as const;

/**
 * The refusal of a re-score with unanswered items (1-based item numbers): e.g. "The PHQ-9 has
 * unanswered items (3, 9); a score needs all 9 answered."
 */
export const incompleteScoreMessage = (
  instrument: keyof typeof INSTRUMENT_NAMES,
  unanswered: readonly number[],
  items: number,
) =>
  `The ${INSTRUMENT_NAMES[instrument]} has unanswered items (${unanswered.join(', ')}); a score needs all ${items} answered.`;
