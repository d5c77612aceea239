import { describe, expect, it } from 'vitest';
import { segmentSentences } from '../../common/drafting/segment.ts';

const texts = (input: string) => segmentSentences(input).map((s) => s.text);

describe('the sentence segmenter', () => {
  it('splits plain prose into sentences whose offsets point into the input', () => {
    const input = 'Client reports low mood. She slept badly! Is it work? Yes.';
    const segments = segmentSentences(input);
    expect(segments.map((s) => s.text)).toEqual([
      'Client reports low mood.',
      'She slept badly!',
      'Is it work?',
      'Yes.',
    ]);
    for (const s of segments) expect(input.slice(s.start, s.end)).toBe(s.text);
  });

  it('does not end a sentence at a title, e.g., i.e. or a time of day', () => {
    expect(
      texts(
        'Dr. Patel saw her at 3 p.m. Tuesday. She uses skills, e.g. breathing. Mrs. Ortiz came.',
      ),
    ).toEqual([
      'Dr. Patel saw her at 3 p.m. Tuesday.',
      'She uses skills, e.g. breathing.',
      'Mrs. Ortiz came.',
    ]);
  });

  it('keeps decimals and scores whole', () => {
    expect(texts('Lithium level 0.7 mmol/L. PHQ-9 was 14.')).toEqual([
      'Lithium level 0.7 mmol/L.',
      'PHQ-9 was 14.',
    ]);
  });

  it('reads speaker labels, leaves them out of the sentence and keeps the speaker on wrapped lines', () => {
    const input =
      'Therapist: How are things?\nClient: Not great. I keep waking\nup at night.\n[00:12:04] Dr. Lee: I see.\nMother: He cries a lot.';
    const segments = segmentSentences(input);
    expect(segments.map((s) => [s.speaker, s.text])).toEqual([
      ['clinician', 'How are things?'],
      ['client', 'Not great.'],
      ['client', 'I keep waking\nup at night.'],
      ['clinician', 'I see.'],
      ['other', 'He cries a lot.'],
    ]);
  });

  it('does not take a section heading or a colon in a sentence for a speaker label', () => {
    const segments = segmentSentences('Client: I cope.\nPlan:\nHomework: sleep diary.');
    expect(segments.map((s) => [s.speaker, s.text])).toEqual([
      ['client', 'I cope.'],
      [null, 'Homework: sleep diary.'],
    ]);
  });

  it('makes each bullet line a sentence even without a full stop', () => {
    expect(texts('- Refer to GP\n* Sleep diary\n• Next session Monday\n2) Review meds')).toEqual([
      'Refer to GP',
      'Sleep diary',
      'Next session Monday',
      'Review meds',
    ]);
  });

  it('ends a sentence at a line break, but joins a line that wraps mid-sentence', () => {
    expect(texts('Slept poorly\nAppetite low.\nShe said the week was\nhard.')).toEqual([
      'Slept poorly',
      'Appetite low.',
      'She said the week was\nhard.',
    ]);
  });

  it('keeps a quotation inside its sentence', () => {
    expect(texts('He stated, "I still think it was my fault." Then he cried.')).toEqual([
      'He stated, "I still think it was my fault."',
      'Then he cried.',
    ]);
  });

  it('yields nothing for blank text', () => {
    expect(segmentSentences(' \n\n\t')).toEqual([]);
  });
});

describe('clinical shorthand typed without punctuation (issue 30)', () => {
  it('cuts a run into its clauses at shorthand openers and time qualifiers, offsets into the input', () => {
    const input =
      'pt reports low mood x2wks sleep poor wonders if anything will ever change used MI reviewed safety plan no SI today f/u 1wk';
    const segments = segmentSentences(input);
    expect(segments.map((s) => s.text)).toEqual([
      'pt reports low mood x2wks',
      'sleep poor',
      'wonders if anything will ever change',
      'used MI',
      'reviewed safety plan',
      'no SI today',
      'f/u 1wk',
    ]);
    for (const s of segments) expect(input.slice(s.start, s.end)).toBe(s.text);
  });

  it('keeps a comma-joined phrase, a person tied by a preposition and a participle after its object together', () => {
    expect(
      texts('pt says arguments w/ husband most nights passive SI, no plan BA reviewed improving'),
    ).toEqual([
      'pt says arguments w/ husband most nights',
      'passive SI, no plan',
      'BA reviewed',
      'improving',
    ]);
  });

  it('starts a clause at an -ing or a present-tense verb said without its subject, not at a therapy noun', () => {
    expect(
      texts(
        'pt c/o poor sleep x3wks wakes early worrying about money partner unsupportive CBT problem solving re bills',
      ),
    ).toEqual([
      'pt c/o poor sleep x3wks',
      'wakes early',
      'worrying about money',
      'partner unsupportive',
      'CBT problem solving re bills',
    ]);
    expect(texts('mum says dad drinking again she checks his phone')).toEqual([
      'mum says dad drinking again',
      'she checks his phone',
    ]);
  });

  it('lets an adverb or an age word lead the clause after it, and a particle or comparative end one', () => {
    expect(texts('drinking less 2 dry days this wk still craving evenings')).toEqual([
      'drinking less 2 dry days this wk',
      'still craving evenings',
    ]);
    expect(texts('lost his job last month teenage son refusing school')).toEqual([
      'lost his job last month',
      'teenage son refusing school',
    ]);
    expect(texts('dad moved out grades dropping mood a bit better walked dog')).toEqual([
      'dad moved out',
      'grades dropping',
      'mood a bit better',
      'walked dog',
    ]);
  });

  it('keeps a score with its change and a quantity with its unit, and ends a clause after them', () => {
    expect(texts('PHQ-9 12 down from 18 improving')).toEqual([
      'PHQ-9 12 down from 18',
      'improving',
    ]);
    expect(texts('working 60h wks boss critical')).toEqual(['working 60h wks', 'boss critical']);
    expect(texts('sleep efficiency 70% good progress')).toEqual([
      'sleep efficiency 70%',
      'good progress',
    ]);
  });

  it('opens a screening result after a phrase that ends on a preposition, and keeps "no plan no intent" whole', () => {
    expect(texts('nothing to look forward to no SI')).toEqual([
      'nothing to look forward to',
      'no SI',
    ]);
    expect(texts('thinks they would be better off without her no plan no intent')).toEqual([
      'thinks they would be better off without her',
      'no plan no intent',
    ]);
  });

  it('ends a phrase at the participle after it unless its object or a tie follows', () => {
    expect(texts('relapse prevention plan drafted in session good progress cont wkly')).toEqual([
      'relapse prevention plan drafted in session',
      'good progress',
      'cont wkly',
    ]);
    expect(texts('risk assessment, safety plan made bereavement group info given')).toEqual([
      'risk assessment, safety plan made',
      'bereavement group info given',
    ]);
    expect(texts('worry reduced used MI safety plan reviewed')).toEqual([
      'worry reduced',
      'used MI',
      'safety plan reviewed',
    ]);
    expect(
      texts('BA introduced, activity scheduling ERP practised leaving door unchecked'),
    ).toEqual(['BA introduced, activity scheduling', 'ERP practised leaving door unchecked']);
  });

  it('leaves punctuated prose and a transcript turn as ICU cut them', () => {
    expect(texts('Client reports low mood. She used skills when upset and slept badly.')).toEqual([
      'Client reports low mood.',
      'She used skills when upset and slept badly.',
    ]);
    expect(texts('Client: my wife says I never listen and my boss shouts')).toEqual([
      'my wife says I never listen and my boss shouts',
    ]);
  });
});
