// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadFailures, onDemand } from './on-demand';

describe('onDemand', () => {
  it('fetches nothing until first wanted, then once however often it is wanted', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const source = onDemand(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(source.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([source.load(), source.load()]);
    await source.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(source.loaded()).toEqual({ answer: 42 });
  });

  it('forgets a failed fetch, so that the next want tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const source = onDemand(importer);
    await expect(source.load()).rejects.toThrow('Failed to fetch');
    expect(source.loaded()).toBeUndefined();
    await expect(source.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('loadFailures', () => {
  it('tells its listeners when a failure is reported and when it is cleared, once each', () => {
    const listener = vi.fn();
    const stop = loadFailures.subscribe(listener);
    loadFailures.report();
    loadFailures.report();
    expect(loadFailures.getSnapshot()).toBe(true);
    loadFailures.clear();
    expect(loadFailures.getSnapshot()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
