import { useQueryClient } from '@tanstack/react-query';
import type { ClinicSettings, ClinicUpdate } from '../../../common/contracts/clinic.contract';
import { clinicApi } from '../../api/clinic/clinic.api';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { clinicKeys, useClinicProfile } from './clinic-queries';
import { useSaveForm } from './use-save-form';

/** What a card of the clinic's settings takes: the settings, and their save through the profile. */
export interface ClinicSettingsFormProps {
  key: string;
  settings: ClinicSettings;
  onSave: (update: ClinicUpdate) => void;
  pending: boolean;
  failure: SaveFailure | null;
  saved: boolean;
}

/**
 * A settings card's props once the clinic is read (null until then: the profile section says when
 * it cannot be read); a save updates the profile everyone reads. Keyed by the clinic, so a card's
 * typed values start again for another one.
 */
export function useClinicSettingsForm(): ClinicSettingsFormProps | null {
  const queries = useQueryClient();
  const profile = useClinicProfile();
  const save = useSaveForm(clinicApi.updateProfile, (clinic) =>
    queries.setQueryData(clinicKeys.profile, clinic),
  );
  if (!profile.data) return null;
  return {
    key: profile.data.id,
    settings: profile.data.settings,
    onSave: save.run,
    pending: save.pending,
    failure: save.failure,
    saved: save.saved,
  };
}
