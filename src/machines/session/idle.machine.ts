import { or } from 'xstate';
import { idleSetup, startingContext } from './idle.setup';

export type * from './idle.types';
export { sessionIdOf } from './idle.types';
export { heartbeatLogic, lastActivityWall } from './idle.setup';

const activityActions = ['observe', 'markActivity', 'persistActivity'] as const;
/** This tab's own activity also reaches its sibling tabs and, throttled, the server. */
const ownActivityActions = [...activityActions, 'publishActivity', 'heartbeat'] as const;

/** On any observation of time: a passed logout deadline ends the session, watcher 1 first. */
const endWhenALogoutPassed = [
  {
    guard: 'watcher1Passed',
    target: 'ended',
    actions: { type: 'setEndReason', params: { reason: 'idle-watcher-1' } },
  },
  {
    guard: 'watcher2Passed',
    target: 'ended',
    actions: { type: 'setEndReason', params: { reason: 'idle-watcher-2' } },
  },
] as const;

/**
 * The idle statechart: watcher 1 (15 minutes without activity), watcher 2 (the warning at 28
 * minutes, the logout at 30), a recording that holds the session, and the tabs of one session
 * (spec §4, DESIGN §2). Named pieces are in idle.setup.ts, types in idle.types.ts.
 */
export const idleMachine = idleSetup.createMachine({
  id: 'idle',
  context: ({ input }) => ({
    ...startingContext(input.config, input.now ?? 0, input.lastActivityAt),
    config: input.config,
    sessionId: input.sessionId ?? null,
    endReason: null,
  }),
  invoke: [
    {
      id: 'clock',
      src: 'clock',
      input: ({ context }) => ({ intervalMs: context.config.checkIntervalMs }),
    },
    {
      id: 'activitySource',
      src: 'activitySource',
      input: ({ context }) => ({ throttleMs: context.config.activityThrottleMs }),
    },
    {
      id: 'tabSync',
      src: 'tabSync',
      input: ({ context }) => ({ sessionId: context.sessionId }),
    },
    {
      id: 'heartbeat',
      src: 'heartbeat',
      input: ({ context }) => ({ intervalMs: context.config.activityHeartbeatMs }),
    },
  ],
  initial: 'starting',
  on: {
    /** A restarted clock (a remount under React StrictMode) finds the last activity re-saved. */
    'clock.start': { actions: 'persistActivity' },
    'tab.logout': {
      target: '.ended',
      actions: { type: 'setEndReason', params: { reason: 'other-tab' } },
    },
  },
  states: {
    /** The start time counts as activity, so a reload before any input still continues. */
    starting: {
      always: { guard: 'clockKnown', target: 'active', actions: 'persistActivity' },
      on: { 'clock.start': { target: 'active', actions: ['startClock', 'persistActivity'] } },
    },
    active: {
      initial: 'counting',
      /** Every observation of time (a tick, a wake, a restored last activity) lands here first. */
      always: [...endWhenALogoutPassed, { guard: 'warningReached', target: 'warning' }],
      states: {
        counting: {
          after: {
            WATCHER1: {
              guard: 'watcher1Enabled',
              target: '#idle.ended',
              actions: [
                { type: 'reachDeadline', params: { deadline: 'watcher1' } },
                { type: 'setEndReason', params: { reason: 'idle-watcher-1' } },
              ],
            },
            WARNING: {
              target: '#idle.warning',
              actions: { type: 'reachDeadline', params: { deadline: 'warning' } },
            },
          },
        },
      },
      on: {
        'clock.tick': { actions: 'observe' },
        /** A wake is not activity: input after a passed deadline only observes the time. */
        'user.activity': [
          { guard: or(['wokeAfterLogout', 'wokeAfterWarning']), actions: 'observe' },
          { target: '.counting', reenter: true, actions: ownActivityActions },
        ],
        'tab.activity': [
          { guard: or(['wokeAfterLogout', 'wokeAfterWarning']), actions: 'observe' },
          { target: '.counting', reenter: true, actions: activityActions },
        ],
        'idle.stay': {
          target: '.counting',
          reenter: true,
          actions: ownActivityActions,
        },
        'recording.start': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'recording', actions: ownActivityActions },
        ],
      },
    },
    /** Watcher 2's modal: only 'Stay Logged In' (or a sibling tab's activity) dismisses it. */
    warning: {
      tags: ['warning'],
      always: endWhenALogoutPassed,
      after: {
        LOGOUT: {
          target: 'ended',
          actions: [
            { type: 'reachDeadline', params: { deadline: 'logout' } },
            { type: 'setEndReason', params: { reason: 'idle-watcher-2' } },
          ],
        },
        WATCHER1: {
          guard: 'watcher1Enabled',
          target: 'ended',
          actions: [
            { type: 'reachDeadline', params: { deadline: 'watcher1' } },
            { type: 'setEndReason', params: { reason: 'idle-watcher-1' } },
          ],
        },
      },
      on: {
        'clock.tick': { actions: 'observe' },
        'user.activity': { actions: 'observe' },
        'idle.stay': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'active', actions: ownActivityActions },
        ],
        'idle.logoutNow': {
          target: 'ended',
          actions: { type: 'setEndReason', params: { reason: 'logout-now' } },
        },
        'tab.activity': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'active', actions: activityActions },
        ],
        'recording.start': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'recording', actions: ownActivityActions },
        ],
      },
    },
    /** Decision 4: a recording holds the session; each tick counts as activity until it stops. */
    recording: {
      tags: ['recording'],
      on: {
        'clock.tick': { actions: ownActivityActions },
        'recording.stop': {
          target: 'active',
          actions: ownActivityActions,
        },
      },
    },
    /** The watchers are done; the invoking auth machine ends the session with the output's reason. */
    ended: { type: 'final' },
  },
  output: ({ context }) => ({ reason: context.endReason }),
});
