import { Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PatientSummary } from '../../../common/contracts/patients.contract';
import { useI18n } from '../i18n/i18n-context';
import { formatDay } from './literature-format';

/** What the patient search found: null before the first answer. */
export interface PatientChoices {
  patients: readonly PatientSummary[] | null;
  loading: boolean;
  failure: string | null;
}

export interface PatientPickerProps extends PatientChoices {
  query: string;
  onQuery: (q: string) => void;
  value: string | null;
  onChange: (patientId: string) => void;
  /** "Choose the patient." when the save was tried without one. */
  error?: string;
}

export const patientName = (patient: Pick<PatientSummary, 'givenName' | 'familyName'>) =>
  `${patient.givenName} ${patient.familyName}`;

/** A search over the clinic's patients (the member's caseload) and a choice of one of them. */
export function PatientPicker(props: PatientPickerProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const { patients } = props;
  return (
    <Stack gap="3">
      <Field.Root ids={{ helperText: `${id}-help` }}>
        <Field.Label>{t('literature.save.patientSearch')}</Field.Label>
        <Input
          type="search"
          autoComplete="off"
          value={props.query}
          onChange={(event) => props.onQuery(event.target.value)}
          aria-describedby={`${id}-help`}
        />
        <Field.HelperText>{t('literature.save.patientHelp')}</Field.HelperText>
      </Field.Root>
      <Text role="status" textStyle="sm" color={props.failure ? 'fg.error' : 'fg.muted'}>
        {props.failure
          ? t('literature.save.patientFailed', { detail: props.failure })
          : props.loading
            ? t('literature.save.patientLoading')
            : patients?.length === 0
              ? t('literature.save.patientNone')
              : ''}
      </Text>
      {patients && patients.length > 0 && (
        <RadioGroup.Root
          value={props.value}
          onValueChange={(details) => details.value && props.onChange(details.value)}
          aria-describedby={props.error ? `${id}-error` : undefined}
          aria-invalid={props.error ? true : undefined}
        >
          <RadioGroup.Label>{t('literature.save.patients')}</RadioGroup.Label>
          <Stack gap="2" mt="2" maxH="14rem" overflowY="auto" pe="2">
            {patients.map((patient) => (
              <RadioGroup.Item key={patient.id} value={patient.id}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t('literature.save.patientOption', {
                    name: patientName(patient),
                    mrn: patient.mrn,
                    birthDate: formatDay(locale, patient.birthDate),
                  })}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      {props.error && (
        <Text id={`${id}-error`} role="alert" textStyle="sm" color="fg.error">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
