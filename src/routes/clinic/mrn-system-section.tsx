import { useQueryClient } from '@tanstack/react-query';
import { clinicApi } from '../../api/clinic/clinic.api';
import { MrnSystemCard } from '../../ui/clinic/mrn-system-card';
import { clinicKeys, useClinicProfile } from './clinic-queries';
import { useSaveForm } from './use-save-form';

/**
 * The clinic's MRN system for FHIR: owners edit it, everyone else reads it. The profile section
 * above says when the clinic cannot be read; this one waits for it quietly.
 */
export function MrnSystemSection({ canManage }: { canManage: boolean }) {
  const queries = useQueryClient();
  const profile = useClinicProfile();
  const save = useSaveForm(clinicApi.updateProfile, (clinic) =>
    queries.setQueryData(clinicKeys.profile, clinic),
  );
  if (!profile.data) return null;
  return (
    <MrnSystemCard
      key={profile.data.id}
      mrnSystem={profile.data.mrnSystem}
      editable={canManage}
      onSave={save.run}
      pending={save.pending}
      failure={save.failure}
      saved={save.saved}
    />
  );
}
