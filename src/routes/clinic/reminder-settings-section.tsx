import { useQueryClient } from '@tanstack/react-query';
import { clinicApi } from '../../api/clinic/clinic.api';
import { ReminderSettingsCard } from '../../ui/clinic/reminder-settings-card';
import { clinicKeys, useClinicProfile } from './clinic-queries';
import { useSaveForm } from './use-save-form';

/**
 * The clinic's session reminders and feed initials: owners edit them, everyone else reads them.
 * The profile section above says when the clinic cannot be read; this one waits for it quietly.
 */
export function ReminderSettingsSection({ canManage }: { canManage: boolean }) {
  const queries = useQueryClient();
  const profile = useClinicProfile();
  const save = useSaveForm(clinicApi.updateProfile, (clinic) =>
    queries.setQueryData(clinicKeys.profile, clinic),
  );
  if (!profile.data) return null;
  return (
    <ReminderSettingsCard
      key={profile.data.id}
      settings={profile.data.settings}
      editable={canManage}
      onSave={save.run}
      pending={save.pending}
      failure={save.failure}
      saved={save.saved}
    />
  );
}
