/** The server's only source of time, injected so tests can move it. */
export type Clock = () => Date;

export interface TimeSources {
  /** The wall clock, ms since the epoch: can be set back (an operator, a bad NTP step). */
  wall: () => number;
  /** A monotonic count of ms (performance.now): never goes back, unaffected by the wall clock. */
  elapsed: () => number;
}

const realSources: TimeSources = { wall: () => Date.now(), elapsed: () => performance.now() };

/**
 * The wall clock, made to never go backwards (decision O6): time since the last reading is taken
 * from the monotonic source, so a wall clock set back 2 h neither stamps a signature before the
 * note it signs nor stops the idle limit from counting. When the wall clock runs ahead of it (a
 * forward correction), it follows the wall clock.
 */
export function forwardClock(sources: TimeSources = realSources): Clock {
  let anchorWall = sources.wall();
  let anchorElapsed = sources.elapsed();
  return () => {
    const wall = sources.wall();
    const elapsed = sources.elapsed();
    const carried = anchorWall + (elapsed - anchorElapsed);
    if (wall >= carried) {
      anchorWall = wall;
      anchorElapsed = elapsed;
      return new Date(wall);
    }
    return new Date(carried);
  };
}

export const systemClock: Clock = forwardClock();
