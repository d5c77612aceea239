import { SimpleGrid } from '@chakra-ui/react';
import type {
  BookingErrors,
  BookingField,
  BookingValues,
} from '../../machines/encounters/session-booking.machine';
import { useT } from '../i18n/i18n-context';
import { BookingInput, BookingSelect } from './booking-fields';

export interface SeriesFieldsProps {
  values: BookingValues;
  errors: BookingErrors;
  onChange: (field: BookingField, value: string) => void;
  /** Each control, so the form can focus the first invalid one. */
  controlRef: (field: BookingField) => (element: HTMLElement | null) => void;
}

const REPEATS = ['none', 'weekly', 'fortnightly'] as const;

/**
 * "Repeats" on the booking form: does not repeat, weekly or every two weeks; a series ends after
 * a number of sessions or on a date. Native selects and inputs: keyboard and screen readers as is.
 */
export function SeriesFields({ values, errors, onChange, controlRef }: SeriesFieldsProps) {
  const t = useT();
  const bind = (field: BookingField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
  });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <BookingSelect
        {...bind('repeats')}
        label={t('sessions.series.repeats')}
        options={REPEATS.map((value) => ({
          value,
          label: t(`sessions.series.frequency.${value}`),
        }))}
        selectRef={controlRef('repeats')}
      />
      {values.repeats !== 'none' && (
        <BookingSelect
          {...bind('ends')}
          label={t('sessions.series.ends')}
          options={[
            { value: 'count', label: t('sessions.series.endsAfter') },
            { value: 'until', label: t('sessions.series.endsOn') },
          ]}
          selectRef={controlRef('ends')}
        />
      )}
      {values.repeats !== 'none' && values.ends === 'count' && (
        <BookingInput
          {...bind('count')}
          type="number"
          inputMode="numeric"
          label={t('sessions.series.count')}
          helperText={t('sessions.series.countHelp')}
          inputRef={controlRef('count')}
        />
      )}
      {values.repeats !== 'none' && values.ends === 'until' && (
        <BookingInput
          {...bind('until')}
          type="date"
          label={t('sessions.series.until')}
          inputRef={controlRef('until')}
        />
      )}
    </SimpleGrid>
  );
}
