// Loopback stubs of PubMed (NCBI E-utilities) and Europe PMC (REST search) serving recorded
// answers (./fixtures), for the server's tests, the e2e against `npm start` and the bench.
// Each request is kept in `requests` (in memory, never printed) for tests to assert on: the
// etiquette parameters, how many requests, how fast. `setBehaviour` makes a service fail.
//
//   node scripts/stubs/literature-stubs.mjs   # prints the two base URLs, serves until stopped
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { efetch, esearch, esummary, europePmcSearch } from './literature-stub-answers.mjs';

export const PUBMED_BASE_PATH = '/entrez/eutils';
export const EUROPEPMC_BASE_PATH = '/europepmc/webservices/rest';

/** @typedef {'pubmed' | 'europepmc'} StubService */
/** @typedef {'ok' | 'fail-500' | 'rate-limit-429' | 'malformed' | 'hang'} StubBehaviour */
/** @typedef {{ service: StubService, path: string, params: Record<string, string>, at: number }} StubRequest */

/** What each service answers, by path under its base. */
const ROUTES = {
  pubmed: {
    '/esearch.fcgi': (params) => json(200, esearch(params)),
    '/esummary.fcgi': (params) => json(200, esummary(params)),
    '/efetch.fcgi': (params) => ({
      status: 200,
      type: 'text/xml; charset=UTF-8',
      body: efetch(params),
    }),
  },
  europepmc: {
    '/search': (params) => {
      const { status, body } = europePmcSearch(params);
      return json(status, body);
    },
  },
};

const json = (status, body) => ({
  status,
  type: 'application/json; charset=UTF-8',
  body: JSON.stringify(body),
});

/** A failure as each service's front would send it. */
function failure(behaviour, service, path, retryAfter) {
  if (behaviour === 'fail-500')
    return {
      status: 500,
      type: 'text/html',
      body: '<html><body>Internal Server Error</body></html>',
    };
  if (behaviour === 'rate-limit-429') {
    const body =
      service === 'pubmed'
        ? { error: 'API rate limit exceeded', count: '11', limit: '10' }
        : { errMsg: 'Too many requests' };
    return {
      ...json(429, body),
      headers: retryAfter === null ? {} : { 'retry-after': retryAfter },
    };
  }
  // 'malformed': a cut-off JSON, or an HTML maintenance page where XML was expected.
  if (path === '/efetch.fcgi')
    return {
      status: 200,
      type: 'text/html',
      body: '<!DOCTYPE html><html><body>Down for maintenance</body></html>',
    };
  return {
    status: 200,
    type: 'application/json',
    body: '{"esearchresult": {"count": "12", "idlist": ["3900',
  };
}

/**
 * Starts both stubs on 127.0.0.1.
 * @param {{ port?: number, pubmedPort?: number, europePmcPort?: number, now?: () => number }} [options]
 *   `port`: PubMed's port (Europe PMC's is the next one) unless each is given; 0 or absent: any free
 *   port. `now`: the clock the request log uses (default `performance.now`), e.g. a test's fast clock.
 */
export async function startLiteratureStubs(options = {}) {
  const now = options.now ?? (() => performance.now());
  /** @type {StubRequest[]} */
  const requests = [];
  /** @type {Record<StubService, { behaviour: StubBehaviour, times: number, retryAfter: string | null }>} */
  const modes = {
    pubmed: { behaviour: 'ok', times: Infinity, retryAfter: '1' },
    europepmc: { behaviour: 'ok', times: Infinity, retryAfter: '1' },
  };
  const hanging = new Set();

  const handler = (service, basePath) => (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub.invalid');
    const path = url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length)
      : url.pathname;
    const params = Object.fromEntries(url.searchParams);
    requests.push({ service, path, params, at: now() });
    const mode = modes[service];
    const behaviour = mode.times > 0 ? mode.behaviour : 'ok';
    if (behaviour !== 'ok') mode.times -= 1;
    if (behaviour === 'hang') {
      hanging.add(response);
      return;
    }
    const route = ROUTES[service][path];
    const answer =
      behaviour !== 'ok'
        ? failure(behaviour, service, path, mode.retryAfter)
        : route
          ? route(params)
          : json(404, { message: 'no such path' });
    response.writeHead(answer.status, { 'content-type': answer.type, ...answer.headers });
    response.end(answer.body);
  };

  const listen = (service, basePath, port) =>
    new Promise((resolve, reject) => {
      const server = createServer(handler(service, basePath));
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const pubmedPort = options.pubmedPort ?? options.port ?? 0;
  const europePmcPort = options.europePmcPort ?? (options.port ? options.port + 1 : 0);
  const pubmed = await listen('pubmed', PUBMED_BASE_PATH, pubmedPort);
  const europepmc = await listen('europepmc', EUROPEPMC_BASE_PATH, europePmcPort);
  const base = (server, path) => `http://127.0.0.1:${server.address().port}${path}`;

  return {
    pubmedUrl: base(pubmed, PUBMED_BASE_PATH),
    europePmcUrl: base(europepmc, EUROPEPMC_BASE_PATH),
    requests,
    /**
     * How a service answers from now on: `times` requests (default all), then normally again.
     * `retryAfter`: the 429's Retry-After header (seconds as text; null: none).
     * @param {StubService} service
     * @param {StubBehaviour} behaviour
     * @param {{ times?: number, retryAfter?: string | null }} [options]
     */
    setBehaviour(service, behaviour, { times = Infinity, retryAfter = '1' } = {}) {
      modes[service] = { behaviour, times, retryAfter };
    },
    /** Forgets the logged requests and puts both services back to answering normally. */
    reset() {
      requests.length = 0;
      for (const service of ['pubmed', 'europepmc'])
        modes[service] = { behaviour: 'ok', times: Infinity, retryAfter: '1' };
    },
    async close() {
      for (const response of hanging) response.destroy();
      for (const server of [pubmed, europepmc]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(() => resolve(undefined)));
      }
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.LITERATURE_STUBS_PORT ?? 0);
  const stubs = await startLiteratureStubs({ port });
  process.stdout.write(
    `PRAXIS_PUBMED_URL=${stubs.pubmedUrl}\nPRAXIS_EUROPEPMC_URL=${stubs.europePmcUrl}\n`,
  );
  const stop = () => void stubs.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
