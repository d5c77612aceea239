import { describe, expect, it } from 'vitest';
import { clinicUpdate, REMINDER_HOURS_LIMITS } from '../../../common/contracts/clinic.contract';
import { checkReminderSettings } from './reminder-settings-validation';

const check = (hours: string, initials = false) => checkReminderSettings({ hours, initials });

describe("the clinic's reminder settings as an owner types them", () => {
  it('reads hours separated by commas or spaces, largest first, as the contract takes them', () => {
    const checked = check('2, 24', true);
    expect(checked).toEqual({
      update: { settings: { reminderHours: [24, 2], calendarFeedInitials: true } },
    });
    if ('update' in checked) expect(clinicUpdate.safeParse(checked.update).success).toBe(true);
    expect(check('48 2')).toMatchObject({ update: { settings: { reminderHours: [48, 2] } } });
  });

  it('takes empty text as no reminders at all', () => {
    expect(check('  ')).toMatchObject({ update: { settings: { reminderHours: [] } } });
  });

  it('refuses what is not a whole number of hours', () => {
    expect(check('24, two')).toEqual({ error: 'notNumber' });
    expect(check('1.5')).toEqual({ error: 'notNumber' });
    expect(check('-3')).toEqual({ error: 'notNumber' });
  });

  it("refuses hours outside the contract's bounds", () => {
    expect(check('0')).toEqual({ error: 'range' });
    expect(check(String(REMINDER_HOURS_LIMITS.max + 1))).toEqual({ error: 'range' });
    expect(check(String(REMINDER_HOURS_LIMITS.max))).toHaveProperty('update');
  });

  it('refuses more reminders than the contract allows, and the same hour twice', () => {
    expect(check('48, 24, 12, 2')).toEqual({ error: 'tooMany' });
    expect(check('24, 24')).toEqual({ error: 'repeated' });
  });
});
