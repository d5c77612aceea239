import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type SyntheticEvent } from 'react';
import type { ClinicSettings, ClinicUpdate } from '../../../common/contracts/clinic.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { SaveNotice } from './save-failure-alert';
import { SettingsCard } from './settings-card';

export interface TwoFactorRuleCardProps {
  settings: ClinicSettings;
  /** Owners edit; everyone else reads the rule. */
  editable: boolean;
  onSave: (update: ClinicUpdate) => void;
  pending?: boolean;
  failure?: SaveFailure | null;
  saved?: boolean;
}

/**
 * The owner's rule "two-factor sign-in for every member" (issue 36; PATCH /clinic
 * `twoFactorRequired`), with what it does to members who have none yet.
 */
export function TwoFactorRuleCard(props: TwoFactorRuleCardProps) {
  const t = useT();
  const { settings, editable, pending = false } = props;
  const id = useId();
  const [required, setRequired] = useState(settings.twoFactorRequired);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!pending) props.onSave({ settings: { twoFactorRequired: required } });
  };
  return (
    <SettingsCard title={t('clinic.twoFactor.title')} intro={t('clinic.twoFactor.intro')}>
      {editable ? (
        <AuthFormFrame
          onSubmit={submit}
          submitLabel={t('clinic.twoFactor.save')}
          pendingLabel={t('clinic.twoFactor.saving')}
          pending={pending}
          notice={
            <SaveNotice
              failure={props.failure}
              saved={props.saved}
              savedTitle={t('clinic.twoFactor.saved')}
            />
          }
          compactSubmit
        >
          <Stack gap="0.5">
            <Checkbox.Root
              checked={required}
              onCheckedChange={({ checked }) => setRequired(checked === true)}
            >
              <Checkbox.HiddenInput name="twoFactorRequired" aria-describedby={`${id}-help`} />
              <Checkbox.Control />
              <Checkbox.Label>{t('clinic.twoFactor.require')}</Checkbox.Label>
            </Checkbox.Root>
            <Text id={`${id}-help`} textStyle="sm" color="fg.muted" ps="6">
              {t('clinic.twoFactor.help')}
            </Text>
          </Stack>
        </AuthFormFrame>
      ) : (
        <Text>
          {t(
            settings.twoFactorRequired
              ? 'clinic.twoFactor.isRequired'
              : 'clinic.twoFactor.isOptional',
          )}
        </Text>
      )}
    </SettingsCard>
  );
}
