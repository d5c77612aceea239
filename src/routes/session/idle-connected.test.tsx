import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import type { IdleConfig } from '../../machines/session/idle.machine';
import { createTabChannel } from '../../platform/session/tab-channel';
import { system } from '../../ui/theme/system';
import { browserIdleLogic, publishSessionEnd } from './idle-connected';
import { ConnectedSessionExpiryModal } from './session-expiry-connected';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const LAST_ACTIVITY_KEY = 'praxis.idle.last-activity.v1';

function startBrowserIdle(
  config: Partial<IdleConfig> = {},
  sessionId?: string,
  now: () => number = Date.now,
) {
  const activityEvents: string[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.event' && event.event.type === 'user.activity') {
      activityEvents.push(event.event.type);
    }
  };
  const actor = createActor(browserIdleLogic({ now }), {
    input: { config: { ...DEFAULT_SESSION_CONFIG, ...config }, sessionId },
    inspect,
  }).start();
  return { actor, activityEvents };
}

describe('the idle actor with browser effects', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: T0,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns a burst of 10 000 mouse moves into one machine event and zero React renders', () => {
    const { actor, activityEvents } = startBrowserIdle();
    const renders = vi.fn();
    render(
      <ChakraProvider value={system}>
        <Profiler id="idle" onRender={renders}>
          <ConnectedSessionExpiryModal idleRef={actor} />
        </Profiler>
      </ChakraProvider>,
    );
    renders.mockClear();
    for (let i = 0; i < 10_000; i += 1) {
      window.dispatchEvent(new MouseEvent('mousemove', { clientX: i % 800 }));
    }
    expect(activityEvents).toHaveLength(1);
    expect(renders).not.toHaveBeenCalled();
    actor.stop();
  });

  it('counts a key press anywhere as activity', () => {
    const { actor } = startBrowserIdle();
    act(() => void vi.advanceTimersByTime(10 * MINUTE));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    act(() => void vi.advanceTimersByTime(14 * MINUTE));
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });

  it('holds the session between recording-start and recording-stop window events', () => {
    const { actor } = startBrowserIdle();
    window.dispatchEvent(new Event('recording-start'));
    vi.advanceTimersByTime(45 * MINUTE);
    expect(actor.getSnapshot().value).toBe('recording');
    window.dispatchEvent(new Event('recording-stop'));
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    actor.stop();
  });

  it('saves the last activity again when React remounts it (StrictMode stop and restart)', () => {
    const { actor } = startBrowserIdle();
    vi.advanceTimersByTime(MINUTE);
    window.dispatchEvent(new Event('click'));
    const restarted = createActor(browserIdleLogic(), {
      input: { config: DEFAULT_SESSION_CONFIG },
      snapshot: actor.getPersistedSnapshot(),
    });
    actor.stop();
    expect(sessionStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    restarted.start();
    expect(sessionStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0 + MINUTE));
    restarted.stop();
  });

  it('continues from the last activity stored before a reload', () => {
    sessionStorage.setItem(LAST_ACTIVITY_KEY, String(T0 - 20 * MINUTE));
    const { actor } = startBrowserIdle({ watcher1Ms: null });
    vi.advanceTimersByTime(8 * MINUTE - 1_000);
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    actor.stop();
  });

  it('stores the start and each activity, and forgets them when the session ends', () => {
    const { actor } = startBrowserIdle();
    expect(sessionStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0));
    vi.advanceTimersByTime(MINUTE);
    window.dispatchEvent(new Event('click'));
    expect(sessionStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0 + MINUTE));
    actor.stop();
    expect(sessionStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });

  it('shows the modal at 28 minutes, counts down, and closes it on Stay Logged In', async () => {
    const { actor } = startBrowserIdle({ watcher1Ms: null });
    render(
      <ChakraProvider value={system}>
        <ConnectedSessionExpiryModal idleRef={actor} />
      </ChakraProvider>,
    );
    act(() => void vi.advanceTimersByTime(28 * MINUTE - 1_000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(31_000));
    // The dialog mounts on an animation frame, which jsdom runs on real time.
    vi.useRealTimers();
    const dialog = await screen.findByRole('alertdialog', { name: 'Session About to Expire' });
    expect(dialog).toHaveTextContent('Time remaining: 1:30');
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    actor.stop();
  });
});

describe('tabs of one session', () => {
  it('tells sibling tabs about a session end, but never echoes one that came from a sibling', async () => {
    const sibling = createTabChannel({ sessionId: 'tenant-3:user-9' });
    const firstLogout = new Promise<string>((resolve) =>
      sibling.subscribe((message) => {
        if (message.type === 'logout') resolve(message.reason);
      }),
    );
    publishSessionEnd({ id: 'user-9', tenantId: 'tenant-3' }, 'other-tab');
    publishSessionEnd({ id: 'user-9', tenantId: 'tenant-3' }, 'idle-watcher-2');
    // Both were posted in order: had the first been echoed, it would arrive first.
    await expect(firstLogout).resolves.toBe('idle-watcher-2');
    sibling.close();
  });

  it('ends this tab’s session with other-tab when a sibling tab logs out', async () => {
    const { actor } = startBrowserIdle({}, 'tenant-3:user-7');
    const sibling = createTabChannel({ sessionId: 'tenant-3:user-7' });
    sibling.publishLogout('user');
    const ended = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(ended.output).toEqual({ reason: 'other-tab' });
    sibling.close();
  });

  it('keeps this tab alive on a sibling tab’s activity', async () => {
    let wall = Date.UTC(2026, 0, 5, 9);
    const { actor } = startBrowserIdle({}, 'tenant-3:user-8', () => wall);
    const before = actor.getSnapshot().context.lastActivityAt;
    const sibling = createTabChannel({ sessionId: 'tenant-3:user-8' });
    wall += 60_000;
    sibling.publishActivity();
    const kept = await waitFor(actor, (snapshot) => snapshot.context.lastActivityAt > before);
    expect(kept.context.lastActivityAt).toBe(wall);
    sibling.close();
    actor.stop();
  });
});
