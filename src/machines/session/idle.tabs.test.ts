import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import { heartbeatLogic, idleMachine, type TabSyncCommand } from './idle.machine';
import { selectEndReason, selectIsWarning } from './idle.selectors';
import { activity, elapse, MINUTE, SECOND, startIdle, T0, WATCHER1_OFF } from './idle.test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tabs of one session (decision 6)', () => {
  it('ends the session with other-tab when a sibling tab logs out', () => {
    const { actor } = startIdle();
    actor.send({ type: 'tab.logout' });
    expect(selectEndReason(actor.getSnapshot())).toBe('other-tab');
  });

  it('stays alive on a sibling tab’s activity', () => {
    const { actor } = startIdle();
    elapse(10 * MINUTE);
    actor.send({ type: 'tab.activity', now: Date.now() });
    elapse(14 * MINUTE);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('closes its modal when the user stays logged in from a sibling tab', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    elapse(28 * MINUTE + 10 * SECOND);
    actor.send({ type: 'tab.activity', now: Date.now() });
    expect(selectIsWarning(actor.getSnapshot())).toBe(false);
  });

  it('publishes accepted activity to sibling tabs, but not a mouse move under the modal', () => {
    const commands: TabSyncCommand[] = [];
    const { actor } = startIdle(WATCHER1_OFF, {}, commands);
    actor.send(activity());
    expect(commands).toHaveLength(1);
    elapse(28 * MINUTE);
    actor.send(activity());
    expect(commands).toHaveLength(1);
    actor.send({ type: 'idle.stay', now: Date.now() });
    expect(commands).toEqual([{ type: 'tab.publishActivity' }, { type: 'tab.publishActivity' }]);
  });

  it('does not echo a sibling’s activity back to the siblings', () => {
    const commands: TabSyncCommand[] = [];
    const { actor } = startIdle({}, {}, commands);
    actor.send({ type: 'tab.activity', now: Date.now() });
    expect(commands).toEqual([]);
  });

  it('keeps sibling tabs alive every tick while recording', () => {
    const commands: TabSyncCommand[] = [];
    const { actor } = startIdle({}, {}, commands);
    actor.send({ type: 'recording.start', now: Date.now() });
    elapse(3 * SECOND);
    expect(commands).toHaveLength(4);
  });
});

describe('the heartbeat to the server (decision H6)', () => {
  it('tells the server on the first activity, then at most once a minute while the user works', () => {
    const heartbeats: number[] = [];
    const { actor } = startIdle({}, {}, [], heartbeats);
    actor.send(activity());
    for (let second = 1; second <= 150; second++) {
      elapse(SECOND);
      actor.send(activity());
    }
    expect(heartbeats.map((at) => at - T0)).toEqual([0, MINUTE, 2 * MINUTE]);
  });

  it('sends nothing while the user is away, nor for a sibling tab’s activity', () => {
    const heartbeats: number[] = [];
    const { actor } = startIdle(WATCHER1_OFF, {}, [], heartbeats);
    elapse(10 * MINUTE);
    actor.send({ type: 'tab.activity', now: Date.now() });
    elapse(10 * MINUTE);
    expect(heartbeats).toEqual([]);
  });

  it("sends one when 'Stay Logged In' is clicked under the modal, not on a mouse move there", () => {
    const heartbeats: number[] = [];
    const { actor } = startIdle(WATCHER1_OFF, {}, [], heartbeats);
    elapse(28 * MINUTE);
    actor.send(activity());
    expect(heartbeats).toEqual([]);
    actor.send({ type: 'idle.stay', now: Date.now() });
    expect(heartbeats.map((at) => at - T0)).toEqual([28 * MINUTE]);
  });

  it('keeps the server session alive once a minute through a long recording', () => {
    const heartbeats: number[] = [];
    const { actor } = startIdle({}, {}, [], heartbeats);
    actor.send({ type: 'recording.start', now: Date.now() });
    elapse(45 * MINUTE);
    expect(heartbeats).toHaveLength(46);
    expect(heartbeats[1]! - heartbeats[0]!).toBe(MINUTE);
  });

  it('forgets a failed heartbeat: the next activity after the interval tries again', async () => {
    const attempts: number[] = [];
    const failing = heartbeatLogic(async () => {
      attempts.push(Date.now());
      throw new Error('offline');
    });
    const actor = createActor(idleMachine.provide({ actors: { heartbeat: failing } }), {
      input: { config: DEFAULT_SESSION_CONFIG, now: Date.now() },
    }).start();
    actor.send(activity());
    elapse(MINUTE);
    actor.send(activity());
    await vi.runAllTicks();
    expect(attempts).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
