import {
  LITERATURE_PATHS,
  READING_LIST_PAGE_MAX,
  articleAbstractPath,
  articleAbstractResponse,
  literatureSearchResponse,
  patientReadingListPath,
  readingListEntryPath,
  readingListResponse,
  savedArticleResponse,
  type ArticleAbstractResponse,
  type LiteratureQueryInput,
  type LiteratureSearchResponse,
  type ReadingListResponse,
  type SaveArticleInput,
  type SavedArticle,
} from '../../../common/contracts/literature.contract';
import { allPages } from '../http/all-pages';
import { httpClient, type HttpClient } from '../http/http-client';

const allReadingList = (http: HttpClient, path: string) =>
  allPages(http, path, {
    schema: readingListResponse,
    limit: READING_LIST_PAGE_MAX,
    items: (page) => page.saved,
  });

/** The search as URL parameters (`types` comma-separated); empty values are left out. */
export function literatureSearchParams(query: LiteratureQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Typed endpoints of the literature API; answers validated by the contract. */
export function createLiteratureApi(http: HttpClient) {
  return {
    search: (query: LiteratureQueryInput): Promise<LiteratureSearchResponse> =>
      http.request(
        'get',
        `${LITERATURE_PATHS.search}${literatureSearchParams(query)}`,
        literatureSearchResponse,
      ),
    abstract: (key: string): Promise<ArticleAbstractResponse> =>
      http.request('get', articleAbstractPath(key), articleAbstractResponse),
    /** Every entry, newest first, read a page at a time (issue 31). */
    clinicReadingList: async (): Promise<ReadingListResponse> => ({
      saved: await allReadingList(http, LITERATURE_PATHS.readingList),
    }),
    patientReadingList: async (patientId: string): Promise<ReadingListResponse> => ({
      saved: await allReadingList(http, patientReadingListPath(patientId)),
    }),
    save: async (input: SaveArticleInput): Promise<SavedArticle> =>
      (await http.request('post', LITERATURE_PATHS.readingList, savedArticleResponse, input)).saved,
    remove: (id: string): Promise<void> => http.send('delete', readingListEntryPath(id)),
  };
}

export type LiteratureApi = ReturnType<typeof createLiteratureApi>;
export const literatureApi = createLiteratureApi(httpClient);
