import type { RequestHandler } from 'msw';

/** The speech endpoints (common/contracts/speech.contract.ts) as the MSW mock answers them. */
export const speechHandlers: RequestHandler[] = [];
