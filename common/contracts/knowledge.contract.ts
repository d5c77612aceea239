import * as z from 'zod/mini';
import { icd10Code, type PatientFlag } from './patients.contract';
import { safeText } from './safe-text';

/**
 * Knowledge search and the renowned treatments matcher (issue 12; CLINICAL.md decision 7): a
 * curated, cited knowledge base shipped with Praxis (`common/knowledge/content`), searched with
 * PostgreSQL full-text search on the server. One definition for the client, the mocks and the
 * server. The entries' texts are the team's English; the page around them is translated.
 */

export const KNOWLEDGE_PATHS = {
  /** `GET` with `knowledgeSearchQuery`: ranked hits with highlighted matches. */
  search: '/knowledge/search',
  /** `GET` one entry, whole. */
  entry: '/knowledge/entries/:id',
  /** `POST` `matchInput`: treatments for diagnoses, problems and an age group typed in. */
  match: '/knowledge/match',
  /** `GET` treatments for one patient's active diagnoses, intake problems and age (care team). */
  patientMatch: '/patients/:id/treatment-matches',
} as const;

export const knowledgeEntryPath = (id: string) => `/knowledge/entries/${encodeURIComponent(id)}`;
export const patientMatchPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/treatment-matches`;

export const knowledgeKind = z.enum(['treatment', 'instrument']);
export type KnowledgeKind = z.infer<typeof knowledgeKind>;

/**
 * How strong the evidence is, from the cited source's own grading: `strong` — APA Division 12
 * "strong research support", a NICE first-line recommendation, or a Cochrane review finding a
 * clear benefit; `moderate` — APA "modest" support, a NICE second-line or "consider"
 * recommendation; `emerging` — promising trials without a guideline recommendation yet.
 */
export const evidenceLevel = z.enum(['strong', 'moderate', 'emerging']);
export type EvidenceLevel = z.infer<typeof evidenceLevel>;
export const EVIDENCE_RANK: Record<EvidenceLevel, number> = { strong: 3, moderate: 2, emerging: 1 };

export const ageGroup = z.enum(['child', 'adolescent', 'adult', 'older-adult']);
export type AgeGroup = z.infer<typeof ageGroup>;
export const AGE_GROUPS = ageGroup.options;

/** A cited fact: which body or review says so, and where to read it. */
export const evidenceSource = z.object({
  /** E.g. "APA Division 12", "NICE NG116", "Cochrane". */
  body: z.string(),
  citation: z.string(),
  url: z.nullable(z.url({ protocol: /^https$/ })),
  year: z.nullable(z.number().check(z.int())),
});
export type EvidenceSource = z.infer<typeof evidenceSource>;

/**
 * The chart's flags the matcher reads (issue 30): a risk a treatment answers whatever the
 * diagnoses. An allergy is a chart flag but no risk the matcher weighs.
 */
export const matchRiskFlag = z.enum([
  'suicide-risk',
  'violence-risk',
  'safeguarding',
  'other-risk',
] as const satisfies readonly PatientFlag[]);
export type MatchRiskFlag = z.infer<typeof matchRiskFlag>;
export const MATCH_RISK_FLAGS = matchRiskFlag.options;

/** The risk flags among a chart's flags, in the contract's order. */
export const riskFlagsOf = (flags: readonly string[]): MatchRiskFlag[] =>
  MATCH_RISK_FLAGS.filter((flag) => flags.includes(flag));

/** A condition a treatment treats, with the evidence for it, and how the matcher recognises it. */
export const treatedCondition = z.object({
  label: z.string(),
  /** ICD-10-CM codes or code prefixes ("F42" matches F42.2). */
  icd10Prefixes: z.array(z.string()),
  /** Words of a presenting problem that point to this condition ("checking", "intrusive"). */
  problemTerms: z.array(z.string()),
  /** Chart flags that point to this condition; a match by one is shown first, whatever else. */
  riskFlags: z.optional(z.array(matchRiskFlag)),
  level: evidenceLevel,
  ageGroups: z.array(ageGroup).check(z.minLength(1)),
  sources: z.array(evidenceSource).check(z.minLength(1)),
});
export type TreatedCondition = z.infer<typeof treatedCondition>;

/**
 * Where a treatment needs care (issue 30): with a diagnosis under these prefixes, a match of the
 * treatment carries this caution, whichever condition it was matched for (sleep restriction in
 * CBT-I can trigger hypomania in bipolar disorder).
 */
export const treatmentCaution = z.object({
  /** What the caution is about, e.g. "Bipolar disorder". */
  label: z.string(),
  icd10Prefixes: z.array(z.string()).check(z.minLength(1)),
  /** What to do differently, in the team's English. */
  advice: z.string(),
  sources: z.array(evidenceSource).check(z.minLength(1)),
});
export type TreatmentCaution = z.infer<typeof treatmentCaution>;

export const knowledgeEntry = z.object({
  /** A stable slug, e.g. `exposure-response-prevention`. */
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  kind: knowledgeKind,
  title: z.string(),
  /** Other names and abbreviations (ERP, EX/RP). */
  aliases: z.array(z.string()),
  summary: z.string(),
  description: z.string(),
  forWhom: z.string(),
  ageGroups: z.array(ageGroup).check(z.minLength(1)),
  /** Treatments: what it treats, with evidence. Instruments: empty. */
  conditions: z.array(treatedCondition),
  /** Instruments: what it measures, items, scoring and cut-offs; treatments: null. */
  measurement: z.nullable(
    z.object({
      measures: z.string(),
      items: z.number().check(z.int(), z.positive()),
      scoring: z.string(),
      cutoffs: z.string(),
    }),
  ),
  typicalCourse: z.nullable(z.string()),
  contraindications: z.nullable(z.string()),
  /** Treatments: where they need care, by diagnosis; absent when none is known. */
  cautions: z.optional(z.array(treatmentCaution)),
  /** Ids of related entries (a treatment's instruments, an instrument's treatments). */
  related: z.array(z.string()),
  /** Sources for the entry as a whole (an instrument's validation study…). */
  sources: z.array(evidenceSource),
  /** A PubMed query for the literature page ("exposure and response prevention" AND OCD). */
  literatureQuery: z.string(),
});
export type KnowledgeEntry = z.infer<typeof knowledgeEntry>;
export const knowledgeEntryResponse = z.object({ entry: knowledgeEntry });

export const KNOWLEDGE_LIMITS = { queryMaxLength: 200, pageSizeMax: 50, problemsMaxLength: 2000 };

export const knowledgeSearchQuery = z.strictObject({
  q: safeText().check(
    z.trim(),
    z.minLength(1, 'Type what to search for'),
    z.maxLength(KNOWLEDGE_LIMITS.queryMaxLength),
    z.refine(
      (text) => /[\p{L}\p{N}]/u.test(text),
      'Type at least one word or number to search for',
    ),
  ),
  kind: z.optional(knowledgeKind),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(KNOWLEDGE_LIMITS.pageSizeMax)),
    20,
  ),
});
export type KnowledgeSearchQuery = z.infer<typeof knowledgeSearchQuery>;

/** Text with the matched words marked: render `match` parts as <mark>, never as HTML. */
export const highlightPart = z.object({ text: z.string(), match: z.boolean() });
export type HighlightPart = z.infer<typeof highlightPart>;

export const knowledgeHit = z.object({
  id: z.string(),
  kind: knowledgeKind,
  title: z.string(),
  /** The best passage of the entry with the query's words marked. */
  highlight: z.array(highlightPart),
  rank: z.number(),
});
export type KnowledgeHit = z.infer<typeof knowledgeHit>;
export const knowledgeSearchResponse = z.object({ hits: z.array(knowledgeHit) });
export type KnowledgeSearchResponse = z.infer<typeof knowledgeSearchResponse>;

/** How many diagnoses the matcher takes in one question. */
export const MATCH_DIAGNOSES_MAX = 20;

export const matchInput = z.strictObject({
  diagnoses: z._default(z.array(icd10Code).check(z.maxLength(MATCH_DIAGNOSES_MAX)), []),
  /** Presenting problems in the clinician's words. */
  problems: z._default(
    safeText().check(z.trim(), z.maxLength(KNOWLEDGE_LIMITS.problemsMaxLength)),
    '',
  ),
  ageGroup: z._default(z.nullable(ageGroup), null),
  /** Risk flags the clinician says the patient carries (a chart's match reads the chart's). */
  riskFlags: z._default(z.array(matchRiskFlag).check(z.maxLength(MATCH_RISK_FLAGS.length)), []),
});
export type MatchInput = z.input<typeof matchInput>;

/** Why a treatment matched: structured, so the page says it in the reader's language. */
export const matchReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('diagnosis'), code: z.string(), condition: z.string() }),
  z.object({ kind: z.literal('problem'), term: z.string(), condition: z.string() }),
  z.object({ kind: z.literal('age'), ageGroup }),
  /** A risk flag: the match is shown first, whatever the diagnoses. */
  z.object({ kind: z.literal('risk'), flag: matchRiskFlag, condition: z.string() }),
]);
export type MatchReason = z.infer<typeof matchReason>;

export const treatmentMatch = z.object({
  entryId: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The matched condition with the strongest evidence decides the level shown. */
  level: evidenceLevel,
  condition: z.string(),
  reasons: z.array(matchReason).check(z.minLength(1)),
  sources: z.array(evidenceSource),
  /** Where this treatment needs care for this patient's diagnoses (may be empty). */
  cautions: z.array(
    z.object({
      label: z.string(),
      code: z.string(),
      advice: z.string(),
      sources: z.array(evidenceSource),
    }),
  ),
  score: z.number(),
  literatureQuery: z.string(),
});
export type TreatmentMatch = z.infer<typeof treatmentMatch>;

export const matchResponse = z.object({
  /** What the match was made from (for a patient: read from the chart). */
  basis: z.object({
    diagnoses: z.array(z.object({ code: z.string(), text: z.string() })),
    problems: z.string(),
    ageGroup: z.nullable(ageGroup),
    /** The chart's risk flags (for typed-in diagnoses: those the clinician ticked). */
    riskFlags: z.array(matchRiskFlag),
  }),
  matches: z.array(treatmentMatch),
});
export type MatchResponse = z.infer<typeof matchResponse>;
export type MatchCaution = TreatmentMatch['cautions'][number];
