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
  target?: EventTarget;
  onActivity: (now: number) => void;
  onRecording?: (change: 'start' | 'stop', now: number) => void;
}

/** Passive listeners never block scrolling; capture sees events that do not bubble (scroll). */
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/**
 * Reports user activity at most once per throttle window. After an input the listeners come off
 * until the window ends, so the rest of a burst runs no JavaScript at all: even a handler that
 * only compares two numbers costs ~3 µs a call, 30–60 ms for 10 000 mouse moves.
 */
export function watchActivity(options: ActivitySourceOptions): () => void {
  const { throttleMs, now, onActivity, onRecording } = options;
  const target = options.target ?? globalThis.window;
  let listening = new AbortController();
  let rearm: ReturnType<typeof setTimeout> | undefined;

  const onInput = () => {
    listening.abort();
    onActivity(now());
    rearm = setTimeout(listen, throttleMs);
  };
  function listen() {
    listening = new AbortController();
    const listenerOptions = { ...LISTENER_OPTIONS, signal: listening.signal };
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onInput, listenerOptions);
  }
  const onStart = () => onRecording?.('start', now());
  const onStop = () => onRecording?.('stop', now());

  listen();
  target.addEventListener(RECORDING_EVENTS.start, onStart);
  target.addEventListener(RECORDING_EVENTS.stop, onStop);
  return () => {
    listening.abort();
    clearTimeout(rearm);
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
