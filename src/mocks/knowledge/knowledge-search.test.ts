import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../../../common/knowledge/knowledge-base';
import { highlight, searchKnowledge } from './knowledge-search';

describe("the mock's knowledge search", () => {
  it('marks the words that start with a query word, ignoring case and accents', () => {
    expect(highlight('Checking and re-checking; Rituals.', ['check', 'ritual'])).toEqual([
      { text: 'Checking', match: true },
      { text: ' and re-', match: false },
      { text: 'checking', match: true },
      { text: '; ', match: false },
      { text: 'Rituals', match: true },
      { text: '.', match: false },
    ]);
  });

  it('cuts a long text to a passage around the first match', () => {
    const text = `${'word '.repeat(60)}target ${'tail '.repeat(60)}`;
    const parts = highlight(text, ['target']);
    expect(parts[0]!.text.startsWith('… ')).toBe(true);
    expect(parts.at(-1)!.text.endsWith(' …')).toBe(true);
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'target', match: true }]);
  });

  it('finds an entry by a word of its description and filters by kind', () => {
    const hits = searchKnowledge(KNOWLEDGE_BASE, { q: 'neutralising', limit: 20 });
    expect(hits.map((hit) => hit.id)).toContain('exposure-response-prevention');
    const instruments = searchKnowledge(KNOWLEDGE_BASE, {
      q: 'neutralising',
      kind: 'instrument',
      limit: 20,
    });
    expect(instruments.every((hit) => hit.kind === 'instrument')).toBe(true);
  });

  it('needs every query word to match somewhere', () => {
    expect(searchKnowledge(KNOWLEDGE_BASE, { q: 'rituals xyzzy', limit: 20 })).toEqual([]);
  });
});
