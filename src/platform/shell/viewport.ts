/** How often a resize storm may report the width; the last width is always reported. */
export const VIEWPORT_THROTTLE_MS = 100;

export interface ViewportSource {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/**
 * Calls `onWidth` with the viewport width on resize, at most once per `throttleMs`
 * (leading and trailing edges), and only when it changed. Returns the unsubscribe.
 */
export function subscribeViewportWidth(
  onWidth: (width: number) => void,
  source: ViewportSource = window,
  throttleMs = VIEWPORT_THROTTLE_MS,
): () => void {
  let reported = source.innerWidth;
  let timer: number | undefined;
  let pending = false;

  const report = () => {
    if (source.innerWidth === reported) return;
    reported = source.innerWidth;
    onWidth(reported);
  };
  const cool = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    report();
    timer = source.setTimeout(cool, throttleMs);
  };
  const onResize = () => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    report();
    timer = source.setTimeout(cool, throttleMs);
  };

  source.addEventListener('resize', onResize);
  return () => {
    source.removeEventListener('resize', onResize);
    if (timer !== undefined) source.clearTimeout(timer);
  };
}
