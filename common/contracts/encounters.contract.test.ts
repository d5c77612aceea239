import { describe, expect, it } from 'vitest';
import { encounterStatus, sessionHasBegun } from './encounters.contract';

describe('whether a session has begun', () => {
  it('holds from the patient’s arrival on, finished included, and never for a session that has not or will not take place', () => {
    const begun = encounterStatus.options.filter(sessionHasBegun);
    expect(begun).toEqual(['arrived', 'in-progress', 'finished']);
    expect(encounterStatus.options.filter((status) => !sessionHasBegun(status))).toEqual([
      'planned',
      'cancelled',
      'no-show',
    ]);
  });
});
