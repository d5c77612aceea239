import type { DraftingCue } from '../contracts/drafting.contract.ts';
import {
  CLIENT_COMMITMENT,
  CLINICIAN_PROMPT,
  FEELING,
  FILLER_WORDS,
  FUTURE,
  GREETING,
  HOMEWORK,
  IMPRESSION,
  INSTRUCTION,
  INTERVENTION,
  LOOKING_BACK,
  MEASUREMENT,
  NAMED_REPORT,
  OBSERVATION,
  PLAN_ACTION,
  PROGRESS,
  QUOTED,
  REPORTED_SPEECH,
  SMALL_TALK_MAX_WORDS,
  WHO_TO_DO,
} from './cue-lexicon.ts';
import {
  CLIENT_DENIAL,
  MEDICATION_TAKEN,
  RISK_STATEMENT,
  RISK_WORK,
  SHORTHAND_ASSESSMENT,
  SHORTHAND_FORMULATION,
  SHORTHAND_INTERVENTION,
  SHORTHAND_OBSERVATION,
  SHORTHAND_PLAN,
  SHORTHAND_SERVICE,
  THERAPY_ABBREVIATIONS,
} from './shorthand-lexicon.ts';
import type { Segment, Speaker } from './segment.ts';

/** Where a sentence goes in a SOAP note, or left out (DAP: subjective and objective are Data). */
export type Placement = 'subjective' | 'objective' | 'assessment' | 'plan' | 'omit';

interface CueRule {
  id: DraftingCue;
  place: Placement;
  /** Who may be speaking: null is the clinician writing a summary (no speaker labels). */
  speakers: readonly (Speaker | null)[];
  matches: (text: string, speaker: Speaker | null) => boolean;
}

const ANYONE = ['client', 'clinician', 'other', null] as const;
/** Everyone but the client: the client's own words are their report, whatever they say. */
const NOT_CLIENT = ['clinician', 'other', null] as const;

const any = (patterns: readonly RegExp[]) => (text: string) => patterns.some((p) => p.test(text));

/**
 * A risk statement in the writer's words (issue 30): hopelessness, a wish to die, self-harm, the
 * screening result. Not the client's own denial (their report) nor in-session risk work (the
 * safety plan reviewed is an intervention).
 */
export function isRiskStatement(text: string): boolean {
  return any(RISK_STATEMENT)(text) && !CLIENT_DENIAL.test(text) && !RISK_WORK.test(text);
}
/** Shorthand that starts with a plan ("f/u 1wk", "hw …", "refer to …", "GP letter …"). */
const startsShorthandPlan = (text: string) =>
  (SHORTHAND_PLAN[0]?.test(text) ?? false) || SHORTHAND_SERVICE.test(text);

/**
 * Filler words only; a greeting may name the person greeted ("Hi Anna, come in."). The clinician's
 * short greetings and thanks are small talk too ("Thank you for sharing that today.").
 */
function isSmallTalk(text: string, speaker: Speaker | null): boolean {
  const tokens = text.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  const others = tokens.filter((token) => !FILLER_WORDS.has(token.toLowerCase()));
  const greetsByName =
    others.length === 1 &&
    /^[A-Z][a-z]+$/.test(others[0] ?? '') &&
    GREETING.test(text) &&
    tokens[0] !== others[0];
  return (
    tokens.length > 0 &&
    tokens.length <= SMALL_TALK_MAX_WORDS &&
    !/\d/.test(text) &&
    (others.length === 0 || greetsByName || (speaker === 'clinician' && GREETING.test(text)))
  );
}

/**
 * The ordered cue rules: the first rule whose speaker and pattern match decides. Order matters
 * where two kinds of statement meet in one sentence; each comment says why the rule sits where it
 * does. The same order is documented on `DRAFTING_CUES` in common/contracts/drafting.contract.ts.
 */
