import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import { httpClient } from '../../api/http/http-client';
import { literatureApi } from '../../api/literature/literature.api';
import { accountApi } from '../../api/session/account.api';
import { DEMO_ACCOUNT } from '../session/demo-account';
import { resetMockReadingLists } from './literature.handlers';

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : -1),
  );

beforeEach(async () => {
  resetMockReadingLists();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe('the literature mock', () => {
  it('answers a bad query with a 400 as the server does', async () => {
    expect(await statusOf(literatureApi.search({ q: '' }))).toBe(400);
    expect(await statusOf(literatureApi.search({ q: 'x'.repeat(2000) }))).toBe(400);
    expect(await statusOf(literatureApi.search({ q: '?!…' }))).toBe(400);
    expect(await statusOf(literatureApi.search({ q: 'ptsd', yearFrom: 2024, yearTo: 2010 }))).toBe(
      400,
    );
  });

  it('pages with the cursor it gives', async () => {
    const first = await literatureApi.search({ q: 'ptsd', limit: 2 });
    expect(first.articles).toHaveLength(2);
    const second = await literatureApi.search({ q: 'ptsd', limit: 2, cursor: first.nextCursor });
    expect(second.articles.map((a) => a.key)).not.toContain(first.articles[0]!.key);
    expect(second.nextCursor).toBeUndefined();
  });

  it('plays a rate-limited PubMed and keeps the Europe PMC results', async () => {
    const answer = await literatureApi.search({ q: 'ptsd ratelimited' });
    expect(answer.sources).toEqual([
      { source: 'pubmed', state: 'rate-limited', total: null },
      { source: 'europepmc', state: 'ok', total: 2 },
    ]);
    expect(answer.articles.every((a) => a.sources.join() === 'europepmc')).toBe(true);
  });

  it('refuses the same article twice on one list with a 409, and allows it on another', async () => {
    const [article] = (await literatureApi.search({ q: 'insomnia' })).articles;
    await literatureApi.save({ article: article!, note: '' });
    expect(await statusOf(literatureApi.save({ article: article!, note: 'again' }))).toBe(409);
    expect(
      await statusOf(literatureApi.save({ article: article!, patientId: 'nobody', note: '' })),
    ).toBe(404);
  });

  it('answers an abstract the source cannot give with 502, and a missing one with 404', async () => {
    expect(await statusOf(literatureApi.abstract('pmid:10000005'))).toBe(502);
    expect(await statusOf(literatureApi.abstract('pmid:10000006'))).toBe(404);
    expect((await literatureApi.abstract('doi:10.5555/praxis.0003')).sections).toHaveLength(1);
  });
});
