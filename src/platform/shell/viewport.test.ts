import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeViewportWidth, VIEWPORT_THROTTLE_MS } from './viewport';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('viewport width subscription', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => vi.useRealTimers());

  it('reports the first resize at once', () => {
    const onWidth = vi.fn();
    subscribeViewportWidth(onWidth);
    resizeTo(900);
    expect(onWidth).toHaveBeenCalledWith(900);
  });

  it('reports a resize storm once per interval and always ends on the last width', () => {
    const onWidth = vi.fn();
    subscribeViewportWidth(onWidth);
    resizeTo(1200);
    resizeTo(1100);
    resizeTo(1000);
    expect(onWidth).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    expect(onWidth).toHaveBeenCalledTimes(2);
    expect(onWidth).toHaveBeenLastCalledWith(1000);
  });

  it('does not report a resize that leaves the width unchanged', () => {
    const onWidth = vi.fn();
    subscribeViewportWidth(onWidth);
    resizeTo(1280);
    expect(onWidth).not.toHaveBeenCalled();
  });

  it('stops reporting after unsubscribing, even a pending trailing width', () => {
    const onWidth = vi.fn();
    const unsubscribe = subscribeViewportWidth(onWidth);
    resizeTo(1200);
    resizeTo(800);
    unsubscribe();
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    resizeTo(700);
    expect(onWidth.mock.calls).toEqual([[1200]]);
  });
});