export const CUE_RULES: readonly CueRule[] = [
  // Greetings and filler made only of filler words (or the clinician's greeting or thanks), at
  // most 8 words, no numbers: nothing clinical hides in them, so dropping them is safe. "Yes." and
  // "No." are kept (they may answer a risk question).
  { id: 'small-talk', place: 'omit', speakers: ANYONE, matches: isSmallTalk },
  // A risk statement goes to the Assessment (the risk update) before anything else could file it
  // under Plan ("wonders if anything will ever change" has a "will"; "no plan or intent" a plan).
  { id: 'risk', place: 'assessment', speakers: NOT_CLIENT, matches: isRiskStatement },
  // A medicine the client takes, with its dose ("on lithium 800mg"): their report, not a measure.
  {
    id: 'medication',
    place: 'subjective',
    speakers: NOT_CLIENT,
    matches: (text) => MEDICATION_TAKEN.test(text) && !startsShorthandPlan(text),
  },
  // A score or a measurement is Objective even when an impression or a plan is in the sentence.
  { id: 'measurement', place: 'objective', speakers: NOT_CLIENT, matches: any(MEASUREMENT) },
  // An explicit inference ("consistent with", "suggests", a diagnosis, a risk judgement) is the
  // clinician's Assessment, even when it cites what the client reported.
  // Not a note that starts with a plan or a named therapy ("refer to eating disorder service",
  // "CBT formulation of …"): those are the plan and the session's work.
  {
    id: 'impression',
    place: 'assessment',
    speakers: NOT_CLIENT,
    matches: (text) =>
      (any(IMPRESSION)(text) || SHORTHAND_FORMULATION.test(text)) &&
      !startsShorthandPlan(text) &&
      !THERAPY_ABBREVIATIONS.test(text),
  },
  // Homework ahead, referrals, follow-up, booking, what was agreed: Plan, whoever says it.
  {
    id: 'plan-action',
    place: 'plan',
    speakers: ANYONE,
    matches: (text) =>
      any(PLAN_ACTION)(text) ||
      any(SHORTHAND_PLAN)(text) ||
      SHORTHAND_SERVICE.test(text) ||
      (HOMEWORK.test(text) && !LOOKING_BACK.test(text)),
  },
  // An instruction for after the session ("Keep the diary.") or the summary shorthand "Client to
  // call …": Plan. Not in the client's turns (the client does not instruct the clinician).
  {
    id: 'instruction',
    place: 'plan',
    speakers: ['clinician', null],
    matches: (text, speaker) =>
      INSTRUCTION.test(text) || (speaker === null && WHO_TO_DO.test(text)),
  },
  // The clinician's own question or prompt ("Tell me about …") proposes no plan (those matched
  // above) and reports nothing: left out.
  {
    id: 'clinician-question',
    place: 'omit',
    speakers: ['clinician'],
    matches: (text) => /\?["'”’)]*$/.test(text.trim()) || CLINICIAN_PROMPT.test(text),
  },
  // The writer reports the client's words ("Client reports …"): Subjective, even when the report
  // is about progress or the future.
  {
    id: 'reported-speech',
    place: 'subjective',
    speakers: NOT_CLIENT,
    matches: (text) => any(REPORTED_SPEECH)(text) || NAMED_REPORT.test(text),
  },
  // "will", "next week", "tomorrow" in the writer's or the clinician's words: Plan.
  { id: 'future', place: 'plan', speakers: NOT_CLIENT, matches: any(FUTURE) },
  // What the clinician saw: Objective (before feelings: "appeared anxious" is an observation).
  {
    id: 'observation',
    place: 'objective',
    speakers: NOT_CLIENT,
    matches: (text) =>
      (OBSERVATION.test(text) || SHORTHAND_OBSERVATION.test(text)) &&
      !SHORTHAND_ASSESSMENT.test(text),
  },
  // What the clinician did in the session: Objective (DAP: Data).
  {
    id: 'intervention',
    place: 'objective',
    speakers: NOT_CLIENT,
    matches: (text) =>
      any(INTERVENTION)(text) ||
      THERAPY_ABBREVIATIONS.test(text) ||
      SHORTHAND_INTERVENTION.test(text) ||
      RISK_WORK.test(text),
  },
  // The client (or a family member) says what they will do ("I'll try that", "I can do that"): Plan.
  {
    id: 'client-commitment',
    place: 'plan',
    speakers: ['client', 'other'],
    matches: (text) => CLIENT_COMMITMENT.test(text) && !any(RISK_STATEMENT)(text),
  },
  // Everything else the client says in their own turn is their report: Subjective.
  { id: 'client-turn', place: 'subjective', speakers: ['client'], matches: () => true },
  // Change and response to treatment in the writer's words: Assessment.
  {
    id: 'progress',
    place: 'assessment',
    speakers: NOT_CLIENT,
    matches: (text) => PROGRESS.test(text) || SHORTHAND_ASSESSMENT.test(text),
  },
  // Feelings and quoted speech: Subjective.
  {
    id: 'feeling',
    place: 'subjective',
    speakers: NOT_CLIENT,
    matches: (text) => FEELING.test(text) || QUOTED.test(text),
  },
];

/**
 * The documented default when no rule decides: Subjective, except the clinician's own words in a
 * transcript, which are the session's intervention (psychoeducation, reflections): Objective.
 * DAP: both are Data.
 */
export function defaultPlacement(speaker: Speaker | null): Placement {
  return speaker === 'clinician' ? 'objective' : 'subjective';
}

/** Which cue decides a sentence, and where it goes. Pure: the same sentence, the same answer. */
export function decideCue(segment: Pick<Segment, 'text' | 'speaker'>): {
  cue: DraftingCue;
  place: Placement;
} {
  for (const rule of CUE_RULES) {
    if (rule.speakers.includes(segment.speaker) && rule.matches(segment.text, segment.speaker)) {
      return { cue: rule.id, place: rule.place };
    }
  }
  return { cue: 'default', place: defaultPlacement(segment.speaker) };
}
