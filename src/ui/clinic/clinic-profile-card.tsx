import { Card, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Clinic } from '../../../common/contracts/clinic.contract';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import { AuthFormFrame } from '../session/auth-form-frame';
import { useAuthForm } from '../session/use-auth-form';
import {
  clinicFormValues,
  toClinicUpdate,
  validateClinic,
  type ClinicFormValues,
} from './clinic-validation';
import { SaveNotice } from './save-failure-alert';
import { TimeZoneField } from './time-zone-field';
import type { SettingsSaveProps } from './settings-card';

export interface ClinicProfileCardProps extends SettingsSaveProps {
  clinic: Clinic;
  /** Owners edit; everyone else reads (nothing is offered they may not do). */
  editable: boolean;
  /** The time zones offered (the browser's list; stories pass a few). */
  zones: readonly string[];
}

/** The clinic's profile and settings: a form for owners, a read-only summary for the others. */
export function ClinicProfileCard(props: ClinicProfileCardProps) {
  const t = useT();
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('clinic.profile.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {props.editable ? <ProfileForm {...props} /> : <ProfileSummary clinic={props.clinic} />}
      </Card.Body>
    </Card.Root>
  );
}

function ProfileSummary({ clinic }: { clinic: Clinic }) {
  const t = useT();
  const rows = [
    { label: t('clinic.profile.name'), value: clinic.name },
    { label: t('clinic.profile.address'), value: clinic.address ?? t('clinic.profile.notSet') },
    { label: t('clinic.profile.phone'), value: clinic.phone ?? t('clinic.profile.notSet') },
    { label: t('clinic.profile.timeZone'), value: clinic.timeZone },
    {
      label: t('clinic.profile.defaultSessionMinutes'),
      value: t('clinic.profile.minutes', { count: clinic.settings.defaultSessionMinutes }),
    },
  ];
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text color="fg.muted" textStyle="sm">
        {t('clinic.profile.readOnly')}
      </Text>
    </Stack>
  );
}

function ProfileForm(props: ClinicProfileCardProps) {
  const { clinic, onSave, pending = false, failure, saved = false, zones } = props;
  const t = useT();
  const form = useAuthForm<ClinicFormValues>({
    initialValues: clinicFormValues(clinic),
    validate: validateClinic,
    onValid: (values) => onSave(toClinicUpdate(values)),
    pending,
  });
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('clinic.profile.save')}
      pendingLabel={t('clinic.profile.saving')}
      pending={pending}
      notice={<SaveNotice failure={failure} saved={saved} savedTitle={t('clinic.profile.saved')} />}
      compactSubmit
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AuthField
          {...form.field('name')}
          label={t('clinic.profile.name')}
          autoComplete="organization"
        />
        <AuthField
          {...form.field('phone')}
          label={t('clinic.profile.phoneOptional')}
          type="tel"
          autoComplete="tel"
          optional
        />
        <AuthField
          {...form.field('address')}
          label={t('clinic.profile.addressOptional')}
          autoComplete="street-address"
          optional
        />
        <TimeZoneField {...form.field('timeZone')} zones={zones} />
      </SimpleGrid>
      <Heading as="h3" size="md">
        {t('clinic.profile.settings')}
      </Heading>
      <AuthField
        {...form.field('defaultSessionMinutes')}
        label={t('clinic.profile.defaultSessionMinutes')}
        type="number"
        autoComplete="off"
      />
    </AuthFormFrame>
  );
}
