import { RECORDING_EVENTS } from '../session/activity-source';

/**
 * The two effects of a recording that holds the session (DESIGN decision 4): the window events
 * the idle watchers listen to, `recording-start` when it begins and `recording-stop` when it ends.
 */
export function recordingHoldEffects(target: EventTarget = window) {
  return {
    recordingStarted: () => void target.dispatchEvent(new Event(RECORDING_EVENTS.start)),
    recordingStopped: () => void target.dispatchEvent(new Event(RECORDING_EVENTS.stop)),
  };
}
