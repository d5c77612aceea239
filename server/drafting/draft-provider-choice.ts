import type { DraftOutcome, OfflineReason } from '../../common/contracts/drafting.contract.ts';
import type { DraftInput, DraftingProvider } from './drafting-provider.ts';
import { draftWithFallback } from './drafting-provider.ts';

/** The drafting providers the server holds (AppContext.drafting). */
export interface DraftingProviders {
  offline: DraftingProvider;
  external: DraftingProvider | null;
}

/** A draft and, when the offline drafter wrote it though the clinic chose the external model, why. */
export type ChosenDraft = DraftOutcome & { offlineReason: OfflineReason | null };

/**
 * Drafts with the provider the clinic's setting, the server's configuration and the patient's
 * consent allow (CLINICAL.md decision 4). The external model is asked only when the clinic chose
 * it, one is configured and the patient's recording & AI consent is in force; nothing else ever
 * leaves the server. `consentInForce` is asked only when it decides.
 */
export async function draftWithChosenProvider(
  providers: DraftingProviders,
  choice: { setting: 'offline' | 'external'; consentInForce: () => Promise<boolean> },
  input: DraftInput,
): Promise<ChosenDraft> {
  const offline = async (offlineReason: OfflineReason | null): Promise<ChosenDraft> => ({
    note: await providers.offline.draft(input),
    fallback: null,
    offlineReason,
  });
  if (choice.setting === 'offline') return offline(null);
  if (providers.external === null) return offline('not-configured');
  if (!(await choice.consentInForce())) return offline('no-consent');
  const outcome = await draftWithFallback(providers.external, providers.offline, input);
  return { ...outcome, offlineReason: outcome.fallback ? 'provider-failed' : null };
}
