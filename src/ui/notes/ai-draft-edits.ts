import type { DraftedNote, FieldSuggestions } from '../../../common/contracts/drafting.contract';
import type { NoteFields, NoteSection, RiskUpdate } from '../../../common/contracts/notes.contract';
import { sectionsOf } from '../../../common/drafting/sections-of';

/**
 * What the clinician changed in the review before using the draft (issue 30): where each drafted
 * sentence now goes, and the suggested fields they ticked. Pure: no React.
 */
export interface DraftEdits {
  /** The section of each of the draft's sentences, by its index in `note.sentences`. */
  placed: readonly NoteSection[];
  /** The suggested interventions ticked. */
  interventions: readonly string[];
  /** The suggested risk update, when ticked. */
  risk: { value: RiskUpdate; note: string } | null;
}

/** The review's starting point: every sentence where the drafter filed it, nothing ticked. */
export const editsOf = (note: DraftedNote): DraftEdits => ({
  placed: note.sentences.map((sentence) => sentence.section),
  interventions: [],
  risk: null,
});

/** The sections' text with the moves applied, in the draft's own section shape. */
export function sectionsAfterEdits(note: DraftedNote, edits: DraftEdits): DraftedNote['sections'] {
  const moved = note.sentences.map((sentence, index) => ({
    ...sentence,
    section: edits.placed[index] ?? sentence.section,
  }));
  return sectionsOf(note.format, moved) as DraftedNote['sections'];
}

const MAX_INTERVENTIONS = 20;
const MAX_RISK_NOTE = 2_000;

/** The note's fields with the ticked suggestions added (what was already there is kept). */
export function fieldsAfterEdits(fields: NoteFields, edits: DraftEdits): NoteFields {
  const interventions = [...new Set([...fields.interventions, ...edits.interventions])].slice(
    0,
    MAX_INTERVENTIONS,
  );
  if (!edits.risk) return { ...fields, interventions };
  const riskNote = [fields.riskNote.trim(), edits.risk.note]
    .filter((text) => text !== '')
    .join('\n')
    .slice(0, MAX_RISK_NOTE);
  return { ...fields, interventions, riskUpdate: edits.risk.value, riskNote };
}

/** The suggestions of a draft, none when it has none (a draft made before issue 30). */
export const suggestionsOf = (note: DraftedNote): FieldSuggestions =>
  note.suggestions ?? { interventions: [], riskUpdate: null };
