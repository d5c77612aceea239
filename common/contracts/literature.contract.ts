import * as z from 'zod/mini';
import { safeText, recordId } from './safe-text';
import { idPageQuery } from './paging';

/**
 * Literature search (issue 12; CLINICAL.md decision 6): the browser asks Praxis, and the server
 * asks PubMed (NCBI E-utilities) and Europe PMC, merges their answers and removes duplicates. One
 * definition for the web client, the mocks and the server.
 */

export const LITERATURE_PATHS = {
  /** `GET` with `literatureQuery`: one page of merged results and each source's state. */
  search: '/literature/search',
  /** `GET` an article's abstract by its key (`pmid:…`, `doi:…` or `epmc:<src>:<id>`). */
  abstract: '/literature/articles/:key/abstract',
  /** `GET` the clinic's reading list; `POST` saves an article to it or to a patient's chart. */
  readingList: '/literature/reading-list',
  /** `DELETE` an entry of a reading list (its saver, or an owner for the clinic's list). */
  readingListEntry: '/literature/reading-list/:id',
  /** `GET` the articles saved in one patient's chart (clinical contents: the care team). */
  patientReadingList: '/patients/:id/reading-list',
} as const;

export const articleAbstractPath = (key: string) =>
  `/literature/articles/${encodeURIComponent(key)}/abstract`;
export const readingListEntryPath = (id: string) =>
  `/literature/reading-list/${encodeURIComponent(id)}`;
