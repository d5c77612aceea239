import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type SyntheticEvent } from 'react';
import { AuthFormFrame } from '../session/auth-form-frame';
import { SaveNotice } from './save-failure-alert';
import { SettingsCard, type ClinicSettingsCardProps } from './settings-card';

/** The clinic's settings that are one switch an owner turns. */
export type ClinicSwitchSetting = 'twoFactorRequired' | 'shareSignedNotes';

export type ClinicSwitchCardProps = ClinicSettingsCardProps;

/** The card's words, translated by the card that names the setting. */
export interface ClinicSwitchWords {
  title: string;
  intro: string;
  save: string;
  saving: string;
  saved: string;
  /** The switch's label, and the help under it. */
  label: string;
  help: string;
  /** What a member who cannot switch it reads, on and off. */
  on: string;
  off: string;
}

/**
 * One owner's switch of the clinic's settings (PATCH /clinic): a checkbox with its help and a save
 * for owners, the setting in words for everyone else.
 */
export function ClinicSwitchCard(
  props: ClinicSwitchCardProps & { setting: ClinicSwitchSetting; words: ClinicSwitchWords },
) {
  const { settings, setting, words, editable, pending = false } = props;
  const id = useId();
  const [on, setOn] = useState(settings[setting]);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!pending) props.onSave({ settings: { [setting]: on } });
  };
  return (
    <SettingsCard title={words.title} intro={words.intro}>
      {editable ? (
        <AuthFormFrame
          onSubmit={submit}
          submitLabel={words.save}
          pendingLabel={words.saving}
          pending={pending}
          notice={
            <SaveNotice failure={props.failure} saved={props.saved} savedTitle={words.saved} />
          }
          compactSubmit
        >
          <Stack gap="0.5">
            <Checkbox.Root checked={on} onCheckedChange={({ checked }) => setOn(checked === true)}>
              <Checkbox.HiddenInput name={setting} aria-describedby={`${id}-help`} />
              <Checkbox.Control />
              <Checkbox.Label>{words.label}</Checkbox.Label>
            </Checkbox.Root>
            <Text id={`${id}-help`} textStyle="sm" color="fg.muted" ps="6">
              {words.help}
            </Text>
          </Stack>
        </AuthFormFrame>
      ) : (
        <Text>{settings[setting] ? words.on : words.off}</Text>
      )}
    </SettingsCard>
  );
}
