import { fromCallback, type EventObject } from 'xstate';

export interface ClockEnvironment {
  now: () => number;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

const browser = (): ClockEnvironment => ({ now: () => Date.now(), window, document });

/**
 * The recording's clock: `clock.tick` with the wall clock now, every `intervalMs`, and when the
 * tab becomes visible or focused again (a background tab's timers are throttled, DESIGN decision 5).
 */
export function recordingClockLogic(environment: ClockEnvironment = browser()) {
  return fromCallback<EventObject, { intervalMs: number }>(({ sendBack, input }) => {
    const { now, window: win, document: doc } = environment;
    const tick = () => sendBack({ type: 'clock.tick', now: now() });
    const onVisibility = () => {
      if (doc.visibilityState === 'visible') tick();
    };
    tick();
    const timer = setInterval(tick, input.intervalMs);
    doc.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('focus', tick);
    return () => {
      clearInterval(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('focus', tick);
    };
  });
}
