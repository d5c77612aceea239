import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clinicApi } from '../../api/clinic/clinic.api';
import { ClinicProfileCard } from '../../ui/clinic/clinic-profile-card';
import { knownTimeZones } from '../../ui/clinic/time-zone-field';
import { useT } from '../../ui/i18n/i18n-context';
import { FormFailure } from '../../ui/session/form-alerts';
import { clinicKeys, useClinicProfile } from './clinic-queries';
import { useSaveForm } from './use-save-form';

/** The clinic's profile: owners edit it, everyone else reads it. */
export function ClinicProfileSection({ canManage }: { canManage: boolean }) {
  const t = useT();
  const queries = useQueryClient();
  const profile = useClinicProfile();
  const [zones] = useState(knownTimeZones);
  const save = useSaveForm(clinicApi.updateProfile, (clinic) => {
    queries.setQueryData(clinicKeys.profile, clinic);
    // The practitioners' week follows the clinic's time zone.
    void queries.invalidateQueries({ queryKey: clinicKeys.all });
  });

  if (profile.isError) {
    return (
      <Stack gap="2" align="start">
        <FormFailure title={t('clinic.profile.failed')} />
        <Button variant="outline" onClick={() => void profile.refetch()}>
          {t('clinic.retry')}
        </Button>
      </Stack>
    );
  }
  if (!profile.data) return <Text role="status">{t('clinic.profile.loading')}</Text>;
  return (
    <ClinicProfileCard
      key={profile.data.id}
      clinic={profile.data}
      editable={canManage}
      zones={zones}
      onSave={save.run}
      pending={save.pending}
      failure={save.failure}
      saved={save.saved}
    />
  );
}
