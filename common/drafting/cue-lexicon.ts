/**
 * The words and phrases behind the offline drafter's cues (common/drafting/cue-rules.ts).
 * General clinical English, not tuned to single sentences: a pattern belongs here only when it
 * names a kind of statement a clinician would file in one section.
 */

const words = (list: string) => list.trim().split(/\s+/);

/** Words that make up a greeting or filler turn, and nothing else ("Hi, come in, have a seat."). */
export const FILLER_WORDS = new Set(
  words(`
    hi hello hey hiya good morning afternoon evening thanks thank you ok okay alright all right
    mm mmm mhm mm-hm mm-hmm hmm uh um er uh-huh huh oh ah yeah sure bye goodbye see nice great
    come in have a seat take sit down please welcome back so well got it gotcha cool i how are
    doing today there again too lovely let's get started to
  `),
);
export const SMALL_TALK_MAX_WORDS = 8;
/** A greeting or a thanks, which may name the person ("Thanks, Maria."). */
export const GREETING =
  /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks|thank you|bye|goodbye|welcome|nice to see you)\b/i;

/** Standardised instruments, scores, ratings and vital signs. */
export const MEASUREMENT = [
  /\b(?:PHQ-?9|PHQ-?A|GAD-?7|PCL-?5|BDI(?:-II)?|BAI|AUDIT(?:-C)?|DAST|C-SSRS|EPDS|K-?10|CORE-?10|ORS|SRS|Y-BOCS|MoCA|MMSE|WHODAS|HAM-[AD]|SUDS)\b[^.]*\d/i,
  /\bscor(?:ed|es?|ing)\b[^.]*\d/i,
  /\b\d+(?:\.\d+)?\s*(?:\/|out of)\s*\d+\b/i,
  /\b(?:BP|blood pressure|heart rate|HR|pulse|weight|weighs|BMI|temperature|SpO2|saturation)\b[^.]*\d/i,
  /\b\d+(?:\.\d+)?\s*(?:bpm|mmHg|kg|lbs?|°[CF]|mmol\/L|mg|mcg|ng\/mL|%|percent)(?![\w/])/i,
  /\blevels?\b[^.]*\d/i,
];

/** Clinical impressions, formulations, diagnoses and risk judgements. */
export const IMPRESSION = [
  /\b(?:consistent with|suggest(?:s|ing|ive of)|indicat(?:es|ive of|ing)|appears? to be|seems? to be|likely|unlikely|meets? (?:the )?criteria|diagnos\w*|impression|formulation|prognosis|differential|rule out|clinically (?:significant|indicated|relevant))\b/i,
  /\b(?:risk|risks)\b[^.]*\b(?:assessed|considered|judged|remains|low|moderate|high|elevated|minimal)\b/i,
  /\b(?:assessed as|contribut\w+ to|maintained by|driven by|in the context of|fits (?:the|a|with)|no (?:evidence|indicators?|signs?) of|(?:pre)?contemplation)\b/i,
  /\bkeep(?:s|ing)\b[^.]{0,40}\b(?:going|high|alive|stuck)\b/i,
  /\b(?:disorder|F\d\d(?:\.\d+)?)\b/,
];

/** Homework, referrals, follow-up, the next appointment, what was agreed. */
export const PLAN_ACTION = [
  /\b(?:refer|referral|referring|will be referred)\b/i,
  /\bfollow[- ]up\b(?!ed)/i,
  /\bnext (?:session|appointment|visit|meeting|review)\b/i,
  /\b(?:schedul\w*|book\w*|rebook\w*)\b[^.]*\b(?:session|appointment|visit)\b/i,
  /\b(?:the plan|plan is|plans? to|plan for|plan:)\b/i,
  /\b(?:agreed|committed) to\b/i,
  /\bassigned\b/i,
  /(?:^|,\s*)(?:can|could|would|will) you (?:be willing to |try to |please )?(?:try|write|keep|do|walk|practi[cs]e|use|bring|call|book|record|track|log|read|fill|ask|complete|start|schedule|give)\b/i,
  /\bwilling to try\b/i,
  /\b(?:will )?continue (?:weekly|biweekly|fortnightly|monthly|with|to (?:attend|meet|practi[cs]e|monitor|work))\b/i,
];
export const HOMEWORK = /\bhomework\b/i;
/** Homework that is looked back on is not a plan ("she did not complete the homework"). */
export const LOOKING_BACK =
  /\b(?:completed|did|didn't|did not|finished|forgot|reviewed|was unable|wasn't able|last (?:week|session))\b/i;

/** An instruction for after the session, in the imperative ("Keep the diary.", "From tonight, go to bed at …"). */
export const INSTRUCTION =
  /^(?:(?:when|if|from|each|every|after|before|once|this|next|for|until|between)\b[^,]{0,60},\s*)?(?:keep|write|practi[cs]e|complete|continue|try|use|record|track|log|read|call|contact|bring|schedule|book|go|avoid|limit|attend|start|begin|stop|reduce|increase|eat|walk|leave|monitor|return|review|remember|aim|add|set|fill)\b/i;
