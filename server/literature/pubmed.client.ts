import type { Article, LiteratureQuery } from '../../common/contracts/literature.contract.ts';
import type { LiteratureConfig } from '../config.ts';
import { PUBLICATION_TYPES } from './article-types.ts';
import {
  parseEfetchAbstract,
  parseEsearch,
  parseEsummary,
  type AbstractSection,
} from './pubmed-parse.ts';
import type { Outcome, Upstream } from './upstream.ts';

/** ESearch serves at most the first 10 000 matches of a query. */
const ESEARCH_WINDOW = 10_000;

/** The filters a query carries, in PubMed's search syntax (`[dp]`, `[pt]`, `[sb]`). */
export function pubmedTerm(
  query: Pick<LiteratureQuery, 'q' | 'yearFrom' | 'yearTo' | 'types' | 'freeFullText'>,
): string {
  const parts = [`(${query.q})`];
  if (query.yearFrom !== undefined || query.yearTo !== undefined) {
    parts.push(`("${query.yearFrom ?? 1800}"[dp] : "${query.yearTo ?? 3000}"[dp])`);
  }
  if (query.types?.length) {
    const names = query.types.flatMap((type) => PUBLICATION_TYPES[type]);
    parts.push(`(${names.map((name) => `${name}[pt]`).join(' OR ')})`);
  }
  if (query.freeFullText) parts.push('free full text[sb]');
  return parts.join(' AND ');
}

export interface SourcePage<Position> {
  articles: Article[];
  total: number;
  /** Where the next page starts; null when there is none. */
  next: Position | null;
}

/** PubMed through E-utilities: ESearch then ESummary for a page, EFetch for an abstract. */
export function pubmedClient(upstream: Upstream, config: LiteratureConfig) {
  /** NCBI etiquette on every request; the key travels as a secret (never cached or logged). */
  const endpoint = (name: string, params: Record<string, string>) => {
    const url = new URL(`${config.pubmedUrl}/${name}`);
    for (const [key, value] of Object.entries({ db: 'pubmed', ...params })) {
      url.searchParams.set(key, value);
    }
    url.searchParams.set('tool', config.tool);
    url.searchParams.set('email', config.email);
    return url;
  };
  const secret = config.ncbiApiKey ? { api_key: config.ncbiApiKey } : undefined;

  return {
    async search(
      query: LiteratureQuery,
      start: number,
      size: number,
    ): Promise<Outcome<SourcePage<number>>> {
      const retmax = Math.min(size, ESEARCH_WINDOW - start);
      const search = endpoint('esearch.fcgi', {
        term: pubmedTerm(query),
        retmode: 'json',
        retstart: String(start),
        retmax: String(Math.max(retmax, 0)),
        sort: 'relevance',
      });
      const found = await upstream.get(search, parseEsearch, secret);
      if (!found.ok) return found;
      const { ids, count } = found.value;
      const after = start + ids.length;
      const next = ids.length > 0 && after < Math.min(count, ESEARCH_WINDOW) ? after : null;
      if (ids.length === 0) return { ok: true, value: { articles: [], total: count, next: null } };
      const summary = endpoint('esummary.fcgi', { id: ids.join(','), retmode: 'json' });
      const summaries = await upstream.get(summary, parseEsummary, secret);
      if (!summaries.ok) return summaries;
      const byPmid = new Map(summaries.value.map((entry) => [entry.pmid, entry]));
      const articles = ids.flatMap((id) => byPmid.get(id) ?? []);
      return { ok: true, value: { articles, total: count, next } };
    },

    /** The abstract of one PMID: its parts, or undefined when PubMed has no such article. */
    async abstract(pmid: string): Promise<Outcome<AbstractSection[] | undefined>> {
      const fetch = endpoint('efetch.fcgi', { id: pmid, rettype: 'abstract', retmode: 'xml' });
      return upstream
        .get(
          fetch,
          (xml) => {
            const sections = parseEfetchAbstract(xml);
            // `undefined` (no such article) is an answer, not a bad one: keep it apart from `null`.
            return sections === null ? null : { sections };
          },
          secret,
        )
        .then((outcome) =>
          outcome.ok ? { ok: true as const, value: outcome.value.sections } : outcome,
        );
    },
  };
}

export type PubmedClient = ReturnType<typeof pubmedClient>;
