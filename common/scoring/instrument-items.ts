import type { InstrumentId } from './instruments';

/**
 * The instruments' items and answer labels in English, as published (PHQ-9 and GAD-7: Pfizer,
 * no permission required to reproduce, translate, display or distribute). Validated instruments
 * are never machine-translated (CLINICAL.md decision 3): the UI shows these words in every
 * language, with a note saying they are the English original.
 */
export const INSTRUMENT_STEMS: Record<InstrumentId, string> = {
  phq9: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  gad7: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
};

export const INSTRUMENT_ITEMS: Record<InstrumentId, readonly string[]> = {
  phq9: [
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead or of hurting yourself in some way',
  ],
  gad7: [
    'Feeling nervous, anxious or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid as if something awful might happen',
  ],
};

/** The answer labels, 0 to 3. */
export const ANSWER_LABELS = [
  'Not at all',
  'Several days',
  'More than half the days',
  'Nearly every day',
] as const;
