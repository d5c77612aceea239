import {
  LITERATURE_PATHS,
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
import { httpClient, type HttpClient } from '../http/http-client';

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
    clinicReadingList: (): Promise<ReadingListResponse> =>
      http.request('get', LITERATURE_PATHS.readingList, readingListResponse),
    patientReadingList: (patientId: string): Promise<ReadingListResponse> =>
      http.request('get', patientReadingListPath(patientId), readingListResponse),
    save: async (input: SaveArticleInput): Promise<SavedArticle> =>
      (await http.request('post', LITERATURE_PATHS.readingList, savedArticleResponse, input)).saved,
    remove: (id: string): Promise<void> => http.send('delete', readingListEntryPath(id)),
  };
}

export type LiteratureApi = ReturnType<typeof createLiteratureApi>;
export const literatureApi = createLiteratureApi(httpClient);
