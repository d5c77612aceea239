import { isShorthandRun, splitShorthand } from './shorthand-clauses.ts';

/**
 * Sentence segmentation for the offline drafter: `Intl.Segmenter` (ICU sentence rules) inside
 * blocks of text, plus what ICU does not know about clinical writing: speaker labels at the start
 * of a transcript line ("Client:", "Therapist:"), bullet lines, hard line breaks, soft-wrapped
 * lines, and abbreviations that end in a full stop ("Dr.", "e.g.", "p.m."). Offsets are indices
 * into the input text (UTF-16 code units, end exclusive); nothing is rewritten.
 */

export type Speaker = 'client' | 'clinician' | 'other';

export interface Segment {
  text: string;
  start: number;
  end: number;
  /** Who says it in a transcript; null in a typed summary (the clinician writing). */
  speaker: Speaker | null;
}

const SPEAKER_LABELS: Record<string, Speaker> = {
  client: 'client',
  patient: 'client',
  pt: 'client',
  c: 'client',
  therapist: 'clinician',
  clinician: 'clinician',
  counsellor: 'clinician',
  counselor: 'clinician',
  psychologist: 'clinician',
  psychiatrist: 'clinician',
  doctor: 'clinician',
  t: 'clinician',
  th: 'clinician',
  mother: 'other',
  father: 'other',
  parent: 'other',
  partner: 'other',
  spouse: 'other',
  husband: 'other',
  wife: 'other',
  guardian: 'other',
  interpreter: 'other',
};

/** "[00:01:02] Client: ", "Therapist (Dr. Lee): ", "Dr. Lee: " at the start of a line. */
const LABEL =
  /^[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+)?(Dr\.?[ \t]+[A-Z][\w'-]*|[A-Za-z]+)(?:[ \t]*\([^)\n]{1,40}\))?[ \t]*:[ \t]*/;
/** "- ", "* ", "• ", "1. ", "2) " at the start of a line. */
const BULLET = /^[ \t]*(?:[-*•‣◦▪]|\d{1,2}[.)])[ \t]+/;
/** A line that is only a heading ("Session notes:", "Plan:"): not a sentence. */
const HEADING = /^[ \t]*[A-Za-z][\w /&()-]{0,40}:[ \t]*$/;
/** A line that ends a sentence: . ! ? … possibly followed by closing quotes or brackets. */
const ENDS_SENTENCE = /[.!?…:;]["'”’)\]]*[ \t]*$/;

/** Always followed by more of the same sentence. */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'st', 'vs', 'approx', 'appt', 'no']);
/** Followed by more of the sentence when what comes next is lower case, a digit, a day or month. */
const SOFT_ABBREVIATIONS = new Set([
  'a.m',
  'p.m',
  'e.g',
  'i.e',
  'etc',
  'cf',
  'approx',
  'wk',
  'hrs',
]);
const CONTINUES_AFTER_SOFT =
  /^(?:[a-z0-9(]|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/;

interface Line {
  start: number;
  end: number;
  contentStart: number;
  speaker: Speaker | null;
  labelled: boolean;
  heading: boolean;
  bullet: boolean;
}

function readLines(text: string): Line[] {
  const lines: Line[] = [];
  let speaker: Speaker | null = null;
  const pattern = /[^\r\n]*(?:\r\n|\r|\n|$)/g;
  for (const match of text.matchAll(pattern)) {
    const raw = match[0];
    if (raw === '' && match.index === text.length) break;
    const start = match.index;
    const end = start + raw.replace(/(?:\r\n|\r|\n)$/, '').length;
    const body = text.slice(start, end);
    let contentStart = start;
    let labelled = false;
    const label = LABEL.exec(body);
    const name = label?.[1]?.toLowerCase().replace(/\.$/, '');
    const known =
      name === undefined
        ? undefined
        : (SPEAKER_LABELS[name] ?? (/^dr\.?\s/.test(name) ? 'clinician' : undefined));
    if (label && known) {
      speaker = known;
      labelled = true;
      contentStart = start + label[0].length;
    }
    // A heading ("Plan:") starts the writer's own text: no one is speaking under it.
    const heading = !labelled && HEADING.test(body);
    if (heading) speaker = null;
    const bullet = BULLET.exec(text.slice(contentStart, end));
    if (bullet) contentStart += bullet[0].length;
    lines.push({ start, end, contentStart, speaker, labelled, heading, bullet: bullet !== null });
  }
  return lines;
}

interface Block {
  start: number;
  end: number;
  speaker: Speaker | null;
}

/** Lines joined into blocks: a soft-wrapped line continues the block above it. */
function readBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const line of readLines(text)) {
    const body = text.slice(line.contentStart, line.end);
    if (body.trim() === '' || line.heading) {
      open = null;
      continue;
    }
    const previous: string = open ? text.slice(open.start, open.end) : '';
    const wraps =
      open !== null &&
      !line.labelled &&
      !line.bullet &&
      !ENDS_SENTENCE.test(previous) &&
      /^[ \t]*[a-z0-9(]/.test(body);
    if (open && wraps) {
      open.end = line.end;
    } else {
      open = { start: line.contentStart, end: line.end, speaker: line.speaker };
      blocks.push(open);
    }
  }
  return blocks;
}

function endsWithAbbreviation(segment: string, next: string): boolean {
  const word = /(?:^|[\s(])([A-Za-z](?:[A-Za-z.]*[A-Za-z])?)\.\s*$/.exec(segment)?.[1];
  if (word === undefined) return false;
  const lower = word.toLowerCase();
  if (TITLES.has(lower)) return true;
  if (/^[A-Z]$/.test(word)) return /^[A-Z][a-z]/.test(next);
  return SOFT_ABBREVIATIONS.has(lower) && CONTINUES_AFTER_SOFT.test(next);
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

function segmentBlock(text: string, block: Block): Segment[] {
  // Same length as the block, so ICU's indices are the input's: a wrapped line break is a space.
  const masked = text.slice(block.start, block.end).replace(/[\r\n]/g, ' ');
  const pieces: { start: number; end: number }[] = [];
  for (const piece of segmenter.segment(masked)) {
    const range = { start: piece.index, end: piece.index + piece.segment.length };
    const last = pieces.at(-1);
    if (last && endsWithAbbreviation(masked.slice(last.start, last.end), piece.segment)) {
      last.end = range.end;
    } else {
      pieces.push(range);
    }
  }
  const segments: Segment[] = [];
  for (const piece of block.speaker === null
    ? pieces.flatMap((p) => shorthandClauses(masked, p))
    : pieces) {
    const raw = masked.slice(piece.start, piece.end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (!/[\p{L}\p{N}]/u.test(trimmed)) continue;
    const start = block.start + piece.start + lead;
    const end = start + trimmed.length;
    segments.push({ text: text.slice(start, end), start, end, speaker: block.speaker });
  }
  return segments;
}

/** A typed shorthand run cut into its clauses (common/drafting/shorthand-clauses.ts). */
function shorthandClauses(masked: string, piece: { start: number; end: number }) {
  const text = masked.slice(piece.start, piece.end);
  if (!isShorthandRun(text)) return [piece];
  return splitShorthand(text).map((clause) => ({
    start: piece.start + clause.start,
    end: piece.start + clause.end,
  }));
}

/** The sentences of a transcript or a typed summary, in input order. */
export function segmentSentences(text: string): Segment[] {
  return readBlocks(text).flatMap((block) => segmentBlock(text, block));
}
