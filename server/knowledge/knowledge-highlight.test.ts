import { describe, expect, it } from 'vitest';
import {
  highlightParts,
  markCuts,
  START_MARK as S,
  STOP_MARK as E,
} from './knowledge-highlight.ts';
import { typedPrefix } from './knowledge-search.ts';

describe('splitting a marked passage into parts', () => {
  it('marks the matched words and keeps the rest as plain text', () => {
    expect(highlightParts(`Graded ${S}exposure${E} to fear`)).toEqual([
      { text: 'Graded ', match: false },
      { text: 'exposure', match: true },
      { text: ' to fear', match: false },
    ]);
  });

  it('joins adjacent matched words and collapses white space', () => {
    expect(highlightParts(`${S}response${E}\n  ${S}prevention${E}\tworks `)).toEqual([
      { text: 'response prevention', match: true },
      { text: ' works', match: false },
    ]);
  });

  it('passes markup through as text, and survives a stray marker', () => {
    expect(highlightParts(`<b>${S}a${E}</b>${E} ${S}b`)).toEqual([
      { text: '<b>', match: false },
      { text: 'a', match: true },
      { text: '</b> ', match: false },
      { text: 'b', match: true },
    ]);
    expect(highlightParts('')).toEqual([]);
  });
});

describe('the word being typed', () => {
  it.each([
    ['prolonged expos', { head: 'prolonged', word: 'expos' }],
    ['Expos', { head: '', word: 'expos' }],
    ['exposure ', null],
    ['ex', null],
    ['therapy -expos', null],
    ['"prolonged expos', null],
    ['"prolonged" expos', { head: '"prolonged"', word: 'expos' }],
    ['expos:*', null],
    ['терап', { head: '', word: 'терап' }],
  ])('in %j is %j', (q, expected) => {
    expect(typedPrefix(q)).toEqual(expected);
  });
});

describe('where a passage was cut out of its text', () => {
  const text = {
    start: 'The PCL-5 is a 20-item self-report measure of the DSM-5 symptoms of PTSD.',
    end: 'Scores of 31 to 33 suggest probable PTSD.',
  };
  const plain = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

  it('marks a passage from the middle of the text with an ellipsis at both ends', () => {
    const parts = markCuts(
      highlightParts(`item self-report measure of the ${S}PTSD${E} symptoms`),
      text,
    );
    expect(plain(parts)).toBe('… item self-report measure of the PTSD symptoms …');
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'PTSD', match: true }]);
  });

  it('adds nothing where the passage opens or closes the text', () => {
    const opening = markCuts(highlightParts(`The PCL-5 is a 20-item ${S}self-report${E}`), text);
    expect(plain(opening)).toBe('The PCL-5 is a 20-item self-report …');
    const closing = markCuts(highlightParts(`31 to 33 suggest probable ${S}PTSD${E}.`), text);
    expect(plain(closing)).toBe('… 31 to 33 suggest probable PTSD.');
  });

  it('reads two passages joined by the fragment delimiter as the first and the last', () => {
    const parts = markCuts(
      highlightParts(`The PCL-5 is a ${S}20-item${E} … suggest probable ${S}PTSD${E}.`),
      text,
    );
    expect(plain(parts)).toBe('The PCL-5 is a 20-item … suggest probable PTSD.');
  });

  it('leaves an empty highlight empty', () => {
    expect(markCuts([], text)).toEqual([]);
  });
});
