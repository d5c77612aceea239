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
   precontemplation motivation adherence started camhs rv r/v rtc practise try attend book
   monitor track consider weekly wkly fortnightly cannot can't unable`.split(/\s+/),
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
  intrusive: /^(?:thoughts?|images?|memories|urges)$/,
  some: /^(?:benefit|improvement|progress|gains?|insight|relief|reduction|response)$/,
  partial: /^(?:benefit|improvement|progress|response|insight)$/,
  good: /^(?:progress|engagement|insight|response|rapport|eye)$/,
  mild: /^(?:to|-|depress\w*|anxiety|ocd|ptsd|gad|sx|symptoms)$/,
  moderate: /^(?:to|-|depress\w*|anxiety|ocd|ptsd|gad|sx|symptoms)$/,
  severe: /^(?:to|-|depress\w*|anxiety|ocd|ptsd|gad|sx|symptoms)$/,
  she: /^(?:is|was|has|had|[a-z]+s|[a-z]+ed)$/,
  he: /^(?:is|was|has|had|[a-z]+s|[a-z]+ed)$/,
};
/** A word that ties the next one to its clause ("arguments w/ husband", "his father"). */
const TIES = new Set(
  `w/ with to for of re about her his my their our the a an and or at in on by from teenage new
   older younger own is are was were not reports says states thinks feels said told each every
   denies endorses c/o describes
   this that when after before because since if as and/or & + whose than like no ever never be
   been getting active passive current over into around without against think believe believes
   know knows worth`.split(/\s+/),
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
  /^(?:x?\d+(?:-\d+)?x?\/?(?:d|days?|wks?|weeks?|mo|months?|yrs?|h|hrs?|min)|daily|nightly|today|tonight|yesterday|again|ago|anymore|lately|recently|throughout)$/;
const TIME_TAIL = /^(?:nights?|days?|mornings?|evenings?|wks?|weeks?|months?|times|lot)$/;
/** A unit that still belongs to the quantity before it ("60h wks", "3 days per week"). */
const UNIT_AFTER = /^(?:wks?|weeks?|days?|nights?|per|pw|p\/w)$/;
/** A score's change that belongs to the score ("PHQ-9 12 down from 18"). */
const SCORE_CHANGE = /^(?:down|up|from|vs|was|improved|reduced|increased|dropped|->|→)$/;
/** A particle that ends a phrasal verb ("dad moved out", "debt building up"). */
const PARTICLE_END = new Set(['out', 'up', 'off', 'away']);
/** A comparative that ends its clause ("mood a bit better"). */
const COMPARATIVE_END = new Set(['better', 'worse']);
/** A mental-status pair that ends its clause ("affect congruent"). */
const MSE_HEAD = new Set(['affect', 'mood']);
const MSE_VALUE =
  /^(?:congruent|incongruent|reactive|restricted|blunted|flat|euthymic|labile|bright|anxious|dysphoric|stable|ok|okay|good|low)$/;
const TIME_HEAD = /^(?:most|every|each|some|this|last|at|a)$/;

/**
 * A verb's -ing form opening a subjectless clause ("… sleeping late", "… googling symptoms"):
 * not the -ing nouns, nor the formulation verbs that continue the clause before them
 * ("stressors maintaining low mood", "no point going on"), the -ing nouns of therapy ("problem
 * solving", "activity monitoring") and a change said of a noun ("physical risk rising").
 */
const GERUND = /^[a-z]{2,}ing$/;
const NOT_CLAUSE_ING = new Set(
  `nothing something anything everything morning evening during thing ring king spring sibling
   ceiling bring string wedding meeting being including regarding following according maintaining
   reinforcing seeking causing affecting going coming trying getting living feeling solving
   monitoring scheduling breathing reading planning processing counselling counseling training
   setting thinking taking eating rising increasing decreasing escalating worsening dropping
   growing building declining`.split(/\s+/),
);
/** Words after which an -ing form is their object or complement ("keeps checking", "stop googling"). */
const BEFORE_ING = new Set(
  `keeps kept keep started stopped stop avoids avoided avoiding enjoys enjoyed finds found finish
   finished begins began continues continue trouble difficulty struggling are is was were am be
   been spends spent while whilst until ban reduce reduced no not`.split(/\s+/),
);
/** What a client does, said without its subject ("… avoids driving", "… skips meals"). */
const PRESENT_VERBS = new Set(
  `avoids checks drinks sleeps wakes spends misses skips uses smokes eats lives works cries worries
   struggles hears blames argues fights gets goes keeps hides isolates binges purges restricts
   drives takes stays refuses`.split(/\s+/),
);
/** The subject before a verb: the verb does not start a clause after it ("she checks …"). */
const SUBJECTS = new Set(['she', 'he', 'they', 'i', 'who', 'pt', 'client', 'clt']);

/** A subject's strong start, even after a preposition or a pronoun that ends a phrase. */
const STRONG_STARTERS = new Set(['pt', 'client', 'denies', 'reports', 'states', 'c/o', 'endorses']);
/** Prepositions, particles and object pronouns that can end a phrase ("no point going on"). */
const PHRASE_FINAL = new Set(
  `on in out up off down back away through to her him them it me over`.split(/\s+/),
);
/** An adverb or age word that leads the clause after it ("still ruminating", "teenage son"). */
const LEADERS = new Set(
  `still sometimes often usually always occasionally rarely now also teenage older younger little
   eldest youngest`.split(/\s+/),
);

interface Word {
  start: number;
  end: number;
  lower: string;
  /** Ends with a comma: in shorthand a comma joins the items of one clause. */
  comma: boolean;
}

function startsClause(words: Word[], first: number, i: number): boolean {
  const word = words[i]!;
  const previous = words[i - 1]!.lower;
  const next = words[i + 1]?.lower ?? '';
  if (words[i - 1]!.comma) return false;
  // "no plan no intent" is one screening result.
  if (word.lower === 'no' && words[first]!.lower === 'no' && i - first <= 2) return false;
  if (PHRASE_FINAL.has(previous) && strongStart(word.lower, next)) return true;
  if (TIES.has(previous)) return false;
  if (opensGerund(word.lower, previous)) return true;
  if (PRESENT_VERBS.has(word.lower)) return !PEOPLE.has(previous) && !SUBJECTS.has(previous);
  if (MODIFIERS.has(previous) && (PEOPLE.has(word.lower) || MODIFIED.has(word.lower))) return false;
  if (ACTIVITY_VERBS.has(previous)) return false;
  return opensClause(word.lower, next);
}

function strongStart(word: string, next: string): boolean {
  return STRONG_STARTERS.has(word) || (word === 'no' && PAIRED.no!.test(next));
}

function opensGerund(word: string, previous: string): boolean {
  return (
    GERUND.test(word) &&
    !NOT_CLAUSE_ING.has(word) &&
    !BEFORE_ING.has(previous) &&
    !ACTIVITY_VERBS.has(previous) &&
    !PEOPLE.has(previous) &&
    !/\d/.test(previous)
  );
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
   revisited checked updated noted disclosed agreed`.split(/\s+/),
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
  const previous = words[i - 1]?.lower ?? '';
  if (/^\d+(?:\.\d+)?$/.test(word) && INSTRUMENTS.has(previous)) return !SCORE_CHANGE.test(next);
  if (TIME_END.test(word)) return !UNIT_AFTER.test(next);
  if (/^\d+(?:\.\d+)?%$/.test(word)) return true;
  if ((PARTICLE_END.has(word) || COMPARATIVE_END.has(word)) && !TIES.has(next)) {
    return !/^(?:than|off|now|overall|last|this|next|yesterday|again)$/.test(next);
  }
  if (MSE_HEAD.has(previous) && MSE_VALUE.test(word)) {
    return !TIME_END.test(next) && !/\d/.test(next);
  }
  return TIME_TAIL.test(word) && TIME_HEAD.test(words[i - 1]?.lower ?? '');
}

/** Therapies and tools a session verb takes as its object ("used MI", "reviewed safety plan"). */
const THERAPY_OBJECTS = new Set(
  `mi cbt dbt act ba erp pe emdr cpt ipt grounding psychoed psychoeducation relaxation mindfulness
   safety hw homework thought diary`.split(/\s+/),
);

/** What a session verb after it was done with ("TIPP taught", "safety plan reviewed"). */
const TOOLS = new Set(
  `plan tipp skills record log exposure hierarchy formulation signature diary technique exercise
   breathing`.split(/\s+/),
);

/**
 * "worry reduced used MI": the verb before a therapy opens its clause and does not trail the
 * phrase before it, unless that phrase names what the verb was done with ("TIPP taught safety …").
 */
function takesTherapyObject(words: Word[], first: number, i: number): boolean {
  if (!ACTIVITY_VERBS.has(words[i]!.lower) || !THERAPY_OBJECTS.has(words[i + 1]?.lower ?? '')) {
    return false;
  }
  const phrase = words.slice(first, i).map((word) => word.lower);
  return !phrase.some((word) => THERAPY_OBJECTS.has(word) || TOOLS.has(word) || /\d/.test(word));
}

/** What follows "safety plan reviewed" starts a new clause unless it ties to it or is its object. */
function continuesAfterParticiple(next: string, after: Word | undefined): boolean {
  if (CONNECTORS.has(next) || TIES.has(next) || /\d/.test(next)) return false;
  return !GERUND.test(next) || opensClause(next, after?.lower ?? '');
}

/** An adverb or age word before a clause's opener starts that clause ("… | still ruminating"). */
function leadsNextClause(words: Word[], first: number, i: number): boolean {
  if (i - first < 3 || !LEADERS.has(words[i - 1]!.lower)) return false;
  const before = words[i - 2]!;
  if (before.comma || TIES.has(before.lower) || words[i - 1]!.comma) return false;
  if (/^(?:less|more|very|quite|so|too|most)$/.test(before.lower)) return false;
  const word = words[i]!.lower;
  return opensClause(word, words[i + 1]?.lower ?? '') || opensGerund(word, '');
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
    if (trailsPhrase(words, first, i) && !takesTherapyObject(words, first, i)) {
      const next = words[i + 1];
      if (next && !words[i]!.comma && continuesAfterParticiple(next.lower, words[i + 2])) close(i);
      continue;
    }
    if (leadsNextClause(words, first, i)) close(i - 2);
    const long = i - first >= 2 || (i - first === 1 && WHOLE_WORDS.has(words[first]!.lower));
    if (long && startsClause(words, first, i)) close(i - 1);
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
