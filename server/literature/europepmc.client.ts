import type { LiteratureQuery } from '../../common/contracts/literature.contract.ts';
import type { LiteratureConfig } from '../config.ts';
import { PUBLICATION_TYPES } from './article-types.ts';
import { europePmcAbstract, europePmcArticle, parseEuropePmcSearch } from './europepmc-parse.ts';
import type { SourcePage } from './pubmed.client.ts';
import type { AbstractSection } from './pubmed-parse.ts';
import type { Outcome, Upstream } from './upstream.ts';

/** Europe PMC's first cursor position. */
export const FIRST_CURSOR_MARK = '*';

/** The filters a query carries, in Europe PMC's search syntax. */
export function europePmcQuery(
  query: Pick<LiteratureQuery, 'q' | 'yearFrom' | 'yearTo' | 'types' | 'freeFullText'>,
): string {
  const parts = [`(${query.q})`];
  if (query.yearFrom !== undefined || query.yearTo !== undefined) {
    parts.push(`PUB_YEAR:[${query.yearFrom ?? 1800} TO ${query.yearTo ?? 3000}]`);
  }
  if (query.types?.length) {
    const names = query.types.flatMap((type) => PUBLICATION_TYPES[type]);
    parts.push(`(${names.map((name) => `PUB_TYPE:"${name}"`).join(' OR ')})`);
  }
  if (query.freeFullText) parts.push('OPEN_ACCESS:y');
  return parts.join(' AND ');
}

/** The Europe PMC query that finds the one record an article key names. */
export function recordQuery(key: string): string | undefined {
  const [kind, ...rest] = key.split(':');
  const value = rest.join(':');
  if (kind === 'pmid' && /^\d{1,12}$/.test(value)) return `EXT_ID:${value} AND SRC:MED`;
  if (kind === 'doi' && /^10\.\S+$/.test(value) && !value.includes('"')) return `DOI:"${value}"`;
  const [source, id] = rest;
  if (kind === 'epmc' && rest.length === 2 && source && id && /^[A-Z]{3}$/.test(source)) {
    if (/^[\w.-]{1,40}$/.test(id)) return `EXT_ID:${id} AND SRC:${source}`;
  }
  return undefined;
}

/** Europe PMC's REST search: a page by cursor, an abstract by one record's core fields. */
export function europePmcClient(upstream: Upstream, config: LiteratureConfig) {
  const searchUrl = (params: Record<string, string>) => {
    const url = new URL(`${config.europePmcUrl}/search`);
    for (const [key, value] of Object.entries({ ...params, format: 'json' })) {
      url.searchParams.set(key, value);
    }
    return url;
  };

  return {
    async search(
      query: LiteratureQuery,
      cursorMark: string,
      size: number,
    ): Promise<Outcome<SourcePage<string>>> {
      const url = searchUrl({
        query: europePmcQuery(query),
        resultType: 'lite',
        pageSize: String(size),
        cursorMark,
      });
      const page = await upstream.get(url, parseEuropePmcSearch);
      if (!page.ok) return page;
      const { records, count, nextCursorMark } = page.value;
      const articles = records.flatMap((record) => europePmcArticle(record) ?? []);
      const more = records.length >= size && !!nextCursorMark && nextCursorMark !== cursorMark;
      return { ok: true, value: { articles, total: count, next: more ? nextCursorMark : null } };
    },

    /** The abstract of the record a key names; undefined when Europe PMC has none such. */
    async abstract(key: string): Promise<Outcome<AbstractSection[] | undefined>> {
      const query = recordQuery(key);
      if (!query) return { ok: true, value: undefined };
      const url = searchUrl({
        query,
        resultType: 'core',
        pageSize: '1',
        cursorMark: FIRST_CURSOR_MARK,
      });
      const page = await upstream.get(url, parseEuropePmcSearch);
      if (!page.ok) return page;
      const record = page.value.records[0];
      return { ok: true, value: record ? europePmcAbstract(record) : undefined };
    },
  };
}

export type EuropePmcClient = ReturnType<typeof europePmcClient>;
