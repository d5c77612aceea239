#!/usr/bin/env node
// The offline drafter's placement on its labelled sets (server/drafting/eval), for `npm run bench`
// (issue 30): the prose set and its held-out part, and the clinical shorthand set — the notes its
// rules were written from (budget: at least 85 % placed right, shown as at most 15 % misfiled) and
// the two held-out shorthand sets no rule saw (43–56; 57–71, written by branch c30-drafter2 before
// its rules). No browser, no server: about a second.
// Writes reports/bench-drafter.json ({ figures: [...] } in scripts/bench/report.mjs's shape).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { figure, printFigures } from './bench/report.mjs';

const sets = await tsImport('../server/drafting/eval/eval-sessions.ts', import.meta.url);
const { evaluateOffline } = await tsImport('../server/drafting/eval/evaluate.ts', import.meta.url);

const percent = (value) => Math.round(value * 1000) / 10;
const figures = [];
for (const [name, dir, budget] of [
  ['prose set', sets.TUNING_DIR, null],
  ['prose held-out', sets.HELD_OUT_DIR, null],
  ['shorthand set', sets.SHORTHAND_DIR, 15],
  ['shorthand held-out 43-56', sets.SHORTHAND_HELD_OUT_DIR, null],
  ['shorthand held-out 57-71', sets.SHORTHAND_FRESH_DIR, null],
]) {
  const sessions = sets.loadEvalSessions(dir);
  if (name.startsWith('shorthand')) {
    // The measured weak point: a run without punctuation cut into its labelled fragments.
    const cut = evaluateOffline(sessions, 'soap');
    figures.push(
      figure(
        `Drafter ${name}: fragments cut exactly (${cut.segmentedExactly}/${cut.sentences})`,
        percent(cut.segmentedExactly / cut.sentences),
        '%',
        null,
      ),
    );
  }
  for (const format of ['soap', 'dap']) {
    const result = evaluateOffline(sessions, format);
    figures.push(
      figure(
        `Drafter ${name} ${format.toUpperCase()}: misfiled (${result.correct}/${result.sentences} right = ${percent(result.accuracy)} %)`,
        percent(1 - result.accuracy),
        '%',
        budget,
      ),
    );
  }
}
printFigures(figures);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-drafter.json', `${JSON.stringify({ figures }, null, 2)}\n`);
