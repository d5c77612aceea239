import { draftOffline } from '../../common/drafting/offline-drafter.ts';
import type { DraftInput, DraftingProvider } from './drafting-provider.ts';

/** The offline drafter (common/drafting, shared with the mocks) as a provider: the embedded default. */
export const offlineDraftingProvider: DraftingProvider = {
  id: 'offline',
  draft: async (input: DraftInput) => {
    input.signal.throwIfAborted();
    return draftOffline(input.format, input.text);
  },
};
