import { NOTE_SECTIONS, type NoteFormat } from '../contracts/notes.contract.ts';

/**
 * Each section's text: its sentences in input order, each on one line, joined by a space, or by
 * "; " after a shorthand fragment that has no stop of its own ("sleep poor; wonders if …").
 */
export function sectionsOf(
  format: NoteFormat,
  sentences: readonly { section: string; text: string }[],
): Record<string, string> {
  return Object.fromEntries(
    NOTE_SECTIONS[format].map((key) => [
      key,
      sentences
        .filter((sentence) => sentence.section === key)
        .map((sentence) => sentence.text.replace(/\s*[\r\n]+\s*/g, ' '))
        .reduce(
          (joined, text) =>
            joined === ''
              ? text
              : `${joined}${/[.!?…:;,]["'”’)\]]*$/.test(joined) ? ' ' : '; '}${text}`,
          '',
        ),
    ]),
  );
}
