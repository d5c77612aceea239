import { describe, expect, it } from 'vitest';
import { createIdlePersistence } from './idle-persistence';

describe('idle persistence', () => {
  it('keeps the last activity time in sessionStorage across a reload', () => {
    createIdlePersistence().write(1_767_600_000_000);
    expect(createIdlePersistence().read()).toBe(1_767_600_000_000);
  });

  it.each(['abc', '-5', '1e12', '', '12.5', ' 42', '99999999999999999'])(
    'ignores the malformed stored value %j',
    (raw) => {
      sessionStorage.setItem('praxis.idle.last-activity.v1', raw);
      expect(createIdlePersistence().read()).toBeNull();
    },
  );

  it('forgets the value when cleared', () => {
    const persistence = createIdlePersistence();
    persistence.write(1_000);
    persistence.clear();
    expect(persistence.read()).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const persistence = createIdlePersistence(() => broken);
    expect(() => persistence.write(1_000)).not.toThrow();
    expect(persistence.read()).toBeNull();
    expect(() => persistence.clear()).not.toThrow();
  });
});
