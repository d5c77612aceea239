import { describe, expect, it } from 'vitest';
import { highlightParts, START_MARK as S, STOP_MARK as E } from './knowledge-highlight.ts';
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
