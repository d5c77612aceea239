import * as z from 'zod/mini';
import { recordId, safeText } from './safe-text';
import { AI_PROVIDER_IDS, NOTE_SECTIONS, riskUpdate } from './notes.contract';

/**
 * AI-drafted notes (CLINICAL.md decision 4: AI drafts, the clinician signs). A draft is made on
 * the server by a drafting provider from a session's transcript or the clinician's typed summary;
 * every drafted sentence says where it came from (offsets into the input) and which cue placed it.
 */

export const draftingProviderId = z.enum(AI_PROVIDER_IDS);
export type DraftingProviderId = z.infer<typeof draftingProviderId>;

/**
 * Why a sentence went where it went. The offline drafter tries its rules in this order and the
 * first that matches decides (common/drafting/cue-rules.ts holds each rule's patterns).
 */
export const DRAFTING_CUES = [
  /** Greeting, thanks or filler ("Hi, come in.", "Okay.", "Mm-hm."): left out of the note. */
  'small-talk',
  /**
   * A risk statement in the writer's words (hopelessness, a wish to die, self-harm, "no SI today"):
   * Assessment and the risk update, never Plan. Not the client's own denial (reported speech).
   */
  'risk',
  /** A medicine the client takes, with its dose ("on lithium 800mg"): their report, Subjective. */
  'medication',
  /** A standardised score, a measurement or a vital sign (PHQ-9 14, "scored", BP 120/80): Objective. */
  'measurement',
  /** A clinical impression or diagnosis ("consistent with", "suggests", "risk is assessed as"): Assessment. */
  'impression',
  /** Homework, referral, follow-up or the next appointment: Plan. */
  'plan-action',
  /** An instruction for after the session ("Keep the diary.", "Client to call the GP."): Plan. */
  'instruction',
  /** The clinician's own question or prompt that proposes nothing: left out (not a client report). */
  'clinician-question',
  /** The writer reports what the client said or feels ("Client reports", "she denies"): Subjective. */
  'reported-speech',
  /** A future action or a time ahead in the writer's words ("will", "next week"): Plan. */
  'future',
  /** What the clinician saw (affect, appearance, "appeared", "observed", eye contact): Objective. */
  'observation',
  /** What the clinician did in session (psychoeducation, CBT, "we practised"): Objective. */
  'intervention',
  /** The client says what they will do ("I'll try the breathing exercise"): Plan. */
  'client-commitment',
  /** Anything the client says in their own turn (first person, their own account): Subjective. */
  'client-turn',
  /** Progress, change or response to treatment ("improved", "progress toward"): Assessment. */
  'progress',
  /** Feeling words and quoted speech ("overwhelmed", "she said \"...\""): Subjective. */
  'feeling',
  /**
   * No cue decided: Subjective, or Objective for the clinician's own words in a transcript (DAP:
   * Data), for the clinician to move if needed.
   */
  'default',
  /** Written by a language model; its source is where its quoted evidence was found, or none. */
  'model',
] as const;
export const draftingCue = z.enum(DRAFTING_CUES);
export type DraftingCue = z.infer<typeof draftingCue>;

/** Offsets into the input text, in UTF-16 code units (JavaScript string indices), end exclusive. */
export const sourceSpan = z
  .object({
    start: z.number().check(z.int(), z.nonnegative()),
    end: z.number().check(z.int(), z.nonnegative()),
  })
  .check(z.refine((span) => span.end >= span.start, 'A source span ends after it starts'));
export type SourceSpan = z.infer<typeof sourceSpan>;

const sentenceOf = <S extends z.ZodMiniType>(section: S) =>
  z.object({
    section,
    text: z.string(),
    /** Null only for a model's sentence whose quoted evidence is not in the input: check it. */
    source: z.nullable(sourceSpan),
    cue: draftingCue,
    confidence: z.optional(z.number().check(z.gte(0), z.lte(1))),
  });

/** A sentence of the input the drafter left out of the note, and why. */
export const omittedSentence = z.object({ text: z.string(), source: sourceSpan, cue: draftingCue });
export type OmittedSentence = z.infer<typeof omittedSentence>;

/**
 * What the note's structured fields could say, read from the input (issue 30): suggestions the
 * clinician confirms one by one in the review; never written into the note without that.
 */
export const fieldSuggestions = z.object({
  /** An intervention named in what was done in the session ("used MI" → "MI"), and where. */
  interventions: z.array(
    z.object({ value: z.string().check(z.minLength(1), z.maxLength(80)), source: sourceSpan }),
  ),
  /** The risk update the risk statements suggest, the note made of them, and where they are. */
  riskUpdate: z.nullable(
    z.object({
      value: riskUpdate,
      note: z.string().check(z.maxLength(2_000)),
      sources: z.array(sourceSpan),
    }),
  ),
});
export type FieldSuggestions = z.infer<typeof fieldSuggestions>;

const common = {
  /**
   * The structured fields' suggestions. The offline drafter always reads them from the input;
   * absent in drafts made before issue 30 and in a purged draft.
   */
  suggestions: z.optional(fieldSuggestions),
  /** Sentences left out (small talk, the clinician's questions), so the review can show them. */
  omitted: z.array(omittedSentence),
  provider: draftingProviderId,
  /** The model's name for an external provider; null for the offline drafter. */
  model: z.nullable(z.string()),
};

