import { describe, expect, it } from 'vitest';
import { activePaths, activeStateIds } from './state-paths';

describe('active state paths', () => {
  it('a flat state value is its own path', () => {
    expect(activePaths('signedOut')).toEqual(['signedOut']);
  });

  it('nested and parallel values list every active leaf', () => {
    expect(activePaths({ signedIn: { check: 'waiting', idle: { watcher2: 'warning' } } })).toEqual([
      'signedIn.check.waiting',
      'signedIn.idle.watcher2.warning',
    ]);
  });

  it('highlights the machine, every active ancestor and every active leaf', () => {
    expect(activeStateIds('auth', { signedIn: 'active' })).toEqual([
      'auth',
      'auth.signedIn',
      'auth.signedIn.active',
    ]);
  });
});
