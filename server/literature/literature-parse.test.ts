import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { article } from '../../common/contracts/literature.contract.ts';
import { cleanText } from './answer-values.ts';
import { articleTypesOf } from './article-types.ts';
import { europePmcQuery, recordQuery } from './europepmc.client.ts';
import { europePmcAbstract, europePmcArticle, parseEuropePmcSearch } from './europepmc-parse.ts';
import { pubmedTerm } from './pubmed.client.ts';
import { parseEfetchAbstract, parseEsearch, parseEsummary } from './pubmed-parse.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../scripts/stubs/fixtures/${name}`, import.meta.url), 'utf8');

describe('reading PubMed’s answers', () => {
  it('reads ESearch’s ids and count, and refuses what is not an ESearch answer', () => {
    const text = JSON.stringify({ esearchresult: { count: '42', idlist: ['1', '22', 'x'] } });
    expect(parseEsearch(text)).toEqual({ ids: ['1', '22'], count: 42 });
    for (const bad of ['', '<html>', '{"esearchresult": {"count": "1"}}', '{"error":"x"}', '[]']) {
      expect(parseEsearch(bad)).toBeNull();
    }
  });

  it('reads ESummary records as contract articles in PubMed’s order', () => {
    const articles = parseEsummary(fixture('ocd-erp.esummary.json'));
    expect(articles).toHaveLength(12);
    for (const entry of articles ?? []) expect(article.safeParse(entry).success).toBe(true);
    expect(articles?.[0]).toMatchObject({
      key: 'pmid:39000101',
      pmid: '39000101',
      doi: '10.5555/erp.2021.101',
      pmcid: 'PMC9000101',
      authors: ['Marlow KJ', 'Okafor AN', 'Lindqvist E', 'Tan HY'],
      authorCount: 4,
      journal: 'Journal of Anxiety Disorders',
      year: 2021,
      types: ['systematic-review', 'meta-analysis'],
      freeFullText: true,
      sources: ['pubmed'],
      links: {
        pubmed: 'https://pubmed.ncbi.nlm.nih.gov/39000101/',
        fullText: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9000101/',
      },
    });
    expect(articles?.find((a) => a.pmid === '39000103')?.types).toEqual(['guideline']);
  });

  it('leaves out error records and unusable ones but keeps the rest', () => {
    const text = JSON.stringify({
      result: {
        uids: ['1', '2', '3', '4'],
        '1': { uid: '1', error: 'cannot get document summary' },
        '2': { uid: '2', title: '', authors: [] },
        '3': { uid: '3', title: 'Fine <i>title</i> &amp; more', authors: 'nope', pubdate: 7 },
      },
    });
    expect(parseEsummary(text)?.map((a) => [a.key, a.title, a.authorCount, a.year])).toEqual([
      ['pmid:3', 'Fine title & more', 0, null],
    ]);
    expect(parseEsummary('{"result": {}}')).toBeNull();
  });

  it('reads EFetch’s abstract with its labels, none, or no such article', () => {
    const xml = fixture('ocd-erp.efetch.xml');
    expect(parseEfetchAbstract(xml)?.map((s) => s.label)).toEqual([
      'BACKGROUND',
      'METHODS',
      'RESULTS',
      'CONCLUSIONS',
    ]);
    const noAbstract =
      '<PubmedArticleSet><PubmedArticle><Article/></PubmedArticle></PubmedArticleSet>';
    expect(parseEfetchAbstract(noAbstract)).toEqual([]);
    expect(
      parseEfetchAbstract('<?xml version="1.0" ?>\n<PubmedArticleSet>\n</PubmedArticleSet>'),
    ).toBeUndefined();
    expect(parseEfetchAbstract('<html>maintenance</html>')).toBeNull();
    const marked =
      '<PubmedArticleSet><PubmedArticle><Abstract><AbstractText Label="A &amp; B">x<sup>2</sup> &lt; 3</AbstractText></Abstract></PubmedArticle></PubmedArticleSet>';
    expect(parseEfetchAbstract(marked)).toEqual([{ label: 'A & B', text: 'x2 < 3' }]);
  });

  it('keeps an abstract’s comparison signs and does not expand entities a DOCTYPE declares', () => {
    const signs =
      '<PubmedArticleSet><PubmedArticle><Abstract><AbstractText>p &lt; 0.05 and q &gt; 1</AbstractText></Abstract></PubmedArticle></PubmedArticleSet>';
    expect(parseEfetchAbstract(signs)).toEqual([{ label: null, text: 'p < 0.05 and q > 1' }]);
    const declared =
      '<!DOCTYPE PubmedArticleSet [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><PubmedArticleSet><PubmedArticle><Abstract><AbstractText>&b;</AbstractText></Abstract></PubmedArticle></PubmedArticleSet>';
    expect(parseEfetchAbstract(declared)).toEqual([{ label: null, text: '&b;' }]);
  });
});