export const soapSection = z.enum(NOTE_SECTIONS.soap);
export const dapSection = z.enum(NOTE_SECTIONS.dap);

export const soapDraft = z.object({
  format: z.literal('soap'),
  sections: z.strictObject({
    subjective: z.string(),
    objective: z.string(),
    assessment: z.string(),
    plan: z.string(),
  }),
  sentences: z.array(sentenceOf(soapSection)),
  ...common,
});

export const dapDraft = z.object({
  format: z.literal('dap'),
  sections: z.strictObject({ data: z.string(), assessment: z.string(), plan: z.string() }),
  sentences: z.array(sentenceOf(dapSection)),
  ...common,
});

/** A drafted note: each section's text and the sentences it is made of, in input order. */
export const draftedNote = z.discriminatedUnion('format', [soapDraft, dapDraft]);
export type DraftedNote = z.infer<typeof draftedNote>;
export type DraftedSentence = DraftedNote['sentences'][number];

/** Why an external provider's draft failed (the offline draft is used instead). */
export const draftingFailureKind = z.enum([
  'timeout',
  'rate-limited',
  'server-error',
  'http-error',
  'network',
  'malformed-output',
  'schema-invalid',
  'aborted',
]);
export type DraftingFailureKind = z.infer<typeof draftingFailureKind>;

/** What a draft request yields: the note, and why the external model was not used, if it failed. */
export const draftOutcome = z.object({
  note: draftedNote,
  fallback: z.nullable(z.object({ kind: draftingFailureKind, message: z.string() })),
});
export type DraftOutcome = z.infer<typeof draftOutcome>;

/** The longest input a draft accepts (a transcript or a typed summary), in characters. */
export const DRAFT_INPUT_MAX = 200_000;

export const DRAFTING_PATHS = {
  /** `POST`: drafts the session's note from a transcript or a typed summary (the session's clinician). */
  sessionDraft: '/encounters/:id/note-drafts',
  /** `GET` one draft with its input, so each sentence can be shown beside its source (audited). */
  draft: '/note-drafts/:id',
} as const;

export const sessionDraftPath = (encounterId: string) =>
  `/encounters/${encodeURIComponent(encounterId)}/note-drafts`;
export const noteDraftPath = (id: string) => `/note-drafts/${encodeURIComponent(id)}`;

/** What a draft is made from: one of the session's transcripts, or the clinician's own words. */
export const draftSource = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('transcript'),
    recordingId: recordId(),
  }),
  z.strictObject({
    kind: z.literal('summary'),
    text: safeText().check(z.trim(), z.minLength(1), z.maxLength(DRAFT_INPUT_MAX)),
  }),
]);
export type DraftSource = z.infer<typeof draftSource>;

export const draftRequest = z.strictObject({
  format: z.enum(['soap', 'dap']),
  source: draftSource,
});
export type DraftRequest = z.infer<typeof draftRequest>;

/**
 * Why the offline drafter wrote the draft although the clinic chose the external model: the
 * clinic's setting, no model configured on the server, no recording & AI consent from the patient,
 * or the model failed (then `fallback` says how). Null when the external model wrote it, or the
 * clinic chose the offline drafter.
 */
export const offlineReason = z.enum(['not-configured', 'no-consent', 'provider-failed']);
export type OfflineReason = z.infer<typeof offlineReason>;

/** A draft the server made and keeps (provider, model and input recorded: decision 4). */
export const noteDraft = z.object({
  id: z.string(),
  encounterId: z.string(),
  authorId: z.string(),
  createdAt: z.string(),
  sourceKind: z.enum(['transcript', 'summary']),
  recordingId: z.nullable(z.string()),
  /** The text the draft was made from; sentence sources are offsets into it. */
  input: z.string(),
  note: draftedNote,
  fallback: draftOutcome.shape.fallback,
  offlineReason: z.nullable(offlineReason),
});
export type NoteDraft = z.infer<typeof noteDraft>;
export const noteDraftResponse = z.object({ draft: noteDraft });

/** The refusal codes of the drafting endpoint, in `{ code }` of a 409. */
export const DRAFTING_REFUSALS = [
  'ai-off',
  'no-transcript',
  'session-not-under-way',
  'note-signed',
] as const;
export type DraftingRefusal = (typeof DRAFTING_REFUSALS)[number];

/**
 * The `{ code }` of the 410 `GET` of a draft answers once the clinic's transcript retention has
 * removed the transcript it was made from, and with it the draft's input and drafted text.
 */
export const DRAFT_PURGED = 'draft-purged';

/** The drafting API's refusals, in the server's words; the MSW mock answers with the same. */
export const DRAFTING_MESSAGES = {
  aiOff: 'AI drafting is turned off in this clinic’s settings.',
  noteSigned:
    'This session’s note is signed and locked: add an addendum instead of drafting it again.',
  noTranscript:
    'This session has no such recording with a transcript (not transcribed yet, or removed).',
  /** A session that has not begun (planned, cancelled, no-show) is not drafted. */
  notBegun: (status: string) =>
    `This session is ${status}: a note is drafted once the patient has arrived.`,
} as const;
