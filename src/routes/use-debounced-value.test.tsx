import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PAUSE_MS } from '../config/request-timing';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a search that waits for typing to pause', () => {
  it('waits 300 ms', () => {
    expect(SEARCH_PAUSE_MS).toBe(300);
  });

  it('gives the typed value only once it has stayed the same for the pause', () => {
    const { result, rerender } = renderHook(({ q }) => useDebouncedValue(q, SEARCH_PAUSE_MS), {
      initialProps: { q: '' },
    });
    rerender({ q: 'a' });
    act(() => vi.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
    rerender({ q: 'ad' });
    act(() => vi.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ad');
  });
});
