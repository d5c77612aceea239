import { afterEach, describe, expect, it } from 'vitest';
import { createTabChannel, type TabChannel, type TabMessage } from './tab-channel';

const open: TabChannel[] = [];
afterEach(() => {
  for (const channel of open.splice(0)) channel.close();
});

function track(channel: TabChannel) {
  open.push(channel);
  const received: TabMessage[] = [];
  channel.subscribe((message) => received.push(message));
  return received;
}

/** Resolves with the next message the channel delivers: waits on the event, not on a clock. */
function nextMessage(channel: TabChannel) {
  return new Promise<TabMessage>((resolve) => channel.subscribe(resolve));
}

/** Two tabs sharing one localStorage, each getting `storage` events for the other's writes. */
function storagePair() {
  const windows = [new EventTarget(), new EventTarget()] as const;
  const backing = new Map<string, string>();
  const storageFor = (writer: 0 | 1) =>
    ({
      setItem(key: string, value: string) {
        backing.set(key, value);
        windows[writer === 0 ? 1 : 0].dispatchEvent(
          Object.assign(new Event('storage'), { key, newValue: value }),
        );
      },
    }) as unknown as Storage;
  return [0, 1].map((tab) =>
    createTabChannel({
      sessionId: 'tenant-1:user-1',
      broadcastChannel: undefined,
      storage: storageFor(tab as 0 | 1),
      target: windows[tab as 0 | 1],
      name: 'test.tabs',
    }),
  ) as [TabChannel, TabChannel];
}

describe('tab channel over BroadcastChannel', () => {
  it('delivers a logout with its reason to the other tabs of the same session', async () => {
    const a = createTabChannel({ sessionId: 's1', name: 'test.bc.1' });
    const b = createTabChannel({ sessionId: 's1', name: 'test.bc.1' });
    track(a);
    track(b);
    const arrival = nextMessage(b);
    a.publishLogout('user');
    await expect(arrival).resolves.toMatchObject({
      type: 'logout',
      reason: 'user',
      sessionId: 's1',
    });
  });

  it('ignores the tabs of another session and hears only its own', async () => {
    const a = createTabChannel({ sessionId: 's1', name: 'test.bc.2' });
    const other = createTabChannel({ sessionId: 's2', name: 'test.bc.2' });
    const otherSibling = createTabChannel({ sessionId: 's2', name: 'test.bc.2' });
    track(a);
    track(otherSibling);
    const received = track(other);
    const arrival = nextMessage(other);
    a.publishActivity();
    otherSibling.publishLogout('user');
    // One sender's messages arrive in order, so s1's activity would have come first.
    await expect(arrival).resolves.toMatchObject({ type: 'logout', sessionId: 's2' });
    expect(received.map((message) => message.sessionId)).toEqual(['s2']);
  });
});

describe('tab channel over the storage-event fallback', () => {
  it('delivers activity and logout to the sibling tab', () => {
    const [a, b] = storagePair();
    track(a);
    const received = track(b);
    a.publishActivity();
    a.publishLogout('idle-watcher-1');
    expect(received.map((message) => message.type)).toEqual(['activity', 'logout']);
    expect(received[1]).toMatchObject({ reason: 'idle-watcher-1' });
  });

  it('makes each message a change so identical messages are still delivered', () => {
    const [a, b] = storagePair();
    track(a);
    const received = track(b);
    a.publishActivity();
    a.publishActivity();
    expect(received).toHaveLength(2);
    expect(received[0]!.nonce).not.toBe(received[1]!.nonce);
  });

  it('ignores malformed or foreign values under the key', () => {
    const target = new EventTarget();
    const channel = createTabChannel({
      sessionId: 's1',
      broadcastChannel: undefined,
      target,
      name: 'test.tabs',
    });
    const received = track(channel);
    for (const newValue of ['{', '{"type":"logout","sessionId":"s1"}', 'null']) {
      target.dispatchEvent(Object.assign(new Event('storage'), { key: 'test.tabs', newValue }));
    }
    expect(received).toEqual([]);
  });
});
