// Where the server e2e's literature stubs listen (loopback, fixed ports): serve.mjs points
// `npm start` at them, and the literature spec starts the stubs there (scripts/stubs). Plain ESM,
// as serve.mjs runs in plain node. Nothing listens there unless a spec started the stubs: the
// server then finds both services unreachable, which no other spec asks it about.
import { EUROPEPMC_BASE_PATH, PUBMED_BASE_PATH } from '../../scripts/stubs/literature-stubs.mjs';

export const LITERATURE_STUB_PORTS = { pubmed: 4321, europepmc: 4322 };

/** The server's environment for the stubs; a short time limit, so a failing source is quick. */
export const LITERATURE_STUB_ENV = {
  PRAXIS_PUBMED_URL: `http://127.0.0.1:${LITERATURE_STUB_PORTS.pubmed}${PUBMED_BASE_PATH}`,
  PRAXIS_EUROPEPMC_URL: `http://127.0.0.1:${LITERATURE_STUB_PORTS.europepmc}${EUROPEPMC_BASE_PATH}`,
  PRAXIS_LITERATURE_TIMEOUT_MS: '3000',
};
