import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type SyntheticEvent } from 'react';
import type { ClinicSettings, ClinicUpdate } from '../../../common/contracts/clinic.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { SaveNotice } from '../clinic/save-failure-alert';
import { SettingsCard } from '../clinic/settings-card';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';

export interface ShareNotesSettingCardProps {
  settings: ClinicSettings;
  /** Owners switch it; everyone else reads it. */
  editable: boolean;
  onSave: (update: ClinicUpdate) => void;
  pending?: boolean;
  failure?: SaveFailure | null;
  saved?: boolean;
}

/**
 * Whether clinicians may share a signed note with its patient in the portal (issue 36). Off, no
 * note is ever visible there; on, only a note a clinician shared, read-only.
 */
export function ShareNotesSettingCard(props: ShareNotesSettingCardProps) {
  const t = useT();
  const id = useId();
  const { settings, editable, onSave, pending = false } = props;
  const [on, setOn] = useState(settings.shareSignedNotes);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!pending) onSave({ settings: { shareSignedNotes: on } });
  };
  return (
    <SettingsCard title={t('shares.notesSetting.title')} intro={t('shares.notesSetting.intro')}>
      {editable ? (
        <AuthFormFrame
          onSubmit={submit}
          submitLabel={t('shares.notesSetting.save')}
          pendingLabel={t('shares.notesSetting.saving')}
          pending={pending}
          notice={
            <SaveNotice
              failure={props.failure}
              saved={props.saved}
              savedTitle={t('shares.notesSetting.saved')}
            />
          }
          compactSubmit
        >
          <Stack gap="0.5">
            <Checkbox.Root checked={on} onCheckedChange={({ checked }) => setOn(checked === true)}>
              <Checkbox.HiddenInput name="shareSignedNotes" aria-describedby={`${id}-help`} />
              <Checkbox.Control />
              <Checkbox.Label>{t('shares.notesSetting.label')}</Checkbox.Label>
            </Checkbox.Root>
            <Text id={`${id}-help`} textStyle="sm" color="fg.muted" ps="6">
              {t('shares.notesSetting.help')}
            </Text>
          </Stack>
        </AuthFormFrame>
      ) : (
        <Text>
          {settings.shareSignedNotes ? t('shares.notesSetting.on') : t('shares.notesSetting.off')}
        </Text>
      )}
    </SettingsCard>
  );
}
