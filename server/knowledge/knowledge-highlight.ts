import type { HighlightPart } from '../../common/contracts/knowledge.contract.ts';

/**
 * `ts_headline` marks the matched words with these control characters (STX, ETX), which no
 * shipped entry holds (the sync refuses one that does). The marked text is then split into
 * parts, so no markup ever crosses the wire: the client renders `match` parts as <mark>.
 */
export const START_MARK = '\u0002';
export const STOP_MARK = '\u0003';
export const HIGHLIGHT_MARKERS = [START_MARK, STOP_MARK] as const;

/** The `ts_headline` options: the markers, two passages of a couple of lines each. */
export const HEADLINE_OPTIONS = [
  `StartSel=${START_MARK}`,
  `StopSel=${STOP_MARK}`,
  'MaxFragments=2',
  'MaxWords=24',
  'MinWords=12',
  'FragmentDelimiter=" … "',
].join(', ');

/**
 * Splits `ts_headline`'s marked text into parts: white space collapsed, adjacent matched words
 * joined into one part ("response prevention"), no empty parts.
 */
export function highlightParts(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  const pieces = marked.replace(/\s+/g, ' ').trim().split(START_MARK);
  pieces.forEach((piece, index) => {
    if (index === 0) return push(piece.replaceAll(STOP_MARK, ''), false);
    const stop = piece.indexOf(STOP_MARK);
    const matched = stop === -1 ? piece : piece.slice(0, stop);
    const rest = stop === -1 ? '' : piece.slice(stop + 1).replaceAll(STOP_MARK, '');
    push(matched, true);
    push(rest, false);
  });
  return joinAdjacentMatches(parts);
}

/** "match, a space, match" becomes one matched part. */
function joinAdjacentMatches(parts: HighlightPart[]): HighlightPart[] {
  const joined: HighlightPart[] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    const gap = joined.at(-2);
    if (part.match && previous && !previous.match && /^ $/.test(previous.text) && gap?.match) {
      joined.pop();
      gap.text += previous.text + part.text;
    } else {
      joined.push({ ...part });
    }
  }
  return joined;
}

const ELLIPSIS = '…';
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** How much of a passage's start or end is compared with the text's: enough to be unique. */
const PROBE_CHARS = 40;

/**
 * Marks where a passage was cut out of its text: "… " before a passage that does not open the
 * text, " …" after one that does not close it, so a reader never takes "item self-report
 * measure" for the start of a sentence. `textStart` and `textEnd` are the text's first and
 * last few hundred characters.
 */
export function markCuts(
  parts: HighlightPart[],
  text: { start: string; end: string },
): HighlightPart[] {
  if (parts.length === 0) return parts;
  const shown = parts.map((part) => part.text).join('');
  const fragments = shown.split(` ${ELLIPSIS} `);
  const first = collapse(fragments[0] ?? '');
  const last = collapse(fragments.at(-1) ?? '');
  const opens = collapse(text.start).startsWith(first.slice(0, PROBE_CHARS));
  const closes = collapse(text.end).endsWith(last.slice(-PROBE_CHARS));
  const marked = parts.map((part) => ({ ...part }));
  if (!opens) marked.unshift({ text: `${ELLIPSIS} `, match: false });
  if (!closes) marked.push({ text: ` ${ELLIPSIS}`, match: false });
  return joinPlainNeighbours(marked);
}

/** Two plain parts side by side become one. */
function joinPlainNeighbours(parts: HighlightPart[]): HighlightPart[] {
  const joined: HighlightPart[] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    if (previous && !previous.match && !part.match) previous.text += part.text;
    else joined.push(part);
  }
  return joined;
}
