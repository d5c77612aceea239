import { Button, Stack, Text } from '@chakra-ui/react';
import type { SeriesPreviewResponse } from '../../../common/contracts/series.contract';
import { useT } from '../i18n/i18n-context';
import { SeriesPreviewList } from './series-preview-list';

export interface SeriesBookingStepProps {
  preview: SeriesPreviewResponse;
  timeZone: string;
  /** No occurrence conflicts: the series may be booked (the machine's verdict). */
  bookable: boolean;
  /** Booking the series. */
  pending?: boolean;
  onBook: () => void;
}

/**
 * The series checked and not booked: its occurrences, conflicts and skipped dates, then "Book N
 * sessions" only when no occurrence conflicts (the whole series or nothing). Occurrences outside
 * the clinician's working hours make the button say so: pressing it is the confirmation.
 */
export function SeriesBookingStep(props: SeriesBookingStepProps) {
  const { preview, timeZone, bookable, pending, onBook } = props;
  const t = useT();
  const count = preview.occurrences.length;
  const outside = preview.occurrences.some((o) => o.outsideAvailability);
  return (
    <Stack gap="3" align="start" borderTopWidth="1px" pt="4">
      <SeriesPreviewList preview={preview} timeZone={timeZone} />
      {bookable && (
        <>
          <Text role="status">{t('sessions.series.notYet')}</Text>
          <Button colorPalette="blue" onClick={onBook} loading={pending}>
            {outside
              ? t('sessions.series.bookOutside', { count })
              : t('sessions.series.book', { count })}
          </Button>
        </>
      )}
    </Stack>
  );
}
