import { Checkbox, DataList, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { PORTAL_POLICY_LIMITS } from '../../../common/contracts/clinic.contract';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { checkPortalPolicy, portalPolicyValues } from './portal-policy-validation';
import { SaveNotice } from './save-failure-alert';
import { SettingsCard, type ClinicSettingsCardProps } from './settings-card';

export type PortalPolicyCardProps = ClinicSettingsCardProps;

/**
 * The clinic's patient portal policy (issue 36): how many hours before a session a patient may
 * still cancel it themselves, and whether patients may ask for another time from their
 * clinician's free slots (the front desk confirms).
 */
export function PortalPolicyCard(props: PortalPolicyCardProps) {
  const t = useT();
  return (
    <SettingsCard title={t('visits.policy.title')} intro={t('visits.policy.intro')}>
      {props.editable ? <PortalPolicyForm {...props} /> : <PortalPolicySummary {...props} />}
    </SettingsCard>
  );
}

function PortalPolicySummary({ settings }: PortalPolicyCardProps) {
  const t = useT();
  const hours = settings.cancellationWindowHours;
  return (
    <DataList.Root orientation="horizontal">
      <DataList.Item>
        <DataList.ItemLabel>{t('visits.policy.cancellation')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {hours === 0
            ? t('visits.policy.untilStart')
            : t('visits.policy.windowHours', { count: hours })}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('visits.policy.moving')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {settings.selfScheduling
            ? t('visits.policy.selfSchedulingOn')
            : t('visits.policy.selfSchedulingOff')}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** Errors appear on the first submit, then follow every change; the typed values stay on failure. */
function PortalPolicyForm({
  settings,
  onSave,
  pending = false,
  failure,
  saved,
}: PortalPolicyCardProps) {
  const t = useT();
  const id = useId();
  const hoursRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(() => portalPolicyValues(settings));
  const checked = checkPortalPolicy(values);
  const { shown, submit } = useCheckedSubmit('error' in checked ? checked.error : undefined, {
    pending,
    save: () => 'update' in checked && onSave(checked.update),
    refuse: () => hoursRef.current?.focus(),
  });
  const invalid = shown !== undefined;

  return (
    <AuthFormFrame
      onSubmit={submit}
      submitLabel={t('visits.policy.save')}
      pendingLabel={t('visits.policy.saving')}
      pending={pending}
      notice={<SaveNotice failure={failure} saved={saved} savedTitle={t('visits.policy.saved')} />}
      compactSubmit
    >
      <Field.Root invalid={invalid} ids={{ errorText: `${id}-error`, helperText: `${id}-help` }}>
        <Field.Label>{t('visits.policy.window')}</Field.Label>
        <Input
          ref={hoursRef}
          name="cancellationWindowHours"
          aria-describedby={invalid ? `${id}-error ${id}-help` : `${id}-help`}
          inputMode="numeric"
          value={values.hours}
          onChange={(event) => setValues((now) => ({ ...now, hours: event.target.value }))}
          maxW="3xs"
        />
        <Field.HelperText>{t('visits.policy.windowHelp', PORTAL_POLICY_LIMITS)}</Field.HelperText>
        {invalid && (
          <Field.ErrorText>{t('visits.policy.windowError', PORTAL_POLICY_LIMITS)}</Field.ErrorText>
        )}
      </Field.Root>
      <Stack gap="0.5">
        <Checkbox.Root
          checked={values.selfScheduling}
          onCheckedChange={({ checked: on }) =>
            setValues((now) => ({ ...now, selfScheduling: on === true }))
          }
        >
          <Checkbox.HiddenInput name="selfScheduling" aria-describedby={`${id}-self`} />
          <Checkbox.Control />
          <Checkbox.Label>{t('visits.policy.selfScheduling')}</Checkbox.Label>
        </Checkbox.Root>
        <Text id={`${id}-self`} textStyle="sm" color="fg.muted" ps="6">
          {t('visits.policy.selfSchedulingHelp')}
        </Text>
      </Stack>
    </AuthFormFrame>
  );
}
