/** Types of `literature-stubs.mjs` for TypeScript callers (server tests, e2e). */
export type StubService = 'pubmed' | 'europepmc';
export type StubBehaviour = 'ok' | 'fail-500' | 'rate-limit-429' | 'malformed' | 'hang';

export interface StubRequest {
  service: StubService;
  /** The path under the service's base, e.g. `/esearch.fcgi` or `/search`. */
  path: string;
  params: Record<string, string>;
  /** When it arrived, on the stubs' clock (`options.now`). */
  at: number;
}

export interface LiteratureStubs {
  pubmedUrl: string;
  europePmcUrl: string;
  requests: StubRequest[];
  setBehaviour(
    service: StubService,
    behaviour: StubBehaviour,
    options?: { times?: number; retryAfter?: string | null },
  ): void;
  reset(): void;
  close(): Promise<void>;
}

export const PUBMED_BASE_PATH: string;
export const EUROPEPMC_BASE_PATH: string;

export function startLiteratureStubs(options?: {
  port?: number;
  pubmedPort?: number;
  europePmcPort?: number;
  now?: () => number;
}): Promise<LiteratureStubs>;
