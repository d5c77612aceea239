/**
 * Clause splitting for clinical shorthand (issue 30): a typed note with no punctuation is one
 * "sentence" to ICU ("pt reports low mood x2wks sleep poor wonders if anything will ever change
 * used MI reviewed safety plan no SI today f/u 1wk"). A new clause starts where shorthand starts
 * one — a subject ("pt"), a reporting verb, a family member, a named therapy or an intervention
 * verb, an instrument, a mental-status term, a risk statement, a plan word — and after a time
 * qualifier that ends one ("x2wks", "most nights", "today"). Pure; offsets index the input.
 */

const token = /\S+/g;
const norm = (word: string) => word.toLowerCase().replace(/^[("'“]+|[),.;:"'”]+$/g, '');

/** Always start a clause (a clinical subject, a report, an intervention, a plan, an instrument). */
const STARTERS = new Set(
  `pt client clt reports states says c/o denies endorses describes feels wants worried convinced
   wonders thinks sees used reviewed introduced discussed explored practised practiced taught
   completed provided processed validated psychoed psychoeducation administered explained praised
   mi cbt dbt act ba erp pe emdr grounding phq-9 phq9 gad-7 gad7 pcl-5 audit epds y-bocs ybocs
   core-10 uds suds weight affect tearful appeared withdrawn guarded quiet thought speech
   si hi passive hopeless protective risk crisis f/u fu hw homework cont refer liaise
   schedule keep set complete reduce add use discuss inform phone sx improving stable progress
   flat taking role cognitive behavioural relaxation mindfulness contemplation
   precontemplation motivation adherence started camhs`.split(/\s+/),
);
/** Family and social roles start a clause unless a preposition or a modifier ties them back. */
const PEOPLE = new Set(
  `wife husband partner boyfriend girlfriend ex mum mom dad mother father brother sister son
   daughter kids children parents boss manager baby family`.split(/\s+/),
);
/** Start a clause only with the next word ("no SI", "mood low", "review in"). */
const PAIRED: Record<string, RegExp> = {
  no: /^(?:si|hi|plan|intent|risk|signs|point|active|ah\/vh|suicidal|thoughts|dv)$/,
  mood: /^(?:low|ok|okay|good|euthymic|stable|better|improved|reactive|flat|a)$/,
  review: /^(?:in|\d.*|next)$/,
  see: /^(?:again|in|next)$/,
  safety: /^(?:plan|behaviou?rs?)$/,
  next: /^(?:appt|appointment|session|visit|review|meeting)$/,
  gp: /^(?:letter|bloods|re|review|to)$/,
  psychiatry: /^(?:review|appt)$/,
  tired: /^of$/,
  urges: /^(?:to|of)$/,
  life: /^(?:not|is)$/,
  nothing: /^(?:to|left|will|ever)$/,
  health: /^visitor$/,
  care: /^coordinator$/,
  social: /^(?:services|worker)$/,
  early: /^(?:warning|signs)$/,
  self: /^(?:harm\w*|injury)$/,
  anxiety: /^(?:high|low|reduced|better|worse|levels?)$/,
  she: /^(?:is|was|has|had|[a-z]+s|[a-z]+ed)$/,
  he: /^(?:is|was|has|had|[a-z]+s|[a-z]+ed)$/,
};
/** A word that ties the next one to its clause ("arguments w/ husband", "his father"). */
const TIES = new Set(
  `w/ with to for of re about her his my their our the a an and or at in on by from teenage new
   older younger own is are was were not reports says states thinks feels said told each every
   denies endorses c/o describes
   this that when after before because since if as and/or & + whose than like no ever never be
   been getting active passive current over into around without against`.split(/\s+/),
);
/** A modifier before a person or a mental-status noun ("bad mother", "flat affect", "low weight"). */
const MODIFIERS = new Set(
  `flat blunted restricted labile bright low poor good bad euthymic single older younger physical
   medical high moderate`.split(/\s+/),
);
const MODIFIED = new Set(['affect', 'speech', 'weight', 'mood', 'thought', 'risk']);

/** Words after which a clause may not start: the verb before a safety plan or a therapy. */
const ACTIVITY_VERBS = new Set(
  `used reviewed updated completed made did started began introduced discussed practised practiced
   taught explained`.split(/\s+/),
);
/** Words that tie a time qualifier to what follows ("daily to sleep"): no split after it. */
const CONNECTORS = new Set(
  `to for and or w/ with at in on because since when after before but as of re if by not still
   ago old a`.split(/\s+/),
);
/** A time qualifier that ends a clause. */
const TIME_END =
  /^(?:x?\d+(?:-\d+)?x?\/?(?:d|days?|wks?|weeks?|mo|months?|yrs?|h|hrs?|min)|daily|nightly|today|tonight|yesterday|again|ago|anymore)$/;
const TIME_TAIL = /^(?:nights?|days?|mornings?|evenings?|wks?|weeks?|months?)$/;
const TIME_HEAD = /^(?:most|every|each|some|this|last|at|a)$/;

interface Word {
  start: number;
  end: number;
  lower: string;
  /** Ends with a comma: in shorthand a comma joins the items of one clause. */
  comma: boolean;
}

function startsClause(words: Word[], i: number): boolean {
  const word = words[i]!;
  const previous = words[i - 1]!.lower;
  const next = words[i + 1]?.lower ?? '';
  if (words[i - 1]!.comma || TIES.has(previous)) return false;
  if (MODIFIERS.has(previous) && (PEOPLE.has(word.lower) || MODIFIED.has(word.lower))) return false;
  if (ACTIVITY_VERBS.has(previous)) return false;
  return opensClause(word.lower, next);
}

/** The word (with the next) can open a clause, whatever comes before it. */
function opensClause(word: string, next: string): boolean {
  const paired = PAIRED[word];
  if (paired) return paired.test(next);
  return STARTERS.has(word) || PEOPLE.has(word);
}

/** What was done, written after what it was done with ("BA reviewed", "grounding taught"). */
const PARTICIPLES = new Set(
  `reviewed taught practised practiced explained introduced discussed completed made given used
   revisited checked updated`.split(/\s+/),
);

/**
 * A participle after a short noun phrase that does not open with a verb ("safety plan reviewed",
 * but not "used MI reviewed …"): it belongs to that phrase, and ends it when a clause follows.
 */
function trailsPhrase(words: Word[], first: number, i: number): boolean {
  const opener = words[first]!.lower;
  if (!PARTICIPLES.has(words[i]!.lower) || ACTIVITY_VERBS.has(opener) || opener === 'no') {
    return false;
  }
  let from = first;
  for (let j = first; j < i; j += 1) if (words[j]!.comma) from = j + 1;
  return i - from >= 1 && i - from <= 3;
}

/** Instruments whose score ends a clause ("GAD-7 15 introduced …"). */
const INSTRUMENTS = new Set(
  `phq-9 phq9 gad-7 gad7 pcl-5 audit epds y-bocs ybocs core-10 bdi bai k10 k-10 suds sud`.split(
    /\s+/,
  ),
);
/** A one-word clause that is complete ("BA reviewed improving denies SI"). */
const WHOLE_WORDS = new Set(['improving', 'improved', 'stable', 'worsening', 'euthymic']);

function endsClause(words: Word[], i: number): boolean {
  const word = words[i]!.lower;
  const next = words[i + 1]?.lower;
  if (next === undefined || words[i]!.comma || CONNECTORS.has(next)) return false;
  if (/^\d+(?:\.\d+)?$/.test(word) && INSTRUMENTS.has(words[i - 1]?.lower ?? '')) return true;
  if (TIME_END.test(word)) return true;
  return TIME_TAIL.test(word) && TIME_HEAD.test(words[i - 1]?.lower ?? '');
}

/** Ranges (relative to `text`) of the clauses of a shorthand run; the whole when none splits. */
export function splitShorthand(text: string): { start: number; end: number }[] {
  const words: Word[] = [...text.matchAll(token)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    lower: norm(match[0]),
    comma: match[0].endsWith(','),
  }));
  const clauses: { start: number; end: number }[] = [];
  let first = 0;
  const close = (last: number) => {
    clauses.push({ start: words[first]!.start, end: words[last]!.end });
    first = last + 1;
  };
  for (let i = 1; i < words.length; i += 1) {
    if (trailsPhrase(words, first, i)) {
      const next = words[i + 1];
      if (next && opensClause(next.lower, words[i + 2]?.lower ?? '')) close(i);
      continue;
    }
    const long = i - first >= 2 || (i - first === 1 && WHOLE_WORDS.has(words[first]!.lower));
    if (long && startsClause(words, i)) close(i - 1);
    if (i - first >= 1 && endsClause(words, i)) close(i);
  }
  if (first < words.length) close(words.length - 1);
  return clauses;
}

/** A typed run without a sentence's end, long enough to hold several clauses. */
export function isShorthandRun(text: string): boolean {
  const trimmed = text.trim();
  return !/[.!?…]["'”’)\]]*$/.test(trimmed) && trimmed.split(/\s+/).length >= 4;
}
