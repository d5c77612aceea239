import {
  EVIDENCE_RANK,
  type KnowledgeEntry,
  type MatchCaution,
  type MatchReason,
  type MatchResponse,
  type TreatedCondition,
  type TreatmentMatch,
} from '../contracts/knowledge.contract';

/**
 * The renowned treatments matcher (issue 12): from a patient's diagnoses, presenting problems and
 * age group, the shipped treatments ranked by how well they fit and how strong their evidence is.
 * Pure and deterministic: the server's route and the mocks call this one function.
 *
 * Scoring, per condition a treatment treats:
 * - The condition is matched only when a diagnosis code or a problem term points to it, and,
 *   when the age group is known, that group is one of the condition's (family-based treatment
 *   for anorexia is for young people: an adult's F50.0 does not match it). Age alone never
 *   matches.
 * - Diagnosis points: the most specific matching ICD-10-CM prefix counts,
 *   `DIAGNOSIS_POINTS + SPECIFICITY_POINTS × (characters beyond the 3-character category)`,
 *   dots ignored: F42 → 10, F42.2 → 12, F43.10 → 14.
 * - Problem points: `PROBLEM_POINTS` for the first term found in the problems text, plus
 *   `EXTRA_TERM_POINTS` per further distinct term, at most `PROBLEM_POINTS_MAX` (a presenting
 *   problem alone weighs less than a diagnosis). Terms match whole words, case- and
 *   accent-insensitive, with simple plural and verb endings tolerated (checks ~ checking).
 * - Age point: `AGE_POINTS` when the age group is known and fits.
 * - Risk points (issue 30): `RISK_POINTS` when the chart carries a risk flag the condition names.
 * - score = (diagnosis + problem + risk + age points) × EVIDENCE_RANK of the condition's level
 *   (strong 3, moderate 2, emerging 1).
 * Each treatment is shown once, with its best condition (a risk flag, then score, then evidence,
 * then label), whose level, label, sources and reasons it carries, with the entry's cautions for
 * the patient's diagnoses. Order: matched by a risk flag first (safety planning for suicide risk,
 * whatever the diagnoses), then score, then evidence, then title.
 */

export const DIAGNOSIS_POINTS = 10;
export const SPECIFICITY_POINTS = 2;
export const PROBLEM_POINTS = 4;
export const EXTRA_TERM_POINTS = 1;
export const PROBLEM_POINTS_MAX = 7;
export const AGE_POINTS = 1;
export const RISK_POINTS = DIAGNOSIS_POINTS;

/** What the matcher reads: diagnoses, problems in the clinician's words, age group, risk flags. */
export type MatchBasis = MatchResponse['basis'];

const compact = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Points for the most specific of the condition's prefixes that `code` starts with, else 0. */
function diagnosisPoints(code: string, prefixes: readonly string[]): number {
  const target = compact(code);
  let best = 0;
  for (const prefix of prefixes.map(compact)) {
    if (prefix.length === 0 || !target.startsWith(prefix)) continue;
    const points = Math.max(1, DIAGNOSIS_POINTS + SPECIFICITY_POINTS * (prefix.length - 3));
    best = Math.max(best, points);
  }
  return best;
}

/** A consonant written twice at the end by a suffix (cutting → cutt → cut), not ll/ss/zz. */
const DOUBLED = /([b-df-hj-kmnp-rtv-y])\1$/;

/** A light stemmer, applied alike to terms and text: plurals, -ing, -ed, a final e. */
function stem(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (/(ies|ied)$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ing|ed)$/.test(w) && w.length > 5) {
    w = w.slice(0, w.endsWith('ing') ? -3 : -2);
    if (DOUBLED.test(w)) w = w.slice(0, -1);
  } else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The words of a text, lower-cased, without accents, stemmed. */
