/**
 * The words of clinical shorthand (issue 30): notes typed as fragments with abbreviations and no
 * punctuation ("pt reports low mood x2wks sleep poor … used MI reviewed safety plan no SI today
 * f/u 1wk"). Written from the usual abbreviations of clinical notes and risk assessment, not
 * from single notes: a pattern belongs here when it names a kind of statement or clause.
 */

/** Named therapies and their usual abbreviations, as an in-session intervention is written. */
export const THERAPY_ABBREVIATIONS =
  /^(?:(?:used|did|started|began|cont(?:inued)?)\s+)?(?:MI|CBT|DBT|ACT|BA|ERP|PE|CPT|EMDR|IPT|CFT|MBCT|psychoed\w*|role[- ]?play\w*|validation|problem[- ]solving|activity (?:scheduling|monitoring)|chain analysis|values work|relapse prevention|TIPP|grounding|relaxation)\b/i;

/**
 * A risk statement: hopelessness, a passive or active wish to die, self-harm, harm to others, and
 * the writer's screening result ("no SI today", "no plan no intent"). Risk goes to the risk update
 * and the Assessment (DAP too), never the Plan.
 */
export const RISK_STATEMENT = [
  // Hopelessness.
  /\b(?:hopeless\w*|no (?:hope|future)|sees? no (?:future|point|way)|no point (?:trying|going on|living|in)|(?:can't|cannot|can not) see a way out|no way out|trapped|nothing to look forward to|(?:will|would) (?:anything |things |it )?ever (?:change|get better|improve)|(?:never|won't) get better|giv(?:e|ing) up on (?:life|everything))\b/i,
  // A wish to die, passive or active.
  /\b(?:(?:not|never) (?:to )?wake up|better off (?:dead|without)|wish\w* (?:(?:she|he|they|I) (?:was|were) dead|to die|(?:she|he|they|I) could die)|tired of living|(?:life|living) (?:is )?not worth|death wish|thoughts? (?:of|about) (?:death|dying|joining)|(?:thinks?|thought|thinking) about joining|want\w* to die|end (?:it|(?:her|his|their|my) life)|kill (?:her|him|them|my)self)\b/i,
  // Ideation, self-harm, harm to others, and what is said of intent and plan.
  /\b(?:SI|HI|passive SI|(?<!(?:died|death) by )suicid\w*|DV|IPV|domestic (?:violence|abuse)|no (?:current |immediate )?risk|self[- ]?harm\w*|SH urges?|overdos\w*|cutting(?! (?:down|back))|cut (?:her|his|their|my) (?:arms?|wrists?|legs?|thighs?)|burn(?:ing|ed|t) (?:her|him|them|my)sel(?:f|ves)|ligature|(?:urges?|thoughts?) (?:to|of) (?:self[- ]?harm|cut|hurt|harm)|burden|no (?:active |current )?(?:SI|HI|plan|intent)|intrusive thoughts? of harm|risk to (?:self|others)|(?:physical|medical) risk|protective factors?)\b/i,
];
/** The client's own denial is their report (Subjective), as in the prose set ("She denies SI."). */
export const CLIENT_DENIAL = /^(?:(?:pt|client|she|he|they)\s+)?(?:denies|denied)\b/i;
/** In-session risk work is an intervention, not a risk statement ("reviewed safety plan"). */
export const RISK_WORK =
  /\b(?:safety plan\w*|risk assessment|crisis (?:numbers?|line|plan|card))\b/i;

/** A medicine the client takes, with its dose, as they tell it: their report. */
export const MEDICATION_TAKEN =
  /^(?:(?:pt|client|she|he)\s+)?(?:on|taking|takes|started|starting|stopped|restarted|missed|switched to|increased to|reduced to)\b[^.]{0,40}?\b\d+(?:\.\d+)?\s*(?:mg|mcg)\b/i;

/** Shorthand plans: follow-up, homework, next appointment, a review or a referral ahead. */
export const SHORTHAND_PLAN = [
  /^(?:f\/?u|fu|rtc|rv|hw|homework|cont|continue|liaise|refer\w*|discuss|inform|phone|see|listen|ban|weekly|fortnightly|daily|next)\b(?! (?:done|completed|reviewed|not))/i,
  /\b(?:f\/u|fu|appt|referral|review)\b[^.]{0,30}\b(?:in \d+ ?\w*|next|this (?:wk|week)|1 ?wk|\d+ ?(?:wks?|days?|months?)|mon|tues?|wed|thurs?|fri|sat|sun)\b/i,
  /\b(?:appt|appointment) (?:mon|tues?|wed|thurs?|fri|sat|sun)\w*\b/i,
  /\b(?:to be (?:offered|informed|booked|contacted|referred)|info(?:rmation)? given|copy to take home)\b/i,
  /\bin \d+ ?(?:d|days?|wks?|weeks?|mo|months?)\b/i,
  /\bnext (?:wk|mon|tues?|wed|thurs?|fri)\b/i,
  /\bplan agreed\b/i,
  /\b(?:meds?|medication) review\b/i,
  // What is for the next session ("trauma narrative next session", "drink diary for next session").
  /\bnext (?:session|appt|appointment|time)\b/i,
  // A fragment that ends on the day it happens ("behavioural experiment at lunch tues").
  /(?<!\b(?:on|last|since|from|every|by) )\b(?:mon|tues?|wed|thurs?|fri|sat|sun)(?:day)?$/i,
  // A homework or handout named alone, without a verb ("pacing diary", "couples counselling info").
  /^(?!(?:reviewed|used|completed|did|discussed|checked|made|gave|given|kept|keeps|filled)\b)(?:[\w-]+ ){0,3}(?:diary|log|info|leaflet|worksheet|handout)$/i,
];

/** Mental-status and in-room shorthand the clinician observes. */
export const SHORTHAND_OBSERVATION =
  /\b(?:UDS|urine drug screen|breathalyser|withdrawn|guarded|suspicious|euthymic|dysthymic|linear|tangential|AH\/VH|A&Ox?\d|A\/Ox?\d|flat|blunted|congruent|incongruent)\b/i;

/** Shorthand assessments: a change or a judgement in a few words. */
export const SHORTHAND_FORMULATION = /\b(?:maintaining|reinforced by|consistent w\/)/i;
/** A shorthand line that opens with a judgement ("improving", "moderate to severe OCD"). */
export const SHORTHAND_ASSESSMENT =
  /^(?:improving|improved|worsening|stable|progress\w*|good (?:progress|engagement)|engaged|motivat\w*|adherence|sx\b|symptoms?\b|(?:mild|moderate|severe)\b|no signs of|early (?:warning )?signs|(?:\w+ )?(?:maintaining|reinforced by|driven by))/i;

/** A service or person the plan involves, at the start of a shorthand line ("GP letter re meds"). */
export const SHORTHAND_SERVICE =
  /^(?:GP|PCP|psychiatr\w*|CAMHS|care coordinator|health visitor|social services|crisis team)\b(?!\s+(?:says|said|reports?|reported|prescribed|started|stopped|increased|reduced|changed|letter (?:received|says)))/i;

/** What was done, said after what it was done with ("BA reviewed", "praised exposure work"). */
export const SHORTHAND_INTERVENTION =
  /^(?:praised|encouraged|revisited|rehearsed|normali[sz]ed)\b|\b(?:skills|technique|exercise)\b|\b(?:taught|practised|practiced|reviewed|revisited|explained|introduced|made|given|used)$|\b(?:set up|done|built|drafted) in session\b/i;