describe('reading Europe PMC’s answers', () => {
  it('reads a core page and its records as contract articles', () => {
    const page = parseEuropePmcSearch(fixture('ocd-erp.europepmc-core.json'));
    expect(page?.count).toBe(12);
    const articles = page?.records.map(europePmcArticle) ?? [];
    expect(articles.every((a) => a && article.safeParse(a).success)).toBe(true);
    expect(articles.map((a) => a?.key)).toContain('epmc:AGR:AGR12345');
    expect(articles[2]).toMatchObject({
      key: 'doi:10.5555/erp.preprint.2024.01',
      authors: ['Kaur J', 'Mbeki L', 'Sorensen T'],
      links: { europepmc: 'https://europepmc.org/article/PPR/PPR771201' },
    });
    expect(articles[5]).toMatchObject({ authorCount: 12, types: ['rct'], freeFullText: true });
    expect(articles[5]?.authors).toHaveLength(10);
  });

  it('reads a lite record’s publication types from its one string', () => {
    const lite = {
      id: '1',
      source: 'MED',
      pmid: '1',
      title: 'T',
      journalTitle: 'J',
      pubYear: '2001',
      pubType: 'review; systematic review; journal article',
      isOpenAccess: 'N',
    };
    expect(europePmcArticle(lite)).toMatchObject({ types: ['systematic-review'], journal: 'J' });
  });

  it('refuses what is not a search answer, and records it cannot use', () => {
    for (const bad of ['', '{"hitCount": 1}', '{"resultList": {"result": []}}', 'null']) {
      expect(parseEuropePmcSearch(bad)).toBeNull();
    }
    expect(europePmcArticle({ id: '1', source: 'M E D', title: 'x' })).toBeUndefined();
    expect(europePmcArticle({ id: '1', source: 'MED' })).toBeUndefined();
    const unsafe = {
      id: '1',
      source: 'MED',
      title: 'x',
      fullTextUrlList: { fullTextUrl: [{ availabilityCode: 'OA', url: 'javascript:alert(1)' }] },
    };
    expect(europePmcArticle(unsafe)?.links.fullText).toBeUndefined();
  });

  it('splits a structured abstract at its headings', () => {
    expect(
      europePmcAbstract({
        abstractText: 'Lead.<h4>Methods:</h4>We <i>did</i>.<h4>Results</h4>It worked.',
      }),
    ).toEqual([
      { label: null, text: 'Lead.' },
      { label: 'Methods', text: 'We did.' },
      { label: 'Results', text: 'It worked.' },
    ]);
    expect(europePmcAbstract({})).toEqual([]);
  });
});

describe('writing the filters', () => {
  const all = {
    q: 'ocd',
    yearFrom: 2015,
    yearTo: 2020,
    types: ['systematic-review', 'meta-analysis', 'rct', 'guideline'] as const,
    freeFullText: true,
  };
  it('in PubMed’s syntax', () => {
    expect(pubmedTerm({ ...all, types: [...all.types] })).toBe(
      '(ocd) AND ("2015"[dp] : "2020"[dp]) AND (systematic review[pt] OR meta-analysis[pt] OR randomized controlled trial[pt] OR guideline[pt] OR practice guideline[pt]) AND free full text[sb]',
    );
    expect(pubmedTerm({ q: 'ocd', yearFrom: 2015 })).toBe('(ocd) AND ("2015"[dp] : "3000"[dp])');
    expect(pubmedTerm({ q: 'ocd', yearTo: 2015 })).toBe('(ocd) AND ("1800"[dp] : "2015"[dp])');
  });
  it('in Europe PMC’s syntax', () => {
    expect(europePmcQuery({ ...all, types: ['rct'] })).toBe(
      '(ocd) AND PUB_YEAR:[2015 TO 2020] AND (PUB_TYPE:"randomized controlled trial") AND OPEN_ACCESS:y',
    );
  });
  it('and finds one record by its key, or none for a key that names nothing', () => {
    expect(recordQuery('pmid:123')).toBe('EXT_ID:123 AND SRC:MED');
    expect(recordQuery('doi:10.1/x')).toBe('DOI:"10.1/x"');
    expect(recordQuery('epmc:PPR:PPR1')).toBe('EXT_ID:PPR1 AND SRC:PPR');
    for (const bad of [
      'pmid:x',
      'doi:10.1/"',
      'epmc:ppr:1',
      'epmc:PPR:a b',
      'other:1',
      'epmc:PPR',
    ]) {
      expect(recordQuery(bad)).toBeUndefined();
    }
  });
  it('and maps publication types back to the four the clinician filters by', () => {
    expect(
      articleTypesOf(['Journal Article', 'Practice Guideline', 'Meta-Analysis', 'Guideline']),
    ).toEqual(['meta-analysis', 'guideline']);
  });
});

describe('cleaning outside text', () => {
  it('removes markup and control characters, decodes entities and bounds the length', () => {
    expect(cleanText('A\u0000b <b>bold</b>&#233;&#x41;&unknown;\n\n c', 100)).toBe(
      'A b boldéA&unknown; c',
    );
    expect(cleanText('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cleanText('Caf&eacute; <i>in vivo</i> &ndash; 5&nbsp;mg', 100)).toBe(
      'Café in vivo – 5 mg',
    );
  });
});
