import type {
  Article,
  ArticleAbstractResponse,
  LiteratureQuery,
  LiteratureSearchResponse,
  LiteratureSource,
  SourceStatus,
} from '../../common/contracts/literature.contract.ts';
import { HttpError } from '../http/http-error.ts';
import {
  decodeCursor,
  encodeCursor,
  FIRST_PAGE,
  hasBeenSeen,
  rememberSeen,
  seenHashes,
  type Cursor,
  type SourceCursor,
} from './literature-cursor.ts';
import type { LiteratureServices } from './literature-services.ts';
import { identifiersOf, mergeArticles } from './merge-articles.ts';
import type { SourcePage } from './pubmed.client.ts';
import type { Outcome } from './upstream.ts';

export const BAD_CURSOR = 'This page of results is no longer valid; search again.';

type Asked<P> = { articles: Article[]; cursor: SourceCursor<P>; status: SourceStatus };

/** One source's part of a page: asked when it has a next position, else as it ended before. */
async function askSource<P>(
  source: LiteratureSource,
  position: SourceCursor<P>,
  ask: (at: P) => Promise<Outcome<SourcePage<P>>>,
): Promise<Asked<P>> {
  if ('done' in position) {
    return { articles: [], cursor: position, status: { source, ...position.done } };
  }
  const outcome = await ask(position.next);
  if (!outcome.ok) {
    const done = { state: outcome.state, total: null };
    return { articles: [], cursor: { done }, status: { source, ...done } };
  }
  const { articles, total, next } = outcome.value;
  const status: SourceStatus = { source, state: 'ok', total };
  const cursor = next === null ? { done: { state: 'ok' as const, total } } : { next };
  return { articles, cursor, status };
}

/**
 * One page of merged results: both sources asked at once (each for half the page, or the whole
 * page when the other is done), merged and de-duplicated, without what earlier pages showed.
 */
export async function searchLiterature(
  services: LiteratureServices,
  query: LiteratureQuery,
): Promise<LiteratureSearchResponse> {
  const position: Cursor | undefined = query.cursor ? decodeCursor(query.cursor) : FIRST_PAGE;
  if (!position) throw new HttpError(400, BAD_CURSOR);
  const bothAsked = 'next' in position.pubmed && 'next' in position.europepmc;
  // Together at most `limit` (PubMed takes the odd one; a page of 1 asks each for 1).
  const pubmedSize = bothAsked ? Math.ceil(query.limit / 2) : query.limit;
  const europePmcSize = bothAsked ? Math.max(1, Math.floor(query.limit / 2)) : query.limit;
  const [pubmed, europepmc] = await Promise.all([
    askSource('pubmed', position.pubmed, (start) =>
      services.pubmed.search(query, start, pubmedSize),
    ),
    askSource('europepmc', position.europepmc, (mark) =>
      services.europepmc.search(query, mark, europePmcSize),
    ),
  ]);
  const seen = seenHashes(position.seen);
  const articles = mergeArticles(pubmed.articles, europepmc.articles).filter(
    (entry) => !hasBeenSeen(seen, identifiersOf(entry)),
  );
  const next: Cursor = {
    pubmed: pubmed.cursor,
    europepmc: europepmc.cursor,
    seen: rememberSeen(position.seen, articles.flatMap(identifiersOf)),
  };
  const more = 'next' in next.pubmed || 'next' in next.europepmc;
  return {
    articles,
    sources: [pubmed.status, europepmc.status],
    ...(more ? { nextCursor: encodeCursor(next) } : {}),
  };
}

export const NO_ABSTRACT = 'No such article was found.';
export const ABSTRACT_UNREACHABLE =
  'The literature services could not be reached; try again in a moment.';

/**
 * An article's abstract: PubMed's (EFetch) for a PMID, Europe PMC's for any other key, and
 * Europe PMC's for a PMID too when PubMed cannot answer. 404 when no source knows the
 * article, 502 when none could be asked.
 */
export async function articleAbstract(
  services: LiteratureServices,
  key: string,
): Promise<ArticleAbstractResponse> {
  const pmid = /^pmid:(\d{1,12})$/.exec(key)?.[1];
  if (pmid) {
    const fromPubmed = await services.pubmed.abstract(pmid);
    if (fromPubmed.ok) {
      if (!fromPubmed.value) throw new HttpError(404, NO_ABSTRACT);
      return { key, sections: fromPubmed.value, source: 'pubmed' };
    }
  }
  const fromEuropePmc = await services.europepmc.abstract(key);
  if (!fromEuropePmc.ok) throw new HttpError(502, ABSTRACT_UNREACHABLE);
  if (!fromEuropePmc.value) throw new HttpError(404, NO_ABSTRACT);
  return { key, sections: fromEuropePmc.value, source: 'europepmc' };
}
