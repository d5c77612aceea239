import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { formatInstant } from '../format/clinic-time';
import { useI18n } from '../i18n/i18n-context';

export interface OutsideAvailabilityConfirmProps {
  /** The clinic days (YYYY-MM-DD) the server found outside the clinician's availability. */
  dates: string[];
  pending?: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The server's "outside the clinician's availability" as a question: the dates named, then
 * "book anyway" (sent again with the confirmation) or "choose another time" (back to the form).
 */
export function OutsideAvailabilityConfirm(props: OutsideAvailabilityConfirmProps) {
  const { t, locale } = useI18n();
  // A clinic day is a calendar date: formatted at noon UTC in UTC, it is that date everywhere.
  const dates = props.dates
    .map((date) =>
      formatInstant(`${date}T12:00:00Z`, { locale, timeZone: 'UTC', style: 'weekdayDate' }),
    )
    .join(', ');
  return (
    <Stack gap="3" align="start">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('sessions.form.outside.title', { dates })}</Alert.Title>
          <Alert.Description>{t('sessions.form.outside.question')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="2" flexWrap="wrap">
        <Button colorPalette="blue" onClick={props.onConfirm} loading={props.pending}>
          {t('sessions.form.outside.confirm')}
        </Button>
        <Button variant="outline" onClick={props.onBack} disabled={props.pending}>
          {t('sessions.form.outside.back')}
        </Button>
      </HStack>
    </Stack>
  );
}
