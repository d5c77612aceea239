import { describe, expect, it } from 'vitest';
import {
  INSTRUMENTS,
  PHQ9_SAFETY_ITEM,
  bandOf,
  blankAnswers,
  needsSafetyAlert,
  scoreInstrument,
  type InstrumentId,
  type ItemAnswer,
} from './instruments';

/** Answers of `itemCount` items summing to `total` (each 0–3, filled from the first item). */
function answersFor(instrument: InstrumentId, total: number): ItemAnswer[] {
  let left = total;
  return Array.from({ length: INSTRUMENTS[instrument].itemCount }, () => {
    const answer = Math.min(3, left) as 0 | 1 | 2 | 3;
    left -= answer;
    return answer;
  });
}

describe('PHQ-9 scoring against the published bands (Kroenke et al. 2001)', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately-severe'],
    [19, 'moderately-severe'],
    [20, 'severe'],
    [27, 'severe'],
  ] as const)('puts a complete form totalling %i in the %s band', (total, band) => {
    expect(scoreInstrument('phq9', answersFor('phq9', total))).toEqual({
      complete: true,
      total,
      band,
    });
    expect(bandOf('phq9', total)).toBe(band);
  });
});

describe('GAD-7 scoring against the published bands (Spitzer et al. 2006)', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ] as const)('puts a complete form totalling %i in the %s band', (total, band) => {
    expect(scoreInstrument('gad7', answersFor('gad7', total))).toEqual({
      complete: true,
      total,
      band,
    });
    expect(bandOf('gad7', total)).toBe(band);
  });

  it('has no moderately-severe band', () => {
    expect(INSTRUMENTS.gad7.bands.map((b) => b.band)).not.toContain('moderately-severe');
  });
});

describe('an incomplete form', () => {
  it('gives no total and names the unanswered items (zero-based) when some are unanswered', () => {
    const answers: ItemAnswer[] = [3, 3, null, 3, 3, 3, null, 3, 3];
    expect(scoreInstrument('phq9', answers)).toEqual({
      complete: false,
      answered: 7,
      unanswered: [2, 6],
    });
  });

  it('gives no total for a blank form, listing every item as unanswered', () => {
    expect(scoreInstrument('gad7', blankAnswers('gad7'))).toEqual({
      complete: false,
      answered: 0,
      unanswered: [0, 1, 2, 3, 4, 5, 6],
    });
  });

  it('does not prorate a form missing a single item, however high the rest', () => {
    const answers: ItemAnswer[] = [3, 3, 3, 3, 3, 3, null];
    const score = scoreInstrument('gad7', answers);
    expect(score.complete).toBe(false);
    expect(score).not.toHaveProperty('total');
  });
});

describe('answers the instruments cannot have', () => {
  it.each([
    ['phq9', 8],
    ['phq9', 10],
    ['gad7', 6],
    ['gad7', 9],
  ] as const)('throws for a %s form of %i items', (instrument, length) => {
    expect(() => scoreInstrument(instrument, Array(length).fill(0))).toThrow(RangeError);
  });

  it.each([4, -1, 1.5, Number.NaN])('throws for an item answered %s', (answer) => {
    const answers = [0, 0, answer, 0, 0, 0, 0] as unknown as ItemAnswer[];
    expect(() => scoreInstrument('gad7', answers)).toThrow('gad7 item 3 must be 0–3');
  });
});

describe('bandOf', () => {
  it.each([
    ['phq9', -1],
    ['phq9', 28],
    ['phq9', 4.5],
    ['gad7', 22],
    ['gad7', Number.NaN],
  ] as const)('rejects the impossible %s total %s', (instrument, total) => {
    expect(() => bandOf(instrument, total)).toThrow(RangeError);
  });
});

describe('the PHQ-9 safety alert', () => {
  it('is raised by item 9 answered above 0, whatever the total', () => {
    for (const answer of [1, 2, 3] as const) {
      const answers = blankAnswers('phq9');
      answers[PHQ9_SAFETY_ITEM] = answer;
      expect(needsSafetyAlert(answers)).toBe(true);
    }
  });

  it('is not raised by item 9 answered 0 or unanswered, even with every other item at 3', () => {
    const others: ItemAnswer[] = [3, 3, 3, 3, 3, 3, 3, 3];
    expect(needsSafetyAlert([...others, 0])).toBe(false);
    expect(needsSafetyAlert([...others, null])).toBe(false);
  });

  it('is raised by item 9 only: no other item above 0 raises it', () => {
    for (let item = 0; item < 8; item += 1) {
      const answers: ItemAnswer[] = Array(9).fill(0);
      answers[item] = 3;
      expect(needsSafetyAlert(answers)).toBe(false);
    }
    expect(PHQ9_SAFETY_ITEM).toBe(8);
  });
});

describe('the instruments’ definitions', () => {
  it('carry the LOINC codes of their total scores: PHQ-9 44261-6, GAD-7 70274-6', () => {
    expect(INSTRUMENTS.phq9.loinc).toBe('44261-6');
    expect(INSTRUMENTS.gad7.loinc).toBe('70274-6');
  });

  it('cover every possible total with exactly one band, from 0 to the maximum', () => {
    for (const { id, maxTotal, itemCount } of Object.values(INSTRUMENTS)) {
      expect(maxTotal).toBe(itemCount * 3);
      for (let total = 0; total <= maxTotal; total += 1) {
        const matching = INSTRUMENTS[id].bands.filter((b) => total >= b.min && total <= b.max);
        expect(matching).toHaveLength(1);
      }
    }
  });
});
