import { ReminderSettingsCard } from '../../ui/clinic/reminder-settings-card';
import { useClinicSettingsForm } from './clinic-settings-form';

/**
 * The clinic's session reminders and feed initials: owners edit them, everyone else reads them.
 * The profile section above says when the clinic cannot be read; this one waits for it quietly.
 */
export function ReminderSettingsSection({ canManage }: { canManage: boolean }) {
  const form = useClinicSettingsForm();
  if (!form) return null;
  const { key, ...props } = form;
  return <ReminderSettingsCard key={key} {...props} editable={canManage} />;
}
