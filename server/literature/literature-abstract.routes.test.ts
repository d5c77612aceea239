import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  articleAbstractPath,
  type ArticleAbstractResponse,
} from '../../common/contracts/literature.contract.ts';
import { requestsTo, startLiteratureKit, type LiteratureKit } from './literature.test-kit.ts';

let kit: LiteratureKit;
beforeAll(async () => {
  kit = await startLiteratureKit();
});
afterAll(() => kit.close());
beforeEach(() => kit.stubs.reset());

const abstractOf = (key: string) =>
  kit.server.request<ArticleAbstractResponse & { message?: string }>(
    'GET',
    articleAbstractPath(key),
    { token: kit.founder.access_token },
  );

describe('an article’s abstract', () => {
  it('fetches a PubMed abstract with EFetch, keeping its labelled parts', async () => {
    const reply = await abstractOf('pmid:39000101');
    expect(reply.status).toBe(200);
    expect(reply.body.source).toBe('pubmed');
    expect(reply.body.sections.map((s) => s.label)).toEqual([
      'BACKGROUND',
      'METHODS',
      'RESULTS',
      'CONCLUSIONS',
    ]);
    expect(reply.body.sections[2]?.text).toContain('n = 1,842');
    const [efetch] = requestsTo(kit.stubs, 'pubmed', '/efetch.fcgi');
    expect(efetch?.params).toMatchObject({
      db: 'pubmed',
      id: '39000101',
      rettype: 'abstract',
      retmode: 'xml',
      tool: 'praxis-test',
    });
  });

  it('gives an unstructured abstract as one part without a label, and none when there is none', async () => {
    expect((await abstractOf('pmid:39000103')).body.sections).toEqual([
      { label: null, text: expect.stringMatching(/^This guideline recommends/) },
    ]);
    const none = await abstractOf('pmid:39000112');
    expect(none.status).toBe(200);
    expect(none.body.sections).toEqual([]);
  });

  it('asks Europe PMC for an article only it knows, by its record or its DOI', async () => {
    const byRecord = await abstractOf('epmc:PPR:PPR771201');
    expect(byRecord.status).toBe(200);
    expect(byRecord.body).toMatchObject({
      source: 'europepmc',
      sections: [
        { label: 'Background', text: 'Stepped care for OCD is widely recommended.' },
        { label: 'Methods', text: 'Twelve services introduced ERP in random order.' },
      ],
    });
    const [search] = requestsTo(kit.stubs, 'europepmc');
    expect(search?.params).toMatchObject({
      query: 'EXT_ID:PPR771201 AND SRC:PPR',
      resultType: 'core',
      format: 'json',
    });
    const byDoi = await abstractOf('doi:10.5555/erp.preprint.2024.01');
    expect(byDoi.body.sections).toHaveLength(2);
  });

  it('falls back to Europe PMC when PubMed cannot answer', async () => {
    kit.stubs.setBehaviour('pubmed', 'fail-500', { retryAfter: '0' });
    const reply = await abstractOf('pmid:39000102');
    expect(reply.status).toBe(200);
    expect(reply.body.source).toBe('europepmc');
    expect(reply.body.sections[0]?.label).toBe('Objective');
  });

  it('answers 404 for an article no source knows, or a key that names none', async () => {
    for (const key of ['pmid:31', 'epmc:MED:nothing', 'doi:10.5555/none', 'isbn:123', 'pmid:abc']) {
      const reply = await abstractOf(key);
      expect(reply.status, key).toBe(404);
      expect(reply.body.message).toBeTruthy();
    }
  });

  it('answers 502 with a message when neither source can be reached', async () => {
    kit.stubs.setBehaviour('pubmed', 'hang');
    kit.stubs.setBehaviour('europepmc', 'fail-500', { retryAfter: '0' });
    const reply = await abstractOf('pmid:39000104');
    expect(reply.status).toBe(502);
    expect(reply.body.message).toMatch(/could not be reached/);
  });

  it('answers 502 when PubMed’s answer cannot be read and Europe PMC is down', async () => {
    kit.stubs.setBehaviour('pubmed', 'malformed');
    kit.stubs.setBehaviour('europepmc', 'hang');
    expect((await abstractOf('pmid:39000105')).status).toBe(502);
  });
});
