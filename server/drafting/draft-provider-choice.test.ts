import { describe, expect, it } from 'vitest';
import { draftWithChosenProvider, type DraftingProviders } from './draft-provider-choice.ts';
import { DraftingFailure, type DraftingProvider } from './drafting-provider.ts';
import { offlineDraftingProvider } from './offline-provider.ts';

const TEXT = 'Client reports poor sleep. PHQ-9 today is 14. We will meet next Tuesday.';
const input = { format: 'soap' as const, text: TEXT, signal: new AbortController().signal };

/** A stand-in for the external model: counts its calls, drafts offline or fails. */
function external(fail?: DraftingFailure): DraftingProvider & { calls: number } {
  const provider = {
    id: 'openai-compatible' as const,
    calls: 0,
    draft: async (...args: Parameters<DraftingProvider['draft']>) => {
      provider.calls += 1;
      if (fail) throw fail;
      const note = await offlineDraftingProvider.draft(...args);
      return { ...note, provider: 'openai-compatible' as const, model: 'stub-model' };
    },
  };
  return provider;
}

const providers = (model: DraftingProvider | null): DraftingProviders => ({
  offline: offlineDraftingProvider,
  external: model,
});

describe('choosing the drafting provider', () => {
  it('drafts offline with no reason when the clinic chose the offline drafter, without asking for consent', async () => {
    const model = external();
    let consentAsked = false;
    const draft = await draftWithChosenProvider(
      providers(model),
      {
        setting: 'offline',
        consentInForce: async () => {
          consentAsked = true;
          return true;
        },
      },
      input,
    );
    expect(draft).toMatchObject({ note: { provider: 'offline' }, offlineReason: null });
    expect(model.calls).toBe(0);
    expect(consentAsked).toBe(false);
  });

  it('drafts offline because no model is configured when the clinic chose the external model', async () => {
    const draft = await draftWithChosenProvider(
      providers(null),
      { setting: 'external', consentInForce: async () => true },
      input,
    );
    expect(draft).toMatchObject({
      note: { provider: 'offline' },
      fallback: null,
      offlineReason: 'not-configured',
    });
  });

  it('drafts offline without calling the model when the patient has not consented', async () => {
    const model = external();
    const draft = await draftWithChosenProvider(
      providers(model),
      { setting: 'external', consentInForce: async () => false },
      input,
    );
    expect(draft.offlineReason).toBe('no-consent');
    expect(model.calls).toBe(0);
  });

  it('uses the model when the clinic chose it, one is configured and the patient consented', async () => {
    const model = external();
    const draft = await draftWithChosenProvider(
      providers(model),
      { setting: 'external', consentInForce: async () => true },
      input,
    );
    expect(draft).toMatchObject({
      note: { provider: 'openai-compatible', model: 'stub-model' },
      fallback: null,
      offlineReason: null,
    });
    expect(model.calls).toBe(1);
  });

  it('says the provider failed, and how, when the offline draft stands in for the model', async () => {
    const model = external(
      new DraftingFailure('timeout', 'The AI model did not finish within 1 s.'),
    );
    const draft = await draftWithChosenProvider(
      providers(model),
      { setting: 'external', consentInForce: async () => true },
      input,
    );
    expect(draft).toMatchObject({
      note: { provider: 'offline' },
      fallback: { kind: 'timeout', message: 'The AI model did not finish within 1 s.' },
      offlineReason: 'provider-failed',
    });
  });

  it('passes a cancellation on rather than drafting offline', async () => {
    const model = external(new DraftingFailure('aborted', 'The draft was cancelled.'));
    const pending = draftWithChosenProvider(
      providers(model),
      { setting: 'external', consentInForce: async () => true },
      input,
    );
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
