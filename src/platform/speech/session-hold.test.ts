import { describe, expect, it } from 'vitest';
import { recordingHoldEffects } from './session-hold';

describe('the session hold of a recording', () => {
  it('dispatches exactly the recording-start and recording-stop events the idle watchers listen to', () => {
    const target = new EventTarget();
    const seen: string[] = [];
    for (const type of ['recording-start', 'recording-stop']) {
      target.addEventListener(type, (event) => seen.push(event.type));
    }
    const hold = recordingHoldEffects(target);
    hold.recordingStarted();
    hold.recordingStopped();
    expect(seen).toEqual(['recording-start', 'recording-stop']);
  });
});
