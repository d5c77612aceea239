import { useQueryClient } from '@tanstack/react-query';
import { clinicApi } from '../../api/clinic/clinic.api';
import { ClinicAiSettingsCard } from '../../ui/clinic/clinic-ai-settings-card';
import { clinicKeys, useClinicProfile } from './clinic-queries';
import { useSaveForm } from './use-save-form';

/**
 * The clinic's AI and recordings settings: owners edit them, everyone else reads them. The
 * profile section above says when the clinic cannot be read; this one waits for it quietly.
 */
export function ClinicAiSettingsSection({ canManage }: { canManage: boolean }) {
  const queries = useQueryClient();
  const profile = useClinicProfile();
  const save = useSaveForm(clinicApi.updateProfile, (clinic) =>
    queries.setQueryData(clinicKeys.profile, clinic),
  );
  if (!profile.data) return null;
  return (
    <ClinicAiSettingsCard
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
