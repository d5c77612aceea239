import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import {
  knowledgeEntryResponse,
  knowledgeSearchResponse,
  matchResponse,
} from '../../common/contracts/knowledge.contract.ts';
import {
  LITERATURE_PATHS,
  READING_LIST_PAGE_MAX,
  readingListResponse,
  savedArticleResponse,
  type Article,
} from '../../common/contracts/literature.contract.ts';
import { walkPages } from '../../common/contracts/paging.test-kit.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

const article: Article = {
  key: 'pmid:10000001',
  pmid: '10000001',
  title: 'Exposure and response prevention for obsessive-compulsive disorder',
  authors: ['Doe J'],
  authorCount: 1,
  journal: 'Journal of Examples',
  year: 2020,
  types: ['rct'],
  freeFullText: false,
  sources: ['pubmed'],
  links: { pubmed: 'https://pubmed.ncbi.nlm.nih.gov/10000001/' },
};

describe.each(CONTRACT_TARGETS)('knowledge and literature, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  beforeAll(async () => {
    target = await start();
    const login = await call('POST', '/account/login', {
      email: DEMO.email,
      password: DEMO.password,
    });
    token = loginResponse.parse(login.body).access_token;
  });
  afterAll(() => target.stop());

  const call = (method: string, path: string, body?: unknown, bearer?: string) =>
    callTarget(target, method, path, body, bearer);

  it('finds exposure and response prevention by a word of its description, marked', async () => {
    const found = await call('GET', '/knowledge/search?q=rituals', undefined, token);
    expect(found.status).toBe(200);
    const { hits } = knowledgeSearchResponse.parse(found.body);
    const erp = hits.find((hit) => hit.id === 'exposure-response-prevention');
    expect(erp?.highlight.some((part) => part.match && /ritual/i.test(part.text))).toBe(true);
  });

  it('reads an entry whole, and answers 404 for an unknown one', async () => {
    const entry = await call('GET', '/knowledge/entries/y-bocs', undefined, token);
    expect(knowledgeEntryResponse.parse(entry.body).entry.kind).toBe('instrument');
    expect((await call('GET', '/knowledge/entries/no-such-entry', undefined, token)).status).toBe(
      404,
    );
  });

  it('ranks exposure and response prevention first for F42.2 and says why', async () => {
    const answer = await call('POST', '/knowledge/match', { diagnoses: ['F42.2'] }, token);
    const { matches } = matchResponse.parse(answer.body);
    expect(matches[0]?.entryId).toBe('exposure-response-prevention');
    expect(matches[0]?.reasons).toContainEqual(
      expect.objectContaining({ kind: 'diagnosis', code: 'F42.2' }),
    );
  });

  it('refuses a search of punctuation alone or of 2 000 characters with a 400', async () => {
    for (const q of ['?!…', 'a'.repeat(2000)]) {
      const search = `${LITERATURE_PATHS.search}?q=${encodeURIComponent(q)}`;
      expect((await call('GET', search, undefined, token)).status).toBe(400);
      const knowledge = `/knowledge/search?q=${encodeURIComponent(q)}`;
      expect((await call('GET', knowledge, undefined, token)).status).toBe(400);
    }
  });

  it("saves an article to the clinic's reading list once; a second save is a 409", async () => {
    const saved = await call('POST', LITERATURE_PATHS.readingList, { article, note: 'ERP' }, token);
    expect(saved.status).toBe(201);
    expect(savedArticleResponse.parse(saved.body).saved).toMatchObject({
      patientId: null,
      note: 'ERP',
    });
    const again = await call('POST', LITERATURE_PATHS.readingList, { article }, token);
    expect(again.status).toBe(409);
    const list = await call('GET', LITERATURE_PATHS.readingList, undefined, token);
    const keys = readingListResponse.parse(list.body).saved.map((entry) => entry.article.key);
    expect(keys).toContain(article.key);
  });

  it('pages the reading list: one at a time gives the whole list in order; over the cap is a 400', async () => {
    const second = { ...article, key: 'pmid:10000002', pmid: '10000002' };
    await call('POST', LITERATURE_PATHS.readingList, { article: second }, token);
    const whole = readingListResponse.parse(
      (await call('GET', LITERATURE_PATHS.readingList, undefined, token)).body,
    );
    expect(whole.saved.length).toBeGreaterThanOrEqual(2);
    const { items } = await walkPages(
      async (query) => {
        const reply = await call(
          'GET',
          `${LITERATURE_PATHS.readingList}${query}`,
          undefined,
          token,
        );
        expect(reply.status).toBe(200);
        return readingListResponse.parse(reply.body);
      },
      1,
      (page) => page.saved,
      (page) => expect(page.saved).toHaveLength(1),
    );
    expect(items.map((entry) => entry.id)).toEqual(whole.saved.map((entry) => entry.id));
    const over = `${LITERATURE_PATHS.readingList}?limit=${READING_LIST_PAGE_MAX + 1}`;
    expect((await call('GET', over, undefined, token)).status).toBe(400);
    const unknown = `${LITERATURE_PATHS.readingList}?cursor=no-such-entry`;
    expect((await call('GET', unknown, undefined, token)).status).toBe(400);
  });
});
