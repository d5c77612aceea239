import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_CONFIG, SessionConfigError, parseSessionConfig } from './session-config';

describe('session configuration', () => {
  it('keeps the defaults when nothing is set: 15, 28 and 30 minutes, 1 s checks, 500 ms guard, 1 min heartbeats, 12 h sessions', () => {
    expect(parseSessionConfig({})).toEqual({
      watcher1Ms: 900_000,
      warningMs: 1_680_000,
      logoutMs: 1_800_000,
      checkIntervalMs: 1_000,
      guardDelayMs: 500,
      activityThrottleMs: 1_000,
      activityHeartbeatMs: 60_000,
      sessionMaxMs: 43_200_000,
    });
  });

  it('treats empty values as unset', () => {
    expect(parseSessionConfig({ VITE_IDLE_WARNING_MS: ' ' })).toEqual(DEFAULT_SESSION_CONFIG);
  });

  it('overrides every duration from env', () => {
    const config = parseSessionConfig({
      VITE_IDLE_WATCHER1_MS: '60000',
      VITE_IDLE_WARNING_MS: '120000',
      VITE_IDLE_LOGOUT_MS: '180000',
      VITE_SESSION_CHECK_INTERVAL_MS: '250',
      VITE_SESSION_GUARD_DELAY_MS: '100',
      VITE_SESSION_MAX_MS: '3600000',
    });
    expect(config).toMatchObject({
      watcher1Ms: 60_000,
      warningMs: 120_000,
      logoutMs: 180_000,
      checkIntervalMs: 250,
      guardDelayMs: 100,
      sessionMaxMs: 3_600_000,
    });
  });

  it('disables watcher 1 with off, in any case', () => {
    expect(parseSessionConfig({ VITE_IDLE_WATCHER1_MS: 'OFF' }).watcher1Ms).toBeNull();
  });

  it.each([
    ['VITE_IDLE_WARNING_MS', 'soon', /VITE_IDLE_WARNING_MS="soon" is not a duration/],
    ['VITE_IDLE_LOGOUT_MS', '-5', /not a duration: expected a positive whole number/],
    ['VITE_IDLE_LOGOUT_MS', '1.5', /not a duration/],
    ['VITE_SESSION_CHECK_INTERVAL_MS', '0', /out of range: expected 1 to 86400000/],
    ['VITE_IDLE_LOGOUT_MS', '99999999999', /out of range/],
    ['VITE_IDLE_WARNING_MS', 'off', /not a duration/],
    ['VITE_SESSION_MAX_MS', '12h', /VITE_SESSION_MAX_MS="12h" is not a duration/],
    ['VITE_SESSION_MAX_MS', '86400001', /out of range/],
  ] as const)('rejects %s=%s with a clear message', (name, value, message) => {
    expect(() => parseSessionConfig({ [name]: value })).toThrow(message);
    expect(() => parseSessionConfig({ [name]: value })).toThrow(SessionConfigError);
  });

  it('rejects a warning that does not precede the logout', () => {
    expect(() =>
      parseSessionConfig({ VITE_IDLE_WARNING_MS: '1800000', VITE_IDLE_LOGOUT_MS: '1800000' }),
    ).toThrow(
      'The warning (VITE_IDLE_WARNING_MS=1800000) must come before the logout (VITE_IDLE_LOGOUT_MS=1800000).',
    );
  });
});
