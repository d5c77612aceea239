import { describe, expect, it } from 'vitest';
import type { Article } from '../../common/contracts/literature.contract.ts';
import {
  decodeCursor,
  encodeCursor,
  FIRST_PAGE,
  hasBeenSeen,
  rememberSeen,
  SEEN_REMEMBERED,
  seenHashes,
} from './literature-cursor.ts';
import { combine, mergeArticles } from './merge-articles.ts';

const base = (
  key: string,
  source: Article['sources'][number],
  extra: Partial<Article> = {},
): Article => ({
  key,
  title: `${source} ${key}`,
  authors: [],
  authorCount: 0,
  journal: '',
  year: null,
  types: [],
  freeFullText: false,
  sources: [source],
  links: {},
  ...extra,
});

describe('merging two sources', () => {
  it('interleaves by rank, PubMed’s first, and joins records of one article by PMID or DOI', () => {
    const pubmed = [
      base('pmid:1', 'pubmed', { pmid: '1' }),
      base('pmid:2', 'pubmed', { pmid: '2', doi: '10.1/AbC' }),
      base('pmid:3', 'pubmed', { pmid: '3' }),
    ];
    const europepmc = [
      base('pmid:3', 'europepmc', { pmid: '3', freeFullText: true }),
      base('doi:10.1/abc', 'europepmc', { doi: '10.1/abc', types: ['rct'] }),
      base('epmc:PPR:9', 'europepmc'),
    ];
    const merged = mergeArticles(pubmed, europepmc);
    expect(merged.map((a) => [a.key, a.sources])).toEqual([
      ['pmid:1', ['pubmed']],
      ['pmid:3', ['pubmed', 'europepmc']],
      ['pmid:2', ['pubmed', 'europepmc']],
      ['epmc:PPR:9', ['europepmc']],
    ]);
    // Seen first in Europe PMC, PubMed's record still leads; Europe PMC's fills the gaps.
    expect(merged[1]).toMatchObject({ title: 'pubmed pmid:3', freeFullText: true });
    expect(merged[2]).toMatchObject({ doi: '10.1/AbC', types: ['rct'] });
  });

  it('combines fields: the first record’s where it has them, the other’s where not', () => {
    const first = base('pmid:1', 'pubmed', {
      pmid: '1',
      journal: 'PubMed journal',
      links: { pubmed: 'https://pubmed.ncbi.nlm.nih.gov/1/' },
    });
    const second = base('doi:10.1/x', 'europepmc', {
      doi: '10.1/x',
      pmcid: 'PMC1',
      journal: 'Europe PMC journal',
      authors: ['A B'],
      authorCount: 1,
      year: 2020,
      links: { europepmc: 'https://europepmc.org/article/MED/1', pubmed: 'https://example.org/' },
    });
    expect(combine(first, second)).toEqual({
      key: 'pmid:1',
      pmid: '1',
      doi: '10.1/x',
      pmcid: 'PMC1',
      title: 'pubmed pmid:1',
      authors: ['A B'],
      authorCount: 1,
      journal: 'PubMed journal',
      year: 2020,
      types: [],
      freeFullText: false,
      sources: ['pubmed', 'europepmc'],
      links: {
        pubmed: 'https://pubmed.ncbi.nlm.nih.gov/1/',
        europepmc: 'https://europepmc.org/article/MED/1',
      },
    });
  });
});

describe('the page cursor', () => {
  it('round-trips, and refuses anything else', () => {
    const cursor = {
      ...FIRST_PAGE,
      pubmed: { done: { state: 'unreachable' as const, total: null } },
    };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    const forged = Buffer.from(JSON.stringify({ ...FIRST_PAGE, pubmed: { next: -1 } })).toString(
      'base64url',
    );
    for (const bad of ['', '!!', 'e30', forged, Buffer.from('not json').toString('base64url')]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });

  it('remembers what was shown, up to its limit, forgetting the oldest', () => {
    const ids = Array.from({ length: SEEN_REMEMBERED + 5 }, (_, i) => `pmid:${i}`);
    const seen = seenHashes(rememberSeen('', ids));
    expect(hasBeenSeen(seen, ['pmid:0'])).toBe(false);
    expect(hasBeenSeen(seen, ['doi:x', `pmid:${SEEN_REMEMBERED + 4}`])).toBe(true);
    expect(seen.size).toBe(SEEN_REMEMBERED);
    const full = encodeCursor({
      ...FIRST_PAGE,
      europepmc: { next: 'x'.repeat(100) },
      seen: rememberSeen('', ids),
    });
    expect(full.length).toBeLessThanOrEqual(1000);
  });
});
