import { Checkbox, DataList, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { REMINDER_HOURS_LIMITS } from '../../../common/contracts/clinic.contract';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { checkReminderSettings, reminderSettingsValues } from './reminder-settings-validation';
import { SaveNotice } from './save-failure-alert';
import { SettingsCard, type ClinicSettingsCardProps } from './settings-card';

export type ReminderSettingsCardProps = ClinicSettingsCardProps;

/**
 * The clinic's session reminders (issue 32): how many hours before a session the patient's mail
 * goes (none, or up to three), and whether clinicians' calendar feeds show patients' initials.
 */
export function ReminderSettingsCard(props: ReminderSettingsCardProps) {
  const t = useT();
  return (
    <SettingsCard title={t('clinic.reminders.title')}>
      {props.editable ? (
        <ReminderSettingsForm {...props} />
      ) : (
        <ReminderSettingsSummary {...props} />
      )}
    </SettingsCard>
  );
}

function hoursText(hours: readonly number[], t: ReturnType<typeof useT>): string {
  if (hours.length === 0) return t('clinic.reminders.none');
  return hours.map((count) => t('clinic.reminders.hoursBefore', { count })).join(', ');
}

function ReminderSettingsSummary({ settings }: ReminderSettingsCardProps) {
  const t = useT();
  return (
    <DataList.Root orientation="horizontal">
      <DataList.Item>
        <DataList.ItemLabel>{t('clinic.reminders.hours')}</DataList.ItemLabel>
        <DataList.ItemValue>{hoursText(settings.reminderHours, t)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('clinic.reminders.feedNames')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {settings.calendarFeedInitials
            ? t('clinic.reminders.initialsShown')
            : t('clinic.reminders.initialsHidden')}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** Errors appear on the first submit, then follow every change; the typed values stay on failure. */
function ReminderSettingsForm({
  settings,
  onSave,
  pending = false,
  failure,
  saved,
}: ReminderSettingsCardProps) {
  const t = useT();
  const id = useId();
  const hoursRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(() => reminderSettingsValues(settings));
  const checked = checkReminderSettings(values);
  const { shown: error, submit } = useCheckedSubmit(
    'error' in checked ? checked.error : undefined,
    {
      pending,
      save: () => 'update' in checked && onSave(checked.update),
      refuse: () => hoursRef.current?.focus(),
    },
  );

  return (
    <AuthFormFrame
      onSubmit={submit}
      submitLabel={t('clinic.reminders.save')}
      pendingLabel={t('clinic.reminders.saving')}
      pending={pending}
      intro={<Text>{t('clinic.reminders.intro')}</Text>}
      notice={
        <SaveNotice failure={failure} saved={saved} savedTitle={t('clinic.reminders.saved')} />
      }
      compactSubmit
    >
      <Field.Root
        invalid={error !== undefined}
        ids={{ errorText: `${id}-error`, helperText: `${id}-help` }}
      >
        <Field.Label>{t('clinic.reminders.hours')}</Field.Label>
        <Input
          ref={hoursRef}
          name="reminderHours"
          aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
          inputMode="numeric"
          value={values.hours}
          onChange={(event) => setValues((now) => ({ ...now, hours: event.target.value }))}
          maxW="xs"
        />
        <Field.HelperText>
          {t('clinic.reminders.hoursHelp', REMINDER_HOURS_LIMITS)}
        </Field.HelperText>
        {error && (
          <Field.ErrorText>
            {t(`clinic.reminders.error.${error}`, REMINDER_HOURS_LIMITS)}
          </Field.ErrorText>
        )}
      </Field.Root>
      <Stack gap="0.5">
        <Checkbox.Root
          checked={values.initials}
          onCheckedChange={({ checked: on }) =>
            setValues((now) => ({ ...now, initials: on === true }))
          }
        >
          <Checkbox.HiddenInput name="calendarFeedInitials" aria-describedby={`${id}-initials`} />
          <Checkbox.Control />
          <Checkbox.Label>{t('clinic.reminders.initials')}</Checkbox.Label>
        </Checkbox.Root>
        <Text id={`${id}-initials`} textStyle="sm" color="fg.muted" ps="6">
          {t('clinic.reminders.initialsHelp')}
        </Text>
      </Stack>
    </AuthFormFrame>
  );
}
