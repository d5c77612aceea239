import { describe, expect, it } from 'vitest';
import { checkPortalPolicy } from './portal-policy-validation';

describe('the portal policy form', () => {
  it('saves whole hours within the bounds with the self-scheduling choice', () => {
    expect(checkPortalPolicy({ hours: ' 48 ', selfScheduling: true })).toEqual({
      update: { settings: { cancellationWindowHours: 48, selfScheduling: true } },
    });
    expect(checkPortalPolicy({ hours: '0', selfScheduling: false })).toEqual({
      update: { settings: { cancellationWindowHours: 0, selfScheduling: false } },
    });
  });

  it('refuses text, fractions, negative and too many hours', () => {
    for (const hours of ['', 'a day', '1.5', '-1', '337']) {
      expect(checkPortalPolicy({ hours, selfScheduling: false })).toEqual({ error: 'range' });
    }
  });
});
