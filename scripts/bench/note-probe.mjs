// The note bench's in-page probe (keystroke → next frame) and the statistics over its samples.

/**
 * Run in the page (page.evaluate) before typing. Per key: `down` = the keydown's event.timeStamp
 * (capture phase on window, before any app listener); `input` = performance.now() when its input
 * event reaches window (capture); `handled` = a microtask queued once the input event has bubbled
 * back to window, i.e. after React's handler and the synchronous render it flushes in a microtask;
 * `frame` = performance.now() in the first requestAnimationFrame callback after the input.
 * Also keeps long tasks and the Event Timing entries of slow (≥ 16 ms) key events.
 */
export function installKeyProbe() {
  const state = {
    origin: performance.now(),
    keys: [],
    longTasks: [],
    slowEvents: [],
    observers: [],
  };
  window.__benchNote = state;
  let waiting = null;
  window.addEventListener(
    'keydown',
    (event) => {
      waiting = { down: event.timeStamp, input: null, handled: null, frame: null };
      state.keys.push(waiting);
    },
    { capture: true },
  );
  window.addEventListener(
    'input',
    () => {
      const key = waiting;
      if (!key || key.input !== null) return;
      key.input = performance.now();
      requestAnimationFrame(() => {
        key.frame = performance.now();
      });
    },
    { capture: true },
  );
  window.addEventListener('input', () => {
    const key = waiting;
    if (key) queueMicrotask(() => (key.handled = performance.now()));
  });
  const observe = (type, options, keep) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(keep));
      observer.observe({ type, ...options });
      state.observers.push(observer);
    } catch {
      // not supported by this browser
    }
  };
  observe('longtask', {}, (e) => state.longTasks.push({ start: e.startTime, ms: e.duration }));
  observe('event', { durationThreshold: 16 }, (e) => {
    if (e.name.startsWith('key') || e.name === 'input' || e.name === 'beforeinput') {
      state.slowEvents.push({
        name: e.name,
        start: e.startTime,
        ms: e.duration,
        delay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
      });
    }
  });
}

/** Run in the page after typing: the probe's samples and the note saves' resource timings. */
export function readKeyProbe() {
  const state = window.__benchNote;
  state.observers.forEach((observer) => observer.disconnect());
  const saves = performance
    .getEntriesByType('resource')
    .filter((e) => /\/backend\/api\/notes\/[^/]+$/.test(new URL(e.name).pathname))
    .filter((e) => e.startTime >= state.origin)
    .map((e) => ({ start: e.startTime, end: e.responseEnd }));
  const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
  return {
    keys: state.keys
      .filter((k) => k.frame !== null)
      .map((k) => ({
        down: round(k.down),
        toFrame: round(k.frame - k.down),
        toHandled: k.handled === null ? null : round(k.handled - k.down),
      })),
    keysWithoutFrame: state.keys.filter((k) => k.frame === null).length,
    saves: saves.map((s) => ({ start: round(s.start), end: round(s.end) })),
    longTasks: state.longTasks.map((t) => ({ start: round(t.start), ms: round(t.ms) })),
    slowEvents: state.slowEvents.map((e) => ({
      name: e.name,
      start: round(e.start),
      ms: e.ms,
      delay: round(e.delay),
      processing: round(e.processing),
    })),
  };
}

/** Nearest-rank percentile `p` (0–100) of `values`, or null. */
export function percentile(values, p) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A save counts as in flight from its request until 50 ms after its response (parse, render). */
const SAVE_TAIL_MS = 50;

/** Pooled statistics over the runs of one rate. */
export function keyStats(runs) {
  const keys = runs.flatMap((run) =>
    run.keys.map((key) => ({
      ...key,
      duringSave: run.saves.some((s) => key.down >= s.start && key.down <= s.end + SAVE_TAIL_MS),
    })),
  );
  const toFrame = keys.map((k) => k.toFrame);
  const during = keys.filter((k) => k.duringSave).map((k) => k.toFrame);
  const others = keys.filter((k) => !k.duringSave).map((k) => k.toFrame);
  const longTasks = runs.flatMap((run) => run.longTasks);
  return {
    keys: keys.length,
    median: percentile(toFrame, 50),
    p95: percentile(toFrame, 95),
    max: percentile(toFrame, 100),
    over16: toFrame.filter((ms) => ms > 16).length,
    handledMedian: percentile(
      keys.map((k) => k.toHandled),
      50,
    ),
    handledP95: percentile(
      keys.map((k) => k.toHandled),
      95,
    ),
    keysDuringSave: during.length,
    duringSaveP95: percentile(during, 95),
    otherKeysP95: percentile(others, 95),
    keysWithoutFrame: runs.reduce((n, run) => n + run.keysWithoutFrame, 0),
    longTasks: longTasks.length,
    longestTaskMs: percentile(
      longTasks.map((t) => t.ms),
      100,
    ),
    slowKeyEvents: runs.reduce((n, run) => n + run.slowEvents.length, 0),
  };
}
