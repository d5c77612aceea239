import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  articleAbstractPath,
  LITERATURE_PATHS,
} from '../../common/contracts/literature.contract.ts';
import {
  startLiteratureStubs,
  type LiteratureStubs,
} from '../../scripts/stubs/literature-stubs.mjs';
import { loadConfig } from '../config.ts';
import { startServer, type RunningServer } from '../server.ts';
import { uniqueEmail } from '../test/harness.ts';
import { TEST_NCBI_KEY } from './literature.test-kit.ts';
import { fastTimers, useLiteratureTimers } from './literature-timers.ts';

/** What a clinician might type: a person's details, which no log line may hold. */
const PRIVATE_QUERY = 'exposure OCD Jocasta Nu 1985-12-10';

const lines: string[] = [];
let stubs: LiteratureStubs;
let server: RunningServer;
let login: LoginResponse;

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${API_BASE_PATH}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

beforeAll(async () => {
  stubs = await startLiteratureStubs();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const defaults = loadConfig({});
  const literature = {
    ...defaults.literature,
    pubmedUrl: stubs.pubmedUrl,
    europePmcUrl: stubs.europePmcUrl,
    ncbiApiKey: TEST_NCBI_KEY,
  };
  useLiteratureTimers(literature, fastTimers(100));
  const config = { ...defaults, port: 0, host: '127.0.0.1', dataDir: 'memory://', literature };
  server = await startServer(config, { logger: { level: 'trace', stream } });
  const email = uniqueEmail();
  const password = 'correct horse battery';
  await api('/account/register', {
    method: 'POST',
    body: JSON.stringify({ id: '123456', email, password, firstName: 'Ada', lastName: 'L' }),
  });
  const reply = await api('/account/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  login = (await reply.json()) as LoginResponse;
});
afterAll(async () => {
  await server.close();
  await stubs.close();
});

describe('the server’s log', () => {
  it('never holds the NCBI key or the query, whether the services answer or fail', async () => {
    const auth = { authorization: `Bearer ${login.access_token}` };
    const search = `${LITERATURE_PATHS.search}?${new URLSearchParams({ q: PRIVATE_QUERY })}`;
    expect((await api(search, { headers: auth })).status).toBe(200);
    stubs.setBehaviour('pubmed', 'rate-limit-429', { retryAfter: '0' });
    stubs.setBehaviour('europepmc', 'malformed');
    const failing = await api(`${search}&limit=3`, { headers: auth });
    expect(failing.status).toBe(200);
    stubs.setBehaviour('europepmc', 'fail-500', { retryAfter: '0' });
    expect((await api(articleAbstractPath('pmid:39000101'), { headers: auth })).status).toBe(502);

    expect(stubs.requests.some((entry) => entry.params.api_key === TEST_NCBI_KEY)).toBe(true);
    const log = lines.join('');
    expect(log).toContain(LITERATURE_PATHS.search);
    expect(log).not.toContain(TEST_NCBI_KEY);
    for (const word of ['Jocasta', 'Nu%20', '1985-12-10', 'Jocasta+Nu']) {
      expect(log).not.toContain(word);
    }
  });
});
