import { describe, expect, it } from 'vitest';
import en from '../i18n/messages/en';
import { IDLE, SERVER_IDLE_LIMIT_MS, SESSION } from '../../common/constants/session-timing';
import { BREAKPOINTS, ERRORS, PROGRESS_BAR, TRANSITIONS } from './constants';

const MINUTE = 60_000;

/** Each value as product-spec §4, §8 and §9 state it; changing one here is changing the spec. */
describe('the specification constants, in one place', () => {
  it('checks the session every second and guards protected pages for 500 ms', () => {
    expect(SESSION.checkIntervalMs).toBe(1_000);
    expect(SESSION.guardDelayMs).toBe(500);
  });

  it('logs out at 15 idle minutes (watcher 1), warns at 28 and logs out at 30 (watcher 2)', () => {
    expect(IDLE.watcher1LogoutMs).toBe(15 * MINUTE);
    expect(IDLE.watcher2WarningMs).toBe(28 * MINUTE);
    expect(IDLE.watcher2LogoutMs).toBe(30 * MINUTE);
  });

  it('lets the server end an idle session only after the browser would have: 32 minutes, heartbeats every minute', () => {
    expect(IDLE.activityHeartbeatMs).toBe(MINUTE);
    expect(SERVER_IDLE_LIMIT_MS).toBe(32 * MINUTE);
    expect(SERVER_IDLE_LIMIT_MS).toBeGreaterThan(IDLE.watcher2LogoutMs + IDLE.activityHeartbeatMs);
  });

  it('falls back from horizontal under 992 px and auto-collapses the sidebar up to 1024 px', () => {
    expect(BREAKPOINTS).toMatchObject({ mobilePx: 992, autoCollapsePx: 1024 });
  });

  it('animates the modal in 300 ms, the backdrop in 150 ms and fades in 300 ms', () => {
    expect(TRANSITIONS).toEqual({ modalMs: 300, backdropMs: 150, fadeMs: 300 });
  });

  it('runs the progress bar from 0.08 to at most 0.994, stepping every 800 ms in 200 ms', () => {
    expect(PROGRESS_BAR).toEqual({
      minimum: 0.08,
      animationMs: 200,
      incrementEveryMs: 800,
      maximum: 0.994,
    });
  });

  it('keeps the spec error texts word for word', () => {
    expect(ERRORS.wrongServices).toBe('Wrong Services');
    expect(ERRORS.missingTokens).toBe('Missing required tokens or tenant ID');
    expect(ERRORS.internalServerError).toBe('Internal server error');
  });

  it('keeps the spec interface texts word for word in the English messages', () => {
    expect(en.idle.title).toBe('Session About to Expire');
    expect(en.idle.instruction).toBe(
      'Click "Stay Logged In" to continue your session, or you will be automatically logged out.',
    );
    expect(en.idle.stay).toBe('Stay Logged In');
    expect(en.idle.logoutNow).toBe('Logout Now');
    expect(en.shell.chat.notFound).toBe('CHAT NOT FOUND');
  });
});
