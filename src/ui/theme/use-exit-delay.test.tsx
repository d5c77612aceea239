import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSITIONS } from '../../config/constants';
import { useExitDelay } from './use-exit-delay';

const EXIT_MS = TRANSITIONS.modalMs;

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

const render = (open: boolean) =>
  renderHook(({ isOpen }) => useExitDelay(isOpen, EXIT_MS), { initialProps: { isOpen: open } });

describe('useExitDelay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps a closed thing shown for its exit transition, then lets it go', () => {
    const { result, rerender } = render(true);
    expect(result.current).toBe(true);
    rerender({ isOpen: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(EXIT_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('shows nothing for something that was never open', () => {
    const { result } = render(false);
    expect(result.current).toBe(false);
  });

  it('stays shown when it opens again while leaving', () => {
    const { result, rerender } = render(true);
    rerender({ isOpen: false });
    act(() => vi.advanceTimersByTime(EXIT_MS / 2));
    rerender({ isOpen: true });
    act(() => vi.advanceTimersByTime(EXIT_MS));
    expect(result.current).toBe(true);
  });

  it('lets it go at once when the user asked for reduced motion', () => {
    preferReducedMotion(true);
    const { result, rerender } = render(true);
    rerender({ isOpen: false });
    expect(result.current).toBe(false);
  });
});
