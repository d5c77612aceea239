import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  LITERATURE_PATHS,
  type LiteratureSearchResponse,
} from '../../common/contracts/literature.contract.ts';
import {
  startLiteratureStubs,
  type LiteratureStubs,
  type StubRequest,
} from '../../scripts/stubs/literature-stubs.mjs';
import { loadConfig, type LiteratureConfig } from '../config.ts';
import type { ClinicKit } from '../patients/patient-records.test-kit.ts';
import { startTestServer, type Reply } from '../test/harness.ts';
import { fastTimers, useLiteratureTimers, type LiteratureTimers } from './literature-timers.ts';

/** The key the tests configure: it must reach PubMed and nothing else. */
export const TEST_NCBI_KEY = 'test-ncbi-key-5f2c9a0b7d';

/** How much faster than the wall clock the server's literature timers run in these tests. */
export const TIME_SCALE = 100;

export interface LiteratureKit extends ClinicKit {
  stubs: LiteratureStubs;
  literature: LiteratureConfig;
  /** One search as `who` (the founder by default). */
  search(
    params: Record<string, string>,
    who?: LoginResponse,
  ): Promise<Reply<LiteratureSearchResponse & { message?: string }>>;
  close(): Promise<void>;
}

/**
 * A server whose literature services are the loopback stubs, on `timers` (by default a clock
 * `TIME_SCALE` times faster than the wall's: a second of rate limit or back-off costs 10 ms), with
 * a clinic's members in each position the rights tell apart and another clinic. The stubs stamp
 * each request's arrival on the same clock.
 */
export async function startLiteratureKit(
  overrides: Partial<LiteratureConfig> = {},
  timers: LiteratureTimers = fastTimers(TIME_SCALE),
): Promise<LiteratureKit> {
  const stubs = await startLiteratureStubs({ now: timers.now });
  const literature: LiteratureConfig = {
    ...loadConfig({}).literature,
    pubmedUrl: stubs.pubmedUrl,
    europePmcUrl: stubs.europePmcUrl,
    ncbiApiKey: TEST_NCBI_KEY,
    tool: 'praxis-test',
    email: 'literature@example.test',
    pubmedRequestsPerSecond: 10,
    europePmcRequestsPerSecond: 5,
    ...overrides,
  };
  useLiteratureTimers(literature, timers);
  const server = await startTestServer({ literature });
  const founder = (await server.signUp()).login;
  const tenantId = founder.user.tenantId;
  const kit: LiteratureKit = {
    server,
    stubs,
    literature,
    founder,
    staff: (await server.addMember(tenantId, ['staff'])).login,
    colleague: await server.addMember(tenantId, ['clinician']),
    ownerOnly: (await server.addMember(tenantId, ['owner'])).login,
    stranger: (await server.signUp()).login,
    search: (params, who = founder) =>
      server.request('GET', `${LITERATURE_PATHS.search}?${new URLSearchParams(params)}`, {
        token: who.access_token,
      }),
    async close() {
      await server.close();
      await stubs.close();
    },
  };
  return kit;
}

/** The requests one service received, optionally only those to one path. */
export const requestsTo = (
  stubs: LiteratureStubs,
  service: StubRequest['service'],
  path?: string,
) => stubs.requests.filter((entry) => entry.service === service && (!path || entry.path === path));

/** A query the fixture set "ocd-erp" answers, made unique so no earlier answer is cached. */
let counter = 0;
export const ocdQuery = () => `exposure response prevention OCD v${(counter += 1)}`;
