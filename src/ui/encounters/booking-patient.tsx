import { Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Patient } from '../../../common/contracts/patients.contract';
import { useI18n } from '../i18n/i18n-context';
import { dateTimeFormat } from '../format/date-time-formats';

export interface BookingPatientProps {
  patient: Pick<Patient, 'givenName' | 'familyName' | 'preferredName' | 'mrn' | 'birthDate'>;
}

/**
 * The booking form's heading: whom the session is for, named as the chart's header names them
 * (name, preferred name, MRN, date of birth), so the right patient is confirmed before booking.
 */
export function BookingPatient({ patient }: BookingPatientProps) {
  const { t, locale } = useI18n();
  const name = `${patient.givenName} ${patient.familyName}`;
  const born = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${patient.birthDate}T00:00:00Z`),
  );
  return (
    <Stack gap="1" minW="0">
      <Heading as="h1" size="2xl" overflowWrap="anywhere">
        {t('sessions.booking.title', { name })}
      </Heading>
      <Wrap gap="3" textStyle="sm" color="fg.muted">
        {patient.preferredName && (
          <Text as="span" overflowWrap="anywhere">
            {t('sessions.booking.preferred', { name: patient.preferredName })}
          </Text>
        )}
        <Text as="span" fontVariantNumeric="tabular-nums">
          {t('sessions.booking.mrn', { mrn: patient.mrn })}
        </Text>
        <Text as="span">{t('sessions.booking.born', { date: born })}</Text>
      </Wrap>
    </Stack>
  );
}
