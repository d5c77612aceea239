import { describe, expect, it, vi } from 'vitest';
import { createPendingDrafts } from './pending-drafts';

describe('the registry of drafts being written', () => {
  it('reports pending changes only while a registered editor has some', () => {
    const drafts = createPendingDrafts();
    let dirty = false;
    const unregister = drafts.register({ hasPending: () => dirty, flush: async () => {} });
    expect(drafts.hasPending()).toBe(false);
    dirty = true;
    expect(drafts.hasPending()).toBe(true);
    unregister();
    expect(drafts.hasPending()).toBe(false);
  });

  it('flushes every editor with pending changes, even when one of them fails', async () => {
    const drafts = createPendingDrafts();
    const saved = vi.fn(async () => {});
    const clean = vi.fn(async () => {});
    drafts.register({ hasPending: () => true, flush: () => Promise.reject(new Error('offline')) });
    drafts.register({ hasPending: () => true, flush: saved });
    drafts.register({ hasPending: () => false, flush: clean });
    await expect(drafts.flushAll()).resolves.toBeUndefined();
    expect(saved).toHaveBeenCalledOnce();
    expect(clean).not.toHaveBeenCalled();
  });
});
