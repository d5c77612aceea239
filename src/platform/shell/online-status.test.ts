import { describe, expect, it, vi } from 'vitest';
import { createOnlineStatusStore, type OnlineStatusSource } from './online-status';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const source = {
    navigator: { onLine },
    addEventListener: vi.fn((type: string, listener: () => void) =>
      target.addEventListener(type, listener),
    ),
    removeEventListener: vi.fn((type: string, listener: () => void) =>
      target.removeEventListener(type, listener),
    ),
  } satisfies OnlineStatusSource;
  const go = (next: boolean) => {
    source.navigator.onLine = next;
    target.dispatchEvent(new Event(next ? 'online' : 'offline'));
  };
  return { source, go };
}

describe('online status adapter', () => {
  it('reports the browser connectivity as its snapshot', () => {
    expect(createOnlineStatusStore(fakeWindow(true).source).getSnapshot()).toBe(true);
    expect(createOnlineStatusStore(fakeWindow(false).source).getSnapshot()).toBe(false);
  });

  it('notifies subscribers when the browser goes offline and comes back online', () => {
    const { source, go } = fakeWindow(true);
    const store = createOnlineStatusStore(source);
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    go(false);
    go(true);
    expect(seen).toEqual([false, true]);
  });

  it('stops notifying after unsubscribe', () => {
    const { source, go } = fakeWindow(true);
    const store = createOnlineStatusStore(source);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    unsubscribe();
    go(false);
    expect(onChange).not.toHaveBeenCalled();
    expect(source.removeEventListener).toHaveBeenCalledTimes(2);
  });

  it('assumes online when there is no window', () => {
    const store = createOnlineStatusStore(undefined);
    expect(store.getSnapshot()).toBe(true);
    expect(store.getServerSnapshot()).toBe(true);
    expect(() => store.subscribe(() => {})()).not.toThrow();
  });
});
