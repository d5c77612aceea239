// The note bench's text: a deterministic, fictional 5 000-word session note and the bursts typed
// into it. Plain ASCII words of a clinical note, sentences of 8–20 words, a paragraph every ≈ 120.

const WORDS = (
  'client reports week sleep mood anxiety work family partner session goals homework practised ' +
  'breathing exercise thoughts worry evening morning calmer steady fewer episodes avoidance ' +
  'exposure supermarket tram panic minutes ten twenty diary ratings low high sister visited ' +
  'months feels connected describes argument replaying weekend exams quieter daily routine ' +
  'wind-down review plan next steps hierarchy graded confidence rising insight progress return ' +
  'engagement good risk unchanged suicidal ideation denied coping skills used inconsistently ' +
  'interpersonal stress reactive affect bright constricted speech normal rate volume eye contact ' +
  'appeared tired restless settled completed sheet full linear goal-directed process the a and ' +
  'of to in with on for at after before during about his her their this that it was is has'
).split(' ');

/** A small linear congruential generator: the same text on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** `count` words in sentences and paragraphs (≈ 6.3 characters a word with spacing). */
export function noteText(count, seed = 20_261_125) {
  const next = random(seed);
  const parts = [];
  let sentence = 0;
  let paragraph = 0;
  let length = 8 + Math.floor(next() * 13);
  for (let i = 0; i < count; i += 1) {
    let word = WORDS[Math.floor(next() * WORDS.length)];
    if (sentence === 0) word = word[0].toUpperCase() + word.slice(1);
    sentence += 1;
    paragraph += 1;
    const last = i === count - 1;
    if (sentence === length || last) {
      word += '.';
      sentence = 0;
      length = 8 + Math.floor(next() * 13);
      parts.push(word, last ? '' : paragraph >= 120 ? '\n\n' : ' ');
      if (paragraph >= 120) paragraph = 0;
    } else {
      parts.push(word, ' ');
    }
  }
  return parts.join('');
}

/** `count` bursts of exactly `keys` printable characters each (letters and spaces). */
export function typedBursts(count, keys) {
  const source = ' Client adds that the plan for next week still fits and sleep is better';
  return Array.from({ length: count }, (_, i) => {
    const start = (i * 7) % (source.length - keys);
    return source.slice(start, start + keys);
  });
}
