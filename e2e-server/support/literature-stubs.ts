import {
  startLiteratureStubs,
  type LiteratureStubs,
  type StubRequest,
} from '../../scripts/stubs/literature-stubs.mjs';
import { LITERATURE_STUB_PORTS } from './literature-stub-ports.mjs';

export type { LiteratureStubs };

/** The literature page (spec §2: /app/panels/hospital/<page>). */
export const LITERATURE_PAGE = '/app/panels/hospital/searchliterature';

/**
 * Starts the PubMed and Europe PMC stubs (recorded answers, scripts/stubs/fixtures) on the ports
 * serve.mjs gave the server; a spec starts them in `beforeAll` and closes them in `afterAll`.
 */
export function startE2eLiteratureStubs(): Promise<LiteratureStubs> {
  return startLiteratureStubs({
    pubmedPort: LITERATURE_STUB_PORTS.pubmed,
    europePmcPort: LITERATURE_STUB_PORTS.europepmc,
  });
}

/** The search texts the server sent: PubMed's ESearch `term`, Europe PMC's search `query`. */
export function searchesSent(stubs: LiteratureStubs): { pubmed: string[]; europepmc: string[] } {
  const texts = (keep: (request: StubRequest) => boolean, param: string) =>
    stubs.requests.filter(keep).map((request) => request.params[param] ?? '');
  return {
    pubmed: texts((r) => r.service === 'pubmed' && r.path === '/esearch.fcgi', 'term'),
    // Abstracts are asked for by identifier (`EXT_ID:…`); searches are everything else.
    europepmc: texts(
      (r) => r.service === 'europepmc' && r.path === '/search' && r.params.resultType !== 'core',
      'query',
    ),
  };
}
