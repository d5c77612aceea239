import type { DraftedNote } from '../../../common/contracts/drafting.contract.ts';
import type { NoteFormat } from '../../../common/contracts/notes.contract.ts';
import { draftOffline } from '../../../common/drafting/offline-drafter.ts';
import { renderSession, type EvalLabel, type EvalSession } from './eval-sessions.ts';

/** The classes scored: a format's sections, and "omitted" for sentences left out of the note. */
export type EvalClass = string;
const OMITTED = 'omitted';

const SOAP_OF: Record<Exclude<EvalLabel, '-'>, string> = {
  S: 'subjective',
  O: 'objective',
  A: 'assessment',
  P: 'plan',
};

export function expectedClass(format: NoteFormat, label: EvalLabel): EvalClass {
  if (label === '-') return OMITTED;
  if (format === 'dap' && (label === 'S' || label === 'O')) return 'data';
  return SOAP_OF[label];
}

export interface ClassScore {
  cls: EvalClass;
  support: number;
  predicted: number;
  precision: number;
  recall: number;
}

export interface EvalResult {
  format: NoteFormat;
  sessions: number;
  sentences: number;
  correct: number;
  accuracy: number;
  /** Labelled sentences the segmenter cut exactly as labelled. */
  segmentedExactly: number;
  classes: ClassScore[];
  misses: { sessionId: string; text: string; expected: EvalClass; got: EvalClass; cue: string }[];
}

/** What the draft did with the sentence starting at `start` (or the one covering it). */
function predictionAt(note: DraftedNote, start: number, end: number) {
  const items = [
    ...note.sentences.map((s) => ({ cls: s.section as string, source: s.source, cue: s.cue })),
    ...note.omitted.map((s) => ({ cls: OMITTED, source: s.source, cue: s.cue })),
  ];
  const exact = items.find((item) => item.source?.start === start && item.source.end === end);
  if (exact) return { ...exact, exact: true };
  const covering = items.find(
    (item) => item.source !== null && item.source.start <= start && item.source.end > start,
  );
  return { cls: covering?.cls ?? OMITTED, cue: covering?.cue ?? 'none', exact: false };
}

/** Runs the offline drafter on each session and scores it against the labels. */
export function evaluateOffline(sessions: EvalSession[], format: NoteFormat): EvalResult {
  const pairs: { expected: EvalClass; got: EvalClass }[] = [];
  const misses: EvalResult['misses'] = [];
  let segmentedExactly = 0;
  for (const session of sessions) {
    const { text, labelled } = renderSession(session);
    const note = draftOffline(format, text);
    for (const sentence of labelled) {
      const expected = expectedClass(format, sentence.label);
      const prediction = predictionAt(note, sentence.start, sentence.end);
      if (prediction.exact) segmentedExactly += 1;
      pairs.push({ expected, got: prediction.cls });
      if (prediction.cls !== expected) {
        misses.push({
          sessionId: session.id,
          text: sentence.text,
          expected,
          got: prediction.cls,
          cue: prediction.cue,
        });
      }
    }
  }
  const classes = [...new Set(pairs.flatMap((pair) => [pair.expected, pair.got]))].sort();
  const scores = classes.map((cls) => {
    const support = pairs.filter((pair) => pair.expected === cls).length;
    const predicted = pairs.filter((pair) => pair.got === cls).length;
    const hits = pairs.filter((pair) => pair.got === cls && pair.expected === cls).length;
    return {
      cls,
      support,
      predicted,
      precision: predicted === 0 ? 0 : hits / predicted,
      recall: support === 0 ? 0 : hits / support,
    };
  });
  const correct = pairs.filter((pair) => pair.expected === pair.got).length;
  return {
    format,
    sessions: sessions.length,
    sentences: pairs.length,
    correct,
    accuracy: pairs.length === 0 ? 0 : correct / pairs.length,
    segmentedExactly,
    classes: scores,
    misses,
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The result as a Markdown table (for the test's output and docs/performance.md). */
export function formatEvalTable(result: EvalResult): string {
  const rows = result.classes.map(
    (c) => `| ${c.cls} | ${c.support} | ${c.predicted} | ${pct(c.precision)} | ${pct(c.recall)} |`,
  );
  return [
    `${result.format.toUpperCase()}: ${result.correct}/${result.sentences} sentences in ${result.sessions} sessions = ${pct(result.accuracy)} accuracy; segmented exactly: ${result.segmentedExactly}/${result.sentences}`,
    '| section | labelled | predicted | precision | recall |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