/** The summary shorthand for who does what next ("Client to complete …", "GP to be informed"). */
export const WHO_TO_DO =
  /^(?:the\s+)?(?:client|pt|patient|therapist|clinician|writer|wife|husband|partner|mother|father|parents?|family|school|GP|psychiatrist|health visitor|couple|team|both|each)(?:'s\s+\w+)?\s+to\s+(?:be\s+)?[a-z]+\b/i;
/** The clinician's prompts that work like questions ("Tell me about …"). */
export const CLINICIAN_PROMPT =
  /^(?:tell me|talk me through|walk me through|describe|say more|I wonder|I'm curious)\b/i;

/** Someone reports what the client said, felt or told. */
export const REPORTED_SPEECH = [
  /\b(?:client|patient|pt|she|he|they|mother|father|partner)\s+(?:also\s+|further\s+|again\s+|then\s+)?(?:reports?|reported|states?|stated|says|said|describes?|described|endorses?|endorsed|denies|denied|shared|expressed|mentioned|complain(?:s|ed)?|disclosed|admit(?:s|ted)|acknowledged|explained|recalled|talked about|spoke about|discussed|processed|verbali[sz]ed|noted that|identified)\b/i,
  /\b(?:per (?:the )?(?:client|patient)|according to (?:the )?(?:client|patient)|self-reported|(?:client|patient)'s report|you (?:said|mentioned|told me|shared|described))\b/i,
];
/** A named client reporting ("Maria reports …"): a capitalised name followed by a reporting verb. */
export const NAMED_REPORT =
  /^(?!(?:Therapist|Clinician|Writer|Counsell?or|I|We)\b)[A-Z][a-z]+\s+(?:reports?|reported|states?|stated|said|describes?|described|endorses?|endorsed|denies|denied|shared|expressed|disclosed)\b/;

/** What the clinician saw and heard (mental status, appearance, behaviour in the room). */
export const OBSERVATION =
  /\b(?:I notice|I'm noticing|I can see|you noticed|smiling|quiet(?:er)?|looking (?:down|away)|attended|seen (?:for|in|today)|session (?:\d+|of|number)|appeared|appears|observed|presented (?:as|with)|presentation|affect|eye contact|groom\w*|dressed|hygiene|psychomotor|speech (?:was|is)|rate of speech|oriented|alert|tearful|cried|crying|fidget\w*|restless|guarded|cooperative|engaged|thought (?:process|content)|insight|judge?ment|arrived|on time|was late|mental status|MSE|smiled|laughed|dishevel\w*|slumped|well-kempt|unkempt)\b/i;

/** What the clinician did in the session. */
export const INTERVENTION = [
  /\b(?:therapist|clinician|writer|counsell?or|we)\s+(?:\w+\s+)?(?:provided|used|introduced|taught|practi[cs]ed|explored|reviewed|discussed|processed|validated|reflected|model+ed|guided|facilitated|utili[sz]ed|offered|conducted|administered|challenged|normali[sz]ed|role-?played|worked on|examined|went through|made|completed|did|mapped|explained|built|drew|created|rehearsed)\b/i,
  /^(?:reviewed|discussed|explored|provided|introduced|practi[cs]ed|used|taught|processed|validated|administered|conducted|facilitated|model+ed|role-?played|mapped|explained|challenged)\b/i,
  /\b(?:psychoeducation|cognitive restructuring|role-?play|grounding|breathing exercise|socratic|motivational interviewing|behaviou?ral activation|exposure hierarchy|mindfulness exercise|relaxation|chain analysis|reframe|reframing)\b/i,
  /^let's (?:try|practi[cs]e|do|look|go|start|take|slow|pause|notice|write)\b/i,
];

/** The client says what they will do. */
export const CLIENT_COMMITMENT =
  /\b(?:I'll|I will|I'm going to|I am going to|I'm gonna|I plan to|I can|I could|I'm willing to|I want to try)\s+(?:\w+\s+){0,2}?(?:try|practi[cs]e|do|use|call|book|write|keep|start|talk|ask|bring|make|text|read|schedule|journal|walk|take|fill|track|log|go to|come|email|contact|set|give it)\b/i;

/** Progress, change and response to treatment. */
export const PROGRESS =
  /\b(?:(?:big|important|first|real|good) step|than (?:last|at|before|previous\w*|(?:a|\w+) (?:weeks?|months?) ago)|since (?:intake|last|the start)|compared (?:to|with)|remain\w*|progress\w*|improv\w*|better|worse\w*|worsen\w*|deteriorat\w*|regress\w*|declin\w*|reduc\w*|decreas\w*|increas\w*|fewer|less frequent|more frequent|stable|stabili[sz]\w*|remission|respond\w*|benefit\w*|gains?|goals?|on track|setback|relapse|lapse|maintain\w*|continues to)\b/i;

/** Feelings and moods, and quoted speech. */
export const FEELING =
  /\b(?:feel\w*|felt|anxious|anxiety|sad|sadness|depressed|hopeless|helpless|worthless|angry|anger|irritab\w*|frustrat\w*|overwhelm\w*|worried|worry|worries|stress\w*|lonely|loneliness|isolated|scared|afraid|fear\w*|panic\w*|guilt\w*|ashamed|shame|numb|empty|exhausted|tired|upset|grief|griev\w*|hurt|happy|relieved|calm|hopeful|excited|nervous|tense|on edge|mood)\b/i;
export const QUOTED = /["“][^"”]{3,}["”]/;

/** A future action or a time ahead, in the writer's or the clinician's words. */
export const FUTURE = [
  /\b(?:will|shall|going to|plans? to|intends? to|I'd like you to|I would like you to|try to|between now and|could try|might try|idea is to|option is to|it might help to|recommend\w*|before we meet)\b/i,
  /\b(?:I|we|you|he|she|they)'ll\b/i,
  /\b(?:next (?:week|month|time|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|tomorrow|in (?:a|one|two|three|four|six|\d+) (?:days?|weeks?|months?)|before (?:the )?next|by (?:next|the end of (?:the |this |next )?(?:week|month))|over the (?:next|coming)|going forward|from now on|until we meet)\b/i,
];