export const patientReadingListPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/reading-list`;

export const literatureSource = z.enum(['pubmed', 'europepmc']);
export type LiteratureSource = z.infer<typeof literatureSource>;

/** The article types a clinician filters by (PubMed publication types / Europe PMC PUB_TYPE). */
export const articleType = z.enum(['systematic-review', 'meta-analysis', 'rct', 'guideline']);
export type ArticleType = z.infer<typeof articleType>;
export const ARTICLE_TYPES = articleType.options;

export const LITERATURE_LIMITS = {
  queryMaxLength: 500,
  minYear: 1800,
  maxYear: 2100,
  pageSizeMax: 25,
  pageSizeDefault: 10,
  noteMaxLength: 2000,
} as const;

export const QUERY_NEEDS_WORDS = 'Type at least one word or number to search for';

/** A query a person typed: words, not only punctuation; never empty or a page long. */
export const literatureQueryText = safeText().check(
  z.trim(),
  z.minLength(1, 'Type what to search for'),
  z.maxLength(
    LITERATURE_LIMITS.queryMaxLength,
    `Keep the search under ${LITERATURE_LIMITS.queryMaxLength} characters`,
  ),
  z.refine((text) => /[\p{L}\p{N}]/u.test(text), QUERY_NEEDS_WORDS),
);

const year = z.coerce
  .number()
  .check(
    z.int('A year is a whole number'),
    z.gte(LITERATURE_LIMITS.minYear),
    z.lte(LITERATURE_LIMITS.maxYear),
  );

/** `types` travels as a comma-separated list in the query string (`types=rct,guideline`). */
const typeList = z.pipe(
  z.transform((value) =>
    typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value,
  ),
  z.array(articleType).check(z.maxLength(ARTICLE_TYPES.length)),
);

export const literatureQuery = z
  .strictObject({
    q: literatureQueryText,
    yearFrom: z.optional(year),
    yearTo: z.optional(year),
    types: z.optional(typeList),
    /** Only articles whose full text is free to read. */
    freeFullText: z.optional(
      z.pipe(
        z.transform((value) => (value === 'true' ? true : value === 'false' ? false : value)),
        z.boolean(),
      ),
    ),
    /** The previous page's `nextCursor` (opaque: each source's own position). */
    cursor: z.optional(safeText().check(z.maxLength(1000))),
    limit: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(LITERATURE_LIMITS.pageSizeMax)),
      LITERATURE_LIMITS.pageSizeDefault,
    ),
  })
  .check(
    z.refine((query) => !query.yearFrom || !query.yearTo || query.yearFrom <= query.yearTo, {
      message: 'The first year must not be after the last',
      path: ['yearTo'],
    }),
  );
export type LiteratureQuery = z.infer<typeof literatureQuery>;
export type LiteratureQueryInput = z.input<typeof literatureQuery>;

/** Links out, opened by the user: web addresses only (never `javascript:` or `data:`). */
const webLink = z.url({ protocol: /^https?$/ }).check(z.maxLength(2000));
export const articleLinks = z.object({
  pubmed: z.optional(webLink),
  europepmc: z.optional(webLink),
  doi: z.optional(webLink),
  /** A free full text (PubMed Central or Europe PMC), when one exists. */
  fullText: z.optional(webLink),
});

export const article = z.object({
  /** `pmid:<n>`, else `doi:<lower-case doi>`, else `epmc:<source>:<id>`: one article, one key. */
  key: safeText().check(z.minLength(1), z.maxLength(300)),
  pmid: z.optional(safeText().check(z.maxLength(20))),
  doi: z.optional(safeText().check(z.maxLength(300))),
  pmcid: z.optional(safeText().check(z.maxLength(20))),
  title: safeText().check(z.maxLength(2000)),
  /** As the sources give them ("Foa EB"), at most the first ten; `authorCount` says how many. */
  authors: z.array(safeText().check(z.maxLength(300))).check(z.maxLength(10)),
  authorCount: z.number().check(z.int(), z.gte(0)),
  journal: safeText().check(z.maxLength(500)),
  year: z.nullable(z.number().check(z.int())),
  types: z.array(articleType),
  freeFullText: z.boolean(),
  /** Which services returned it (both, when merged). */
  sources: z.array(literatureSource).check(z.minLength(1)),
  links: articleLinks,
});
export type Article = z.infer<typeof article>;

/** What became of one source's part of a search. */
export const sourceState = z.enum(['ok', 'unreachable', 'rate-limited', 'bad-answer']);
export type SourceState = z.infer<typeof sourceState>;
export const sourceStatus = z.object({
  source: literatureSource,
  state: sourceState,
  /** The source's own count of matches, when it answered. */
  total: z.nullable(z.number().check(z.int())),
});
export type SourceStatus = z.infer<typeof sourceStatus>;

export const literatureSearchResponse = z.object({
  articles: z.array(article),
  /** Both sources, always, in the order pubmed, europepmc. */
  sources: z.array(sourceStatus),
  /** Absent on the last page. */
  nextCursor: z.optional(z.string()),
});
export type LiteratureSearchResponse = z.infer<typeof literatureSearchResponse>;

export const abstractSection = z.object({ label: z.nullable(z.string()), text: z.string() });
export const articleAbstractResponse = z.object({
  key: z.string(),
  /** Labelled parts (BACKGROUND, METHODS…) when the source structures it; else one unlabelled. */
  sections: z.array(abstractSection),
  source: literatureSource,
});
export type ArticleAbstractResponse = z.infer<typeof articleAbstractResponse>;

export const saveArticleInput = z.strictObject({
  article,
  /** The patient whose chart keeps it; absent or null: the clinic's reading list. */
  patientId: z.optional(z.nullable(recordId())),
  note: z._default(safeText().check(z.trim(), z.maxLength(LITERATURE_LIMITS.noteMaxLength)), ''),
});
export type SaveArticleInput = z.input<typeof saveArticleInput>;

export const savedArticle = z.object({
  id: z.string(),
  patientId: z.nullable(z.string()),
  article,
  note: z.string(),
  savedBy: z.object({ id: z.string(), name: z.string() }),
  savedAt: z.string(),
});
export type SavedArticle = z.infer<typeof savedArticle>;
export const savedArticleResponse = z.object({ saved: savedArticle });
/**
 * `GET` of a reading list (the clinic's or a patient's) answers a page, newest first (issue 31:
 * no unpaged list): at most `limit` (default `READING_LIST_PAGE_DEFAULT`, at most
 * `READING_LIST_PAGE_MAX`); `cursor` is the previous page's `nextCursor` (the last entry's id, not
 * its title), absent on the last page.
 */
export const READING_LIST_PAGE_DEFAULT = 50;
export const READING_LIST_PAGE_MAX = 100;
export const readingListPageQuery = idPageQuery(READING_LIST_PAGE_DEFAULT, READING_LIST_PAGE_MAX);
export const readingListResponse = z.object({
  saved: z.array(savedArticle),
  nextCursor: z.optional(z.string()),
});
export type ReadingListResponse = z.infer<typeof readingListResponse>;
