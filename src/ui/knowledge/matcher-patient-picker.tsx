import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PatientSummary } from '../../../common/contracts/patients.contract';
import { useI18n } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';

export interface MatcherPatientPickerProps {
  q: string;
  /** Null until answered. */
  patients: readonly PatientSummary[] | null;
  /** The search found more patients than it shows. */
  more?: boolean;
  loading: boolean;
  failed: boolean;
  onSearch: (q: string) => void;
  onPick: (patient: PatientSummary) => void;
}

/** Finds a patient (name, MRN or birth date) whose chart the matcher reads. */
export function MatcherPatientPicker(props: MatcherPatientPickerProps) {
  const { t, locale } = useI18n();
  const inputId = useId();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const { patients } = props;
  return (
    <Stack gap="3">
      <Field.Root maxW="32rem">
        <Field.Label htmlFor={inputId}>{t('knowledge.matcher.patient.search')}</Field.Label>
        <Input
          id={inputId}
          type="search"
          value={props.q}
          maxLength={100}
          autoComplete="off"
          placeholder={t('knowledge.matcher.patient.placeholder')}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </Field.Root>
      <Text role="status" srOnly>
        {props.loading ? t('knowledge.matcher.patient.loading') : ''}
      </Text>
      {props.failed && <FormFailure title={t('knowledge.matcher.patient.failed')} />}
      {patients?.length === 0 && !props.failed && (
        <Text color="fg.muted">{t('knowledge.matcher.patient.none')}</Text>
      )}
      {patients && patients.length > 0 && (
        <Stack
          as="ul"
          listStyleType="none"
          gap="2"
          aria-label={t('knowledge.matcher.patient.results')}
        >
          {patients.map((patient) => {
            const name = `${patient.givenName} ${patient.familyName}`;
            return (
              <HStack as="li" key={patient.id} gap="3" wrap="wrap" justify="space-between">
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {patient.familyName}, {patient.givenName}
                  </Text>
                  <Text as="span" color="fg.muted" ms="2">
                    {t('knowledge.matcher.patient.details', {
                      mrn: patient.mrn,
                      born: dates.format(new Date(`${patient.birthDate}T00:00:00Z`)),
                    })}
                  </Text>
                </Text>
                <Button size="sm" variant="outline" onClick={() => props.onPick(patient)}>
                  {t('knowledge.matcher.patient.match', { name })}
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
      {patients && patients.length > 0 && props.more && (
        <Text color="fg.muted" fontSize="sm">
          {t('knowledge.matcher.patient.more', { count: patients.length })}
        </Text>
      )}
    </Stack>
  );
}
