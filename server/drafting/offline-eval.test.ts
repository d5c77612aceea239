import { describe, expect, it } from 'vitest';
import {
  HELD_OUT_DIR,
  SHORTHAND_DIR,
  SHORTHAND_FRESH_DIR,
  SHORTHAND_HELD_OUT_DIR,
  TUNING_DIR,
  loadEvalSessions,
  renderSession,
} from './eval/eval-sessions.ts';
import { evaluateOffline, formatEvalTable } from './eval/evaluate.ts';

/**
 * The offline drafter on its labelled evaluation set (server/drafting/eval). The floors sit just
 * below the measured figures: a rule change that costs accuracy fails here. The tuning set was
 * used to write the cues; the held-out set never was, so its figure is the honest one.
 */
const FLOORS = {
  tuning: { soap: 0.93, dap: 0.95 },
  heldOut: { soap: 0.72, dap: 0.78 },
};

const tuning = loadEvalSessions(TUNING_DIR);
const heldOut = loadEvalSessions(HELD_OUT_DIR);

/**
 * Issue 30's clinical shorthand: at least 85 % correct placement on the notes the shorthand rules
 * were written from (measured 91.7 % SOAP, 93.7 % DAP), and the two held-out sets no rule saw,
 * whose measured figures are the honest ones (43–56: 67.3 % SOAP, 73.1 % DAP; 57–71: 67.9 %,
 * 73.2 %): their floors sit just below them. The issue's 85 % is not reached on unseen shorthand.
 */
const SHORTHAND_FLOORS = {
  written: { soap: 0.85, dap: 0.85 },
  heldOut: { soap: 0.66, dap: 0.72 },
  fresh: { soap: 0.65, dap: 0.72 },
};
/** Risk words written for this test, apart from the drafter's lexicon, to find labelled risk statements. */
const RISK_WORDS =
  /hopeless|no point|no future|wake up|better off|tired of living|worth living|to live for|joining him|way out|ever change|\bSI\b|suicid|self[- ]?harm|cutting|overdose|intent|burden|die\b|death/i;
const shorthand = loadEvalSessions(SHORTHAND_DIR);
const shorthandHeldOut = loadEvalSessions(SHORTHAND_HELD_OUT_DIR);
const shorthandFresh = loadEvalSessions(SHORTHAND_FRESH_DIR);

describe('the offline drafter on its evaluation set', () => {
  it('has at least 12 labelled sessions and 200 labelled sentences, transcripts and summaries', () => {
    const sentences = tuning.flatMap((session) => renderSession(session).labelled);
    expect(tuning.length).toBeGreaterThanOrEqual(12);
    expect(sentences.length).toBeGreaterThanOrEqual(200);
    expect(new Set(tuning.map((session) => session.kind))).toEqual(
      new Set(['transcript', 'summary']),
    );
    expect(heldOut.length).toBeGreaterThanOrEqual(4);
  });

  it.each(['soap', 'dap'] as const)(
    'files %s sentences at least as accurately as its floor',
    (format) => {
      const result = evaluateOffline(tuning, format);
      const held = evaluateOffline(heldOut, format);
      process.stdout.write(
        `\nTuning set\n${formatEvalTable(result)}\n\nHeld-out set\n${formatEvalTable(held)}\n`,
      );
      expect(result.segmentedExactly).toBe(result.sentences);
      expect(result.accuracy).toBeGreaterThanOrEqual(FLOORS.tuning[format]);
      expect(held.accuracy).toBeGreaterThanOrEqual(FLOORS.heldOut[format]);
    },
  );
});

describe('the offline drafter on clinical shorthand (issue 30)', () => {
  it('has at least 40 labelled shorthand notes, a held-out part of them among them', () => {
    expect(shorthand.length + shorthandHeldOut.length).toBeGreaterThanOrEqual(40);
    expect(shorthandHeldOut.length).toBeGreaterThanOrEqual(12);
    expect(shorthandFresh.length).toBeGreaterThanOrEqual(15);
    const labels = [...shorthand, ...shorthandHeldOut, ...shorthandFresh].flatMap((session) =>
      renderSession(session).labelled.map((sentence) => sentence.label),
    );
    expect(new Set(labels)).toEqual(new Set(['S', 'O', 'A', 'P']));
  });

  it.each(['soap', 'dap'] as const)(
    'files the %s shorthand sentences where they belong, at least 85 in 100',
    (format) => {
      const written = evaluateOffline(shorthand, format);
      const held = evaluateOffline(shorthandHeldOut, format);
      const fresh = evaluateOffline(shorthandFresh, format);
      process.stdout.write(
        `\nShorthand set\n${formatEvalTable(written)}\n\nShorthand held-out 43–56\n${formatEvalTable(held)}\n\nShorthand held-out 57–71\n${formatEvalTable(fresh)}\n`,
      );
      expect(written.accuracy).toBeGreaterThanOrEqual(SHORTHAND_FLOORS.written[format]);
      expect(held.accuracy).toBeGreaterThanOrEqual(SHORTHAND_FLOORS.heldOut[format]);
      expect(fresh.accuracy).toBeGreaterThanOrEqual(SHORTHAND_FLOORS.fresh[format]);
    },
  );

  it.each(['soap', 'dap'] as const)(
    'never files a labelled risk statement under Plan (%s), in any labelled set',
    (format) => {
      const sets = [shorthand, shorthandHeldOut, shorthandFresh, tuning, heldOut];
      const risky = sets
        .map((sessions) => evaluateOffline(sessions, format))
        .flatMap((result) => result.misses)
        .filter((miss) => miss.expected === 'assessment' && RISK_WORDS.test(miss.text));
      expect(risky.filter((miss) => miss.got === 'plan')).toEqual([]);
    },
  );
});
