import { Button, Stack, Text } from '@chakra-ui/react';
import {
  keptOccurrences,
  type SeriesPreviewResponse,
} from '../../../common/contracts/series.contract';
import { useT } from '../i18n/i18n-context';
import { SeriesPreviewList } from './series-preview-list';

export interface SeriesBookingStepProps {
  preview: SeriesPreviewResponse;
  timeZone: string;
  /** No kept occurrence conflicts: the series may be booked (the machine's verdict). */
  bookable: boolean;
  /** The dates the member leaves out of the series. */
  leftOut?: readonly string[];
  /** Given: each date may be left out (the machine accepts it in this state). */
  onLeaveOut?: (date: string, leftOut: boolean) => void;
  /** Booking the series. */
  pending?: boolean;
  onBook: () => void;
}

/**
 * The series checked and not booked: its occurrences, conflicts and skipped dates, each date with
 * a box to leave it out, then "Book N sessions" (N: the dates kept) only when no kept occurrence
 * conflicts (the whole series as kept, or nothing). Occurrences outside
 * the clinician's working hours make the button say so: pressing it is the confirmation.
 */
export function SeriesBookingStep(props: SeriesBookingStepProps) {
  const { preview, timeZone, bookable, pending, onBook, leftOut = [] } = props;
  const t = useT();
  const kept = keptOccurrences(preview, leftOut);
  const count = kept.length;
  const outside = kept.some((o) => o.outsideAvailability);
  return (
    <Stack gap="3" align="start" borderTopWidth="1px" pt="4">
      <SeriesPreviewList
        preview={preview}
        timeZone={timeZone}
        leftOut={leftOut}
        onLeaveOut={props.onLeaveOut}
      />
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
