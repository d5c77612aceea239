/** Types of `literature-stub-ports.mjs` for the specs. */
export const LITERATURE_STUB_PORTS: { pubmed: number; europepmc: number };
export const LITERATURE_STUB_ENV: {
  PRAXIS_PUBMED_URL: string;
  PRAXIS_EUROPEPMC_URL: string;
  PRAXIS_LITERATURE_TIMEOUT_MS: string;
};
