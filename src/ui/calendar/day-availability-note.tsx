import { List, Stack } from '@chakra-ui/react';
import { formatTimeRange } from '../encounters/session-time';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { AvailabilityLegend } from './availability-legend';
import type { Availability } from './availability-shading';
import { formatDay } from './calendar-format';
import { clinicianDaysOf, type ClinicianDayLine } from './day-availability';

export interface DayAvailabilityNoteProps {
  availability: Availability;
  /** The clinic date the day view shows. */
  date: string;
  /** The clinic's today: "today" instead of the date. */
  today: string;
  /** The clinician's own day ("You are off today") rather than the clinic's (names). */
  own: boolean;
}

/**
 * Above a day view's sessions (issue 32): when each shown clinician works on this day, so when
 * they do not — their hours, a date off said plainly ("Dana Demo is off today"), no hours on this
 * weekday, or a clinic holiday — and the week's legend for the shaded rows below. Nothing when no
 * shown clinician's time is bounded.
 */
export function DayAvailabilityNote(props: DayAvailabilityNoteProps) {
  const { t, locale } = useI18n();
  const lines = clinicianDaysOf(props.availability, props.date);
  if (lines.length === 0) return null;
  const when =
    props.date === props.today
      ? t('calendar.dayAvailability.today')
      : t('calendar.dayAvailability.onDate', { date: formatDay(props.date, locale, 'full') });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const { timeZone } = props.availability;

  const sentence = ({ name, day }: ClinicianDayLine): string => {
    switch (day.kind) {
      case 'holiday':
        return t('calendar.dayAvailability.holiday', { when, name: day.name });
      case 'date-off':
        return props.own
          ? t('calendar.dayAvailability.offOwn', { when })
          : t('calendar.dayAvailability.off', { when, name });
      case 'no-hours':
        return props.own
          ? t('calendar.dayAvailability.noHoursOwn', { when })
          : t('calendar.dayAvailability.noHours', { when, name });
      case 'hours': {
        const hours = list.format(
          day.spans.map((s) => formatTimeRange(s.startsAt, s.endsAt, { locale, timeZone })),
        );
        return props.own
          ? t('calendar.dayAvailability.hoursOwn', { when, hours })
          : t('calendar.dayAvailability.hours', { when, hours, name });
      }
    }
  };
  // A clinic holiday is one line for everyone.
  const holiday = lines.find((line) => line.day.kind === 'holiday');
  const shown = holiday ? [holiday] : lines;

  return (
    <Stack gap="3">
      <List.Root gap="1" variant="plain" aria-label={t('calendar.dayAvailability.title')}>
        {shown.map((line) => (
          <List.Item key={line.clinicianId} data-day={line.day.kind}>
            <Isolate>{sentence(line)}</Isolate>
          </List.Item>
        ))}
      </List.Root>
      <AvailabilityLegend wholeClinic={false} />
    </Stack>
  );
}
