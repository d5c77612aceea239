import type { FieldSuggestions, SourceSpan } from '../contracts/drafting.contract.ts';
import type { RiskUpdate } from '../contracts/notes.contract.ts';
import type { DraftingCue } from '../contracts/drafting.contract.ts';
import { CLIENT_DENIAL, RISK_STATEMENT } from './shorthand-lexicon.ts';

/** A sentence as the drafter filed it: what the suggestions are read from. */
export interface FiledSentence {
  text: string;
  source: SourceSpan;
  cue: DraftingCue;
}

/**
 * Interventions named in what the clinician did, in the words of the note's "Interventions used"
 * (the clinic's default list in notes.contract, and a few techniques clinicians record by name).
 */
const INTERVENTION_NAMES: readonly (readonly [RegExp, string])[] = [
  [/\bMI\b|\bmotivational interviewing\b/i, 'MI'],
  [
    /\bCBT\b|\bthought records?\b|\bcognitive restructuring\b|\bcore beliefs?\b|\bbehaviou?ral experiments?\b/i,
    'CBT',
  ],
  [/\bDBT\b|\bchain analysis\b|\bdistress tolerance\b|\bTIPP\b/i, 'DBT'],
  [/\bACT\b|\bvalues work\b|\bacceptance\b/i, 'ACT'],
  [/\bEMDR\b/i, 'EMDR'],
  [
    /\bBA\b|\bbehaviou?ral activation\b|\bactivity (?:scheduling|monitoring)\b/i,
    'behavioural activation',
  ],
  [/\bERP\b|\bPE\b|\bexposure\b/i, 'exposure'],
  [/\bpsycho-?ed\w*/i, 'psychoeducation'],
  [/\bmindful\w*/i, 'mindfulness'],
  [/\bsafety plan\w*/i, 'safety planning'],
  [/\bgrounding\b/i, 'grounding'],
  [/\bproblem[- ]solving\b/i, 'problem solving'],
  [/\brole[- ]?play\w*/i, 'role play'],
  [
    /\brelaxation\b|\b(?:paced|diaphragmatic|slow) breathing\b|\bbreathing exercises?\b/i,
    'relaxation',
  ],
];

/** Cues that file what the clinician did in the session (not the plan, not the client's report). */
const DONE_IN_SESSION: readonly DraftingCue[] = ['intervention', 'observation', 'default'];

/** "no SI", "denies plan", "no thoughts of harm": a screening result, not a concern. */
const NEGATED =
  /\b(?:no|denies|denied|nil|without)\s+(?:active |current |immediate |passive |suicidal )?(?:SI|HI|plan|intent|ideation|risk(?: to \w+)?|thoughts? of (?:harm|self[- ]?harm)|DV|IPV)\b/gi;
const isConcern = (text: string) =>
  RISK_STATEMENT.some((pattern) => pattern.test(text.replace(NEGATED, ' ')));
const RISE = /\b(?:increas\w*|escalat\w*|worse\w*|worsen\w*|rising|higher|more frequent)\b/i;
const FALL = /\b(?:decreas\w*|reduc\w*|less frequent|lower|fewer|improv\w*|settled)\b/i;

function riskValue(concerns: string[], all: string[]): RiskUpdate {
  if (all.some((text) => RISE.test(text))) return 'increased';
  if (all.some((text) => FALL.test(text))) return 'decreased';
  return concerns.length > 0 ? 'new-concern' : 'no-change';
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What the note's structured fields could say, read from the filed sentences (issue 30):
 * the interventions named in what was done in the session, and the risk update from the risk
 * statements and the client's denials. Suggestions only: the clinician confirms each in the
 * review, nothing is written into the note's fields without it.
 */
export function suggestFields(sentences: readonly FiledSentence[]): FieldSuggestions {
  const interventions: FieldSuggestions['interventions'] = [];
  for (const sentence of sentences) {
    if (!DONE_IN_SESSION.includes(sentence.cue)) continue;
    for (const [pattern, value] of INTERVENTION_NAMES) {
      if (pattern.test(sentence.text) && !interventions.some((found) => found.value === value)) {
        interventions.push({ value, source: sentence.source });
      }
    }
  }
  const risk = sentences.filter(
    (sentence) =>
      sentence.cue === 'risk' ||
      (CLIENT_DENIAL.test(sentence.text) && RISK_STATEMENT.some((p) => p.test(sentence.text))),
  );
  const texts = risk.map((sentence) => oneLine(sentence.text));
  return {
    interventions,
    riskUpdate:
      risk.length === 0
        ? null
        : {
            value: riskValue(texts.filter(isConcern), texts),
            note: texts.join('; ').slice(0, 2_000),
            sources: risk.map((sentence) => sentence.source),
          },
  };
}
