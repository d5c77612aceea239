/**
 * PHQ-9 and GAD-7 scoring (CLINICAL.md decision 3): the one module the intake form, the server
 * and the mocks use. The server recomputes every score from the item answers and never trusts a
 * client's total.
 *
 * Published scoring (Kroenke, Spitzer & Williams 2001; Spitzer et al. 2006; the PHQ instruction
 * manual): each item is answered 0 ("not at all") to 3 ("nearly every day"); the total is the sum.
 * A form with an unanswered item has no total (the manuals' scores are validated on complete forms
 * only; this product does not prorate). PHQ-9 item 9 (thoughts that you would be better off dead
 * or of hurting yourself) answered above 0 needs a safety assessment whatever the total.
 */

export type InstrumentId = 'phq9' | 'gad7';

/** An item's answer: 0–3, or null while unanswered. */
export type ItemAnswer = 0 | 1 | 2 | 3 | null;

export type SeverityBand = 'minimal' | 'mild' | 'moderate' | 'moderately-severe' | 'severe';

export interface Instrument {
  id: InstrumentId;
  /** The LOINC code of the total score (FHIR Observation.code). */
  loinc: string;
  itemCount: number;
  maxTotal: number;
  /** Bands in order; a total belongs to the band whose `min` ≤ total ≤ `max`. */
  bands: readonly { band: SeverityBand; min: number; max: number }[];
}

export const INSTRUMENTS: Record<InstrumentId, Instrument> = {
  phq9: {
    id: 'phq9',
    loinc: '44261-6',
    itemCount: 9,
    maxTotal: 27,
    bands: [
      { band: 'minimal', min: 0, max: 4 },
      { band: 'mild', min: 5, max: 9 },
      { band: 'moderate', min: 10, max: 14 },
      { band: 'moderately-severe', min: 15, max: 19 },
      { band: 'severe', min: 20, max: 27 },
    ],
  },
  gad7: {
    id: 'gad7',
    loinc: '70274-6',
    itemCount: 7,
    maxTotal: 21,
    bands: [
      { band: 'minimal', min: 0, max: 4 },
      { band: 'mild', min: 5, max: 9 },
      { band: 'moderate', min: 10, max: 14 },
      { band: 'severe', min: 15, max: 21 },
    ],
  },
};

export const INSTRUMENT_IDS = Object.keys(INSTRUMENTS) as InstrumentId[];

/** PHQ-9 item 9, zero-based: above 0 raises the safety alert. */
export const PHQ9_SAFETY_ITEM = 8;

export type Score =
  | { complete: true; total: number; band: SeverityBand }
  | { complete: false; answered: number; unanswered: number[] };

/** The band of a total; throws for a total the instrument cannot produce. */
export function bandOf(instrument: InstrumentId, total: number): SeverityBand {
  const found = INSTRUMENTS[instrument].bands.find(({ min, max }) => total >= min && total <= max);
  if (!Number.isInteger(total) || !found) {
    throw new RangeError(`${instrument} has no total ${total}`);
  }
  return found.band;
}

/**
 * Scores one form. `answers` must hold exactly the instrument's items, each 0–3 or null;
 * anything else throws (it is a programming error: the contracts refuse such input first).
 */
export function scoreInstrument(instrument: InstrumentId, answers: readonly ItemAnswer[]): Score {
  const { itemCount } = INSTRUMENTS[instrument];
  if (answers.length !== itemCount) {
    throw new RangeError(`${instrument} has ${itemCount} items, not ${answers.length}`);
  }
  const unanswered: number[] = [];
  let total = 0;
  answers.forEach((answer, item) => {
    if (answer === null) unanswered.push(item);
    else if (answer === 0 || answer === 1 || answer === 2 || answer === 3) total += answer;
    else throw new RangeError(`${instrument} item ${item + 1} must be 0–3`);
  });
  if (unanswered.length > 0) {
    return { complete: false, answered: itemCount - unanswered.length, unanswered };
  }
  return { complete: true, total, band: bandOf(instrument, total) };
}

/** Whether PHQ-9 answers call for the safety alert: item 9 answered above 0. */
export const needsSafetyAlert = (phq9: readonly ItemAnswer[]): boolean =>
  (phq9[PHQ9_SAFETY_ITEM] ?? 0) > 0;

/** An unanswered form of the instrument. */
export const blankAnswers = (instrument: InstrumentId): ItemAnswer[] =>
  Array.from({ length: INSTRUMENTS[instrument].itemCount }, () => null);
