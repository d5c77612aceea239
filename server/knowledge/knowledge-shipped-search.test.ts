import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { KnowledgeSearchResponse } from '../../common/contracts/knowledge.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

/** Knowledge search over the knowledge base Praxis ships (written at start). */

let server: TestServer;
let member: LoginResponse;

beforeAll(async () => {
  server = await startTestServer();
  member = (await server.signUp()).login;
});
afterAll(() => server.close());

const search = async (q: string, kind?: string) => {
  const params = new URLSearchParams({ q, ...(kind && { kind }) });
  const reply = await server.request<KnowledgeSearchResponse>(
    'GET',
    `/knowledge/search?${params}`,
    {
      token: member.access_token,
    },
  );
  expect(reply.status).toBe(200);
  return reply.body.hits;
};

describe('searching the shipped knowledge base', () => {
  it('finds exposure and response prevention by a word of its description, marked', async () => {
    const hit = (await search('hierarchy')).find((h) => h.id === 'exposure-response-prevention');
    expect(
      hit?.highlight.filter((part) => part.match).map((part) => part.text.toLowerCase()),
    ).toContain('hierarchy');
  });

  it('puts the entry first whose title names what is searched', async () => {
    expect((await search('ERP'))[0]?.id).toBe('exposure-response-prevention');
    expect((await search('insomnia', 'instrument'))[0]?.id).toBe('isi');
    expect((await search('dialectical'))[0]?.id).toBe('dialectical-behaviour-therapy');
  });

  it('finds treatments while the last word is being typed', async () => {
    const ids = (await search('prolonged expos')).map((hit) => hit.id);
    expect(ids[0]).toBe('prolonged-exposure');
  });
});