export function stemmedWords(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return (plain.match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

/** Whether `term`'s words occur, in order and adjacent, among `words`. */
function containsTerm(words: readonly string[], term: readonly string[]): boolean {
  if (term.length === 0 || term.length > words.length) return false;
  for (let start = 0; start + term.length <= words.length; start += 1) {
    if (term.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

interface ConditionFit {
  condition: TreatedCondition;
  score: number;
  reasons: MatchReason[];
}

/** How well `condition` fits the basis, or null when it is not matched. */
function fitOf(
  condition: TreatedCondition,
  basis: MatchBasis,
  words: string[],
): ConditionFit | null {
  if (basis.ageGroup && !condition.ageGroups.includes(basis.ageGroup)) return null;
  const reasons: MatchReason[] = [];
  const flags = basis.riskFlags.filter((flag) => condition.riskFlags?.includes(flag));
  for (const flag of flags) reasons.push({ kind: 'risk', flag, condition: condition.label });
  let diagnosis = 0;
  const codes = new Set<string>();
  for (const { code } of basis.diagnoses) {
    const points = diagnosisPoints(code, condition.icd10Prefixes);
    if (points === 0 || codes.has(code)) continue;
    codes.add(code);
    diagnosis = Math.max(diagnosis, points);
    reasons.push({ kind: 'diagnosis', code, condition: condition.label });
  }
  const terms = new Set<string>();
  for (const term of condition.problemTerms) {
    const key = stemmedWords(term).join(' ');
    if (terms.has(key) || !containsTerm(words, stemmedWords(term))) continue;
    terms.add(key);
    reasons.push({ kind: 'problem', term, condition: condition.label });
  }
  if (reasons.length === 0) return null;
  const problem =
    terms.size === 0
      ? 0
      : Math.min(PROBLEM_POINTS_MAX, PROBLEM_POINTS + EXTRA_TERM_POINTS * (terms.size - 1));
  let strength = diagnosis + problem + (flags.length > 0 ? RISK_POINTS : 0);
  if (basis.ageGroup) {
    strength += AGE_POINTS;
    reasons.push({ kind: 'age', ageGroup: basis.ageGroup });
  }
  return { condition, score: strength * EVIDENCE_RANK[condition.level], reasons };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Whether a match answers a risk flag of the chart, and so comes first. */
export const isRiskFirst = (match: { reasons: readonly MatchReason[] }) =>
  match.reasons.some((reason) => reason.kind === 'risk');

const byRisk = (a: { reasons: MatchReason[] }, b: { reasons: MatchReason[] }) =>
  Number(isRiskFirst(b)) - Number(isRiskFirst(a));

/** Better first: a risk flag, then score, then evidence, then the condition's label. */
function compareFits(a: ConditionFit, b: ConditionFit): number {
  return (
    byRisk(a, b) ||
    b.score - a.score ||
    EVIDENCE_RANK[b.condition.level] - EVIDENCE_RANK[a.condition.level] ||
    byText(a.condition.label, b.condition.label)
  );
}

/** The entry's cautions that one of the diagnoses calls for, each once, with its code. */
function cautionsOf(entry: KnowledgeEntry, basis: MatchBasis): MatchCaution[] {
  return (entry.cautions ?? []).flatMap(({ label, icd10Prefixes, advice, sources }) => {
    const hit = basis.diagnoses.find(({ code }) => diagnosisPoints(code, icd10Prefixes) > 0);
    return hit ? [{ label, code: hit.code, advice, sources }] : [];
  });
}

/** The treatments among `entries` that fit `basis`, best first, each with why it matched. */
export function matchTreatments(
  entries: readonly KnowledgeEntry[],
  basis: MatchBasis,
): TreatmentMatch[] {
  const words = stemmedWords(basis.problems);
  const matches: TreatmentMatch[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'treatment') continue;
    const fits = entry.conditions
      .map((condition) => fitOf(condition, basis, words))
      .filter((fit): fit is ConditionFit => fit !== null)
      .sort(compareFits);
    const best = fits[0];
    if (!best) continue;
    matches.push({
      entryId: entry.id,
      title: entry.title,
      summary: entry.summary,
      level: best.condition.level,
      condition: best.condition.label,
      reasons: best.reasons,
      sources: best.condition.sources,
      cautions: cautionsOf(entry, basis),
      score: best.score,
      literatureQuery: entry.literatureQuery,
    });
  }
  return matches.sort(
    (a, b) =>
      byRisk(a, b) ||
      b.score - a.score ||
      EVIDENCE_RANK[b.level] - EVIDENCE_RANK[a.level] ||
      byText(a.title, b.title) ||
      byText(a.entryId, b.entryId),
  );
}
