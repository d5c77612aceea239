import type { RequestHandler } from 'msw';

/** The AI drafting endpoints (common/contracts/drafting.contract.ts) as the MSW mock answers them. */
export const noteDraftHandlers: RequestHandler[] = [];
