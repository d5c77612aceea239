import { Badge, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  ConsentKind,
  Patient,
  PatientStatus,
} from '../../../common/contracts/patients.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { flagLabel } from './flag-label';
import { ageOn } from './patient-age';
import { flagPalette } from '../theme/flag-colors';
import { dateTimeFormat } from '../format/date-time-formats';

export const STATUS_PALETTE: Record<PatientStatus, string> = {
  active: 'green',
  inactive: 'gray',
  discharged: 'purple',
};

export interface ChartHeaderProps {
  patient: Patient;
  /** Today in the clinic, YYYY-MM-DD, for the age. */
  today: string;
  /** The primary clinician's name, when the clinic's members are known. */
  primaryClinicianName: string | null;
  /** The kinds of consent granted and in force. */
  consentsInForce: ConsentKind[];
  /** Beside the name: the chart's actions (e.g. "Edit details"). */
  actions?: ReactNode;
}

/** The chart's summary: who the patient is, how old, their status, risks and consents. */
export function ChartHeader(props: ChartHeaderProps) {
  const { patient, today, primaryClinicianName, consentsInForce } = props;
  const { t, locale } = useI18n();
  const born = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${patient.birthDate}T00:00:00Z`),
  );

  return (
    <Stack gap="3">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {/* A name keeps its own direction in either layout. */}
            <Isolate>
              {patient.givenName} {patient.familyName}
            </Isolate>
          </Heading>
          {patient.preferredName && (
            <Text color="fg.muted" overflowWrap="anywhere">
              {t('patients.preferred', { name: patient.preferredName })}
            </Text>
          )}
        </Stack>
        {props.actions}
      </HStack>
      <Wrap gap="3" align="center" textStyle="sm">
        <Badge colorPalette={STATUS_PALETTE[patient.status]}>
          {t(`patients.status.${patient.status}`)}
        </Badge>
        <Text>
          <Isolate>
            {t('patientChart.header.ageAndBirth', {
              age: t('patientChart.header.age', { count: ageOn(patient.birthDate, today) }),
              date: born,
            })}
          </Isolate>
        </Text>
        {patient.pronouns && (
          <Text>{t('patientChart.header.pronouns', { pronouns: patient.pronouns })}</Text>
        )}
        <Text fontVariantNumeric="tabular-nums">
          {t('patientChart.header.mrn', { mrn: patient.mrn })}
        </Text>
        <Text>
          {primaryClinicianName
            ? t('patientChart.header.primaryClinician', { name: primaryClinicianName })
            : t('patientChart.header.noPrimaryClinician')}
        </Text>
      </Wrap>
      {patient.flags.length > 0 && (
        <HStack gap="2" wrap="wrap" as="ul" aria-label={t('patientChart.header.flags')}>
          {patient.flags.map((flag) => (
            <Badge as="li" key={flag} colorPalette={flagPalette(flag)} variant="solid" size="lg">
              <TriangleAlert aria-hidden="true" size="14" />
              {flagLabel(flag, t)}
            </Badge>
          ))}
        </HStack>
      )}
      <HStack gap="2" wrap="wrap">
        {/* One translated string, punctuation included, in its own direction (not ":Consents"). */}
        <Text textStyle="sm" fontWeight="medium" dir="auto">
          {t('patientChart.header.consentsInForceLabel')}
        </Text>
        {consentsInForce.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('patientChart.header.noConsents')}
          </Text>
        ) : (
          <HStack
            as="ul"
            gap="2"
            wrap="wrap"
            listStyleType="none"
            aria-label={t('patientChart.header.consentsInForce')}
          >
            {consentsInForce.map((kind) => (
              <Badge as="li" key={kind} colorPalette="blue">
                {t(`patientChart.consents.kind.${kind}`)}
              </Badge>
            ))}
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}
