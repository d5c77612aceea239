import { vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import {
  heartbeatLogic,
  idleMachine,
  lastActivityWall,
  type IdleConfig,
  type IdleInput,
  type TabSyncCommand,
} from './idle.machine';

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
export const WATCHER1_OFF: Partial<IdleConfig> = { watcher1Ms: null };

/** The 1 s tick of the app, on the (fake) wall clock. */
const tickingClock = fromCallback<EventObject, { intervalMs: number }>(({ sendBack, input }) => {
  const id = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), input.intervalMs);
  return () => clearInterval(id);
});

export function startIdle(
  config: Partial<IdleConfig> = {},
  input: Partial<IdleInput> = {},
  tabCommands: TabSyncCommand[] = [],
  heartbeats: number[] = [],
) {
  const persisted: number[] = [];
  const machine = idleMachine.provide({
    actors: {
      clock: tickingClock,
      heartbeat: heartbeatLogic(async () => void heartbeats.push(Date.now())),
      tabSync: fromCallback<TabSyncCommand, { sessionId: string | null }>(({ receive }) => {
        receive((command) => tabCommands.push(command));
      }),
    },
    actions: {
      persistActivity: ({ context }) => void persisted.push(lastActivityWall(context)),
    },
  });
  const actor = createActor(machine, {
    input: { config: { ...DEFAULT_SESSION_CONFIG, ...config }, now: Date.now(), ...input },
  }).start();
  return { actor, persisted };
}

export const elapse = (ms: number) => vi.advanceTimersByTime(ms);
export const activity = () => ({ type: 'user.activity', now: Date.now() }) as const;
