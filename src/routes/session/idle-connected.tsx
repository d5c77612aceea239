import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { SessionEndReason } from '../../../common/contracts/audit.contract';
import {
  idleMachine,
  lastActivityWall,
  heartbeatLogic,
  sessionIdOf,
  type TabSyncCommand,
} from '../../machines/session/idle.machine';
import { accountApi } from '../../api/session/account.api';
import { watchActivity, watchWakeSignals } from '../../platform/session/activity-source';
import { idlePersistence, type IdlePersistence } from '../../platform/session/idle-persistence';
import { createTabChannel, type TabChannel } from '../../platform/session/tab-channel';

export type IdleActorRef = ActorRefFrom<typeof idleMachine>;

export interface BrowserIdleDeps {
  now?: () => number;
  persistence?: IdlePersistence;
  tabChannel?: (sessionId: string) => TabChannel;
  /** Tells the server the user is there (decision H6). */
  sendHeartbeat?: () => Promise<unknown>;
}

const openChannels = new Map<string, TabChannel>();

/** One channel per session for the page's lifetime: the idle actor and the logout share it. */
export function tabChannelFor(sessionId: string): TabChannel {
  let channel = openChannels.get(sessionId);
  if (!channel) {
    channel = createTabChannel({ sessionId });
    openChannels.set(sessionId, channel);
  }
  return channel;
}

/** For the auth session-end effect: tell sibling tabs, unless the end came from one of them. */
export function publishSessionEnd(
  user: { id: string; tenantId: string } | null,
  reason: SessionEndReason,
): void {
  if (user && reason !== 'other-tab') tabChannelFor(sessionIdOf(user)).publishLogout(reason);
}

/**
 * The idle machine with the browser's effects: wake signals and the 1 s tick, the throttled
 * activity source, the tab channel and sessionStorage. Invoke it in the auth machine's signedIn
 * state; leaving signedIn stops it, which removes every listener and forgets the last activity.
 */
export function browserIdleLogic(deps: BrowserIdleDeps = {}) {
  const now = deps.now ?? (() => Date.now());
  const persistence = deps.persistence ?? idlePersistence;
  const channelFor = deps.tabChannel ?? tabChannelFor;
  const sendHeartbeat = deps.sendHeartbeat ?? accountApi.activity;
  return idleMachine.provide({
    actors: {
      clock: fromCallback<EventObject, { intervalMs: number }>(({ sendBack, input }) => {
        sendBack({ type: 'clock.start', now: now(), lastActivityAt: persistence.read() });
        const stop = watchWakeSignals({
          intervalMs: input.intervalMs,
          now,
          onSignal: (at) => sendBack({ type: 'clock.tick', now: at }),
        });
        return () => {
          stop();
          persistence.clear();
        };
      }),
      activitySource: fromCallback<EventObject, { throttleMs: number }>(({ sendBack, input }) =>
        watchActivity({
          throttleMs: input.throttleMs,
          now,
          onActivity: (at) => sendBack({ type: 'user.activity', now: at }),
          onRecording: (change, at) => sendBack({ type: `recording.${change}`, now: at }),
        }),
      ),
      tabSync: fromCallback<TabSyncCommand, { sessionId: string | null }>(
        ({ sendBack, receive, input }) => {
          if (!input.sessionId) return undefined;
          const channel = channelFor(input.sessionId);
          receive(() => channel.publishActivity());
          return channel.subscribe((message) =>
            sendBack(
              message.type === 'logout'
                ? { type: 'tab.logout' }
                : { type: 'tab.activity', now: now() },
            ),
          );
        },
      ),
      heartbeat: heartbeatLogic(sendHeartbeat),
    },
    actions: {
      persistActivity: ({ context }) => persistence.write(lastActivityWall(context)),
    },
  });
}
