/** User input that counts as activity (spec §4: mouse, key, click, scroll, touch). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'click',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
  'touchmove',
] as const;

/** Window events a recording feature dispatches (spec §4); they also count as activity. */
export const RECORDING_EVENTS = { start: 'recording-start', stop: 'recording-stop' } as const;

export interface ActivitySourceOptions {
  /** At most one report per window of this many milliseconds. */
  throttleMs: number;
  /** Wall-clock epoch ms reported with each activity. */
  now: () => number;
  /** Monotonic ms for throttling, so a clock turned back cannot silence the reports. */
  monotonic?: () => number;
  target?: EventTarget;
  onActivity: (now: number) => void;
  onRecording?: (change: 'start' | 'stop', now: number) => void;
}

/** Passive listeners never block scrolling; capture sees events that do not bubble (scroll). */
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/**
 * Reports user activity at most once per throttle window. The handler does one subtraction per
 * event and touches nothing else, so a burst of thousands of events costs next to nothing.
 */
export function watchActivity(options: ActivitySourceOptions): () => void {
  const { throttleMs, now, onActivity, onRecording } = options;
  const monotonic = options.monotonic ?? (() => performance.now());
  const target = options.target ?? globalThis.window;
  let lastReport = Number.NEGATIVE_INFINITY;

  const onInput = () => {
    const at = monotonic();
    if (at - lastReport < throttleMs) return;
    lastReport = at;
    onActivity(now());
  };
  const onStart = () => onRecording?.('start', now());
  const onStop = () => onRecording?.('stop', now());

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onInput, LISTENER_OPTIONS);
  target.addEventListener(RECORDING_EVENTS.start, onStart);
  target.addEventListener(RECORDING_EVENTS.stop, onStop);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onInput, LISTENER_OPTIONS);
    target.removeEventListener(RECORDING_EVENTS.start, onStart);
    target.removeEventListener(RECORDING_EVENTS.stop, onStop);
  };
}

export interface WakeSignalOptions {
  intervalMs: number;
  now: () => number;
  onSignal: (now: number) => void;
  target?: Window;
}

/**
 * Signals that time may have passed unseen (decision 5): a regular tick, and the page becoming
 * visible or focused again after sleep or background throttling. A signal is not activity.
 */
export function watchWakeSignals(options: WakeSignalOptions): () => void {
  const { intervalMs, now, onSignal } = options;
  const target = options.target ?? globalThis.window;
  const signal = () => onSignal(now());
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') signal();
  };
  const timer = setInterval(signal, intervalMs);
  target.document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('focus', signal);
  target.addEventListener('pageshow', signal);
  return () => {
    clearInterval(timer);
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('focus', signal);
    target.removeEventListener('pageshow', signal);
  };
}
