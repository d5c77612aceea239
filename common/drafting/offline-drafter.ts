import {
  draftedNote,
  type DraftedNote,
  type DraftingCue,
  type OmittedSentence,
  type SourceSpan,
} from '../contracts/drafting.contract.ts';
import type { NoteFormat } from '../contracts/notes.contract.ts';
import { decideCue, type Placement } from './cue-rules.ts';
import { suggestFields, type FiledSentence } from './field-suggestions.ts';
import { sectionsOf } from './sections-of.ts';
import { segmentSentences } from './segment.ts';

/** Where a SOAP placement goes in a format: DAP's Data holds what SOAP splits into S and O. */
export function sectionFor(format: NoteFormat, place: Exclude<Placement, 'omit'>): string {
  if (format === 'soap') return place;
  return place === 'subjective' || place === 'objective' ? 'data' : place;
}

/**
 * The built-in offline drafter: segments the text into sentences and files each by the first cue
 * rule that matches (common/drafting/cue-rules.ts). Pure and deterministic: no network,
 * no clock, no randomness; the same text and format always give the same draft.
 */
export function draftOffline<F extends NoteFormat>(
  format: F,
  text: string,
): Extract<DraftedNote, { format: F }> {
  const sentences: { section: string; text: string; source: SourceSpan; cue: DraftingCue }[] = [];
  const omitted: OmittedSentence[] = [];
  const filed: FiledSentence[] = [];
  for (const segment of segmentSentences(text)) {
    const source = { start: segment.start, end: segment.end };
    const { cue, place } = decideCue(segment);
    if (place === 'omit') omitted.push({ text: segment.text, source, cue });
    else {
      sentences.push({ section: sectionFor(format, place), text: segment.text, source, cue });
      filed.push({ text: segment.text, source, cue });
    }
  }
  const note = draftedNote.parse({
    format,
    sections: sectionsOf(format, sentences),
    sentences,
    omitted,
    suggestions: suggestFields(filed),
    provider: 'offline',
    model: null,
  });
  // The schema's discriminant is the format asked for.
  return note as Extract<DraftedNote, { format: F }>;
}
