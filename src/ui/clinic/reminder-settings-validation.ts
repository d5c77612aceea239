import {
  REMINDER_HOURS_LIMITS,
  type ClinicSettings,
  type ClinicUpdate,
} from '../../../common/contracts/clinic.contract';

/** The reminder fields as the owner types them: the hours as text ("24, 2"). */
export interface ReminderSettingsValues {
  hours: string;
  initials: boolean;
}

/** Why the hours cannot be saved; each a message key under `clinic.reminders.error`. */
export type ReminderHoursError = 'notNumber' | 'range' | 'tooMany' | 'repeated';

export const reminderSettingsValues = (settings: ClinicSettings): ReminderSettingsValues => ({
  hours: settings.reminderHours.join(', '),
  initials: settings.calendarFeedInitials,
});

/**
 * The typed hours as the contract's list (largest first, as the mails go out), or why not: whole
 * numbers of hours between the contract's bounds, at most its count, each once. Empty text is
 * no reminders at all.
 */
export function checkReminderSettings(
  values: ReminderSettingsValues,
): { update: ClinicUpdate } | { error: ReminderHoursError } {
  const parts = values.hours
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !/^\d+$/.test(part))) return { error: 'notNumber' };
  const hours = parts.map(Number);
  const { min, max, count } = REMINDER_HOURS_LIMITS;
  if (hours.some((hour) => hour < min || hour > max)) return { error: 'range' };
  if (hours.length > count) return { error: 'tooMany' };
  if (new Set(hours).size !== hours.length) return { error: 'repeated' };
  return {
    update: {
      settings: {
        reminderHours: [...hours].sort((a, b) => b - a),
        calendarFeedInitials: values.initials,
      },
    },
  };
}
