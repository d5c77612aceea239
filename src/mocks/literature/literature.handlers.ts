import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  LITERATURE_PATHS,
  literatureQuery,
  type Article,
  type LiteratureQuery,
  type LiteratureSearchResponse,
  type LiteratureSource,
  type SourceState,
} from '../../../common/contracts/literature.contract';
import { authenticated } from '../session/mock-bearer';
import { FIXTURE_ARTICLES, type FixtureArticle } from './literature.fixtures';
import { readingListHandlers } from './reading-list.handlers';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';

export { resetMockReadingLists } from './reading-list.handlers';

/**
 * The literature API in the browser mock (dev, Storybook, page tests), over a few invented
 * articles. It is not the server: it asks no outside service; a query matches an article when
 * one of its words appears in the article's title, journal, keywords or abstract, and the cursor
 * is a position. Words in the query play the outside services' failures, as the server reports
 * them: `unreachable` (Europe PMC cannot be reached), `ratelimited` (PubMed answers 429),
 * `badanswer` (Europe PMC answers garbage), `offline` (neither can be reached).
 */
const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

const FAILURE_WORDS: Record<string, { source: LiteratureSource | 'both'; state: SourceState }> = {
  unreachable: { source: 'europepmc', state: 'unreachable' },
  ratelimited: { source: 'pubmed', state: 'rate-limited' },
  badanswer: { source: 'europepmc', state: 'bad-answer' },
  offline: { source: 'both', state: 'unreachable' },
};

/** The `:key` path parameter as the client wrote it (it arrives encoded or not). */
function keyOf(param: unknown): string {
  const text = String(param);
  try {
    return text.includes('%') ? decodeURIComponent(text) : text;
  } catch {
    return text;
  }
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];

function textOf({ article, keywords, abstract }: FixtureArticle): string {
  const sections = Array.isArray(abstract) ? abstract.map((section) => section.text) : [];
  return [article.title, article.journal, keywords, ...sections].join(' ').toLowerCase();
}

function filtered(query: LiteratureQuery, words: string[]): Article[] {
  return FIXTURE_ARTICLES.filter(
    (fixture) => words.length === 0 || words.some((word) => textOf(fixture).includes(word)),
  )
    .map((fixture) => fixture.article)
    .filter((a) => !query.yearFrom || (a.year !== null && a.year >= query.yearFrom))
    .filter((a) => !query.yearTo || (a.year !== null && a.year <= query.yearTo))
    .filter((a) => !query.types?.length || a.types.some((type) => query.types?.includes(type)))
    .filter((a) => !query.freeFullText || a.freeFullText)
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.key.localeCompare(b.key));
}

/** One page of the mock's search, with each source's state as the query's words decide. */
export function mockLiteratureSearch(query: LiteratureQuery): LiteratureSearchResponse {
  const all = wordsOf(query.q);
  const states: Record<LiteratureSource, SourceState> = { pubmed: 'ok', europepmc: 'ok' };
  for (const word of all) {
    const failure = FAILURE_WORDS[word];
    if (failure?.source === 'both') states.pubmed = states.europepmc = failure.state;
    else if (failure) states[failure.source] = failure.state;
  }
  const words = all.filter((word) => !(word in FAILURE_WORDS));
  const answering = (['pubmed', 'europepmc'] as const).filter((s) => states[s] === 'ok');
  const matching = filtered(query, words)
    .map((a) => ({ ...a, sources: a.sources.filter((s) => answering.includes(s)) }))
    .filter((a) => a.sources.length > 0);
  const start = Number(query.cursor ?? 0) || 0;
  const next = start + query.limit;
  return {
    articles: matching.slice(start, next),
    sources: (['pubmed', 'europepmc'] as const).map((source) => ({
      source,
      state: states[source],
      total:
        states[source] === 'ok' ? matching.filter((a) => a.sources.includes(source)).length : null,
    })),
    ...(next < matching.length ? { nextCursor: String(next) } : {}),
  };
}

export const literatureHandlers: HttpHandler[] = [
  http.get(url(LITERATURE_PATHS.search), ({ request }) => {
    if (!authenticated(request)) return fail(401, HTTP_MESSAGES.unauthorized);
    const query = literatureQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Invalid request');
    return HttpResponse.json(mockLiteratureSearch(query.data));
  }),

  http.get(url(LITERATURE_PATHS.abstract), ({ request, params }) => {
    if (!authenticated(request)) return fail(401, HTTP_MESSAGES.unauthorized);
    const key = keyOf(params.key);
    const fixture = FIXTURE_ARTICLES.find((entry) => entry.article.key === key);
    if (!fixture || fixture.abstract === null) return fail(404, 'This article has no abstract.');
    if (fixture.abstract === 'unreachable') {
      return fail(502, 'PubMed could not be reached; try again in a moment.');
    }
    const source: LiteratureSource = fixture.article.sources[0] ?? 'pubmed';
    return HttpResponse.json({ key, sections: fixture.abstract, source });
  }),

  ...readingListHandlers,
];
