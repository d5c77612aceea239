import { chakra, Input, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { parseIsoDate } from '../../../common/time/zoned-time';
import { formatInstant } from '../format/clinic-time';
import { useI18n, useT } from '../i18n/i18n-context';
import {
  rowKey,
  type AvailabilityErrors,
  type DateRow,
  type IntervalRow,
} from './availability-form';
import { AddRowButton, AvailabilityRow, describedByError } from './availability-row';
import { dateTimeFormat } from '../format/date-time-formats';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name (1 = Monday) in the reader's language; 1 January 2024 was a Monday. */
export const weekdayName = (weekday: number, locale: string) =>
  dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday, 12)),
  );

/** The refs of the rows' first inputs, by row key: a refused save focuses the first one. */
export type RowRefs = RefObject<Map<string, HTMLInputElement>>;

const keepRef = (refs: RowRefs, key: string) => (el: HTMLInputElement | null) => {
  if (el) refs.current.set(key, el);
  else refs.current.delete(key);
};

const Fieldset = chakra('fieldset');
const Legend = chakra('legend');

export interface WeeklyHoursFieldsProps {
  rows: readonly IntervalRow[];
  /** Errors shown (after the first submit). */
  errors: AvailabilityErrors;
  onChange: (rows: IntervalRow[]) => void;
  /** What a weekday without rows is: "Not working" or "Closed". */
  emptyText: string;
  refs: RowRefs;
}

/**
 * A week of time intervals, one group per weekday: each interval two `HH:MM` fields (typed, so a
 * keyboard and `24:00` both work) and a remove button; "Add hours" adds one. An interval's error
 * is under it and read with its fields.
 */
export function WeeklyHoursFields({
  rows,
  errors,
  onChange,
  emptyText,
  refs,
}: WeeklyHoursFieldsProps) {
  const { t, locale } = useI18n();
  const update = (key: string, change: Partial<IntervalRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Stack gap="3">
      {WEEKDAYS.map((weekday) => {
        const day = weekdayName(weekday, locale);
        const ofDay = rows.filter((row) => row.weekday === weekday);
        return (
          <Fieldset key={weekday} borderTopWidth="1px" paddingTop="2">
            <Legend fontWeight="medium" float="inline-start" width="32" paddingTop="1">
              {day}
            </Legend>
            <Stack gap="2" marginInlineStart="32">
              {ofDay.length === 0 && (
                <Text color="fg.muted" fontSize="sm" paddingTop="1">
                  {emptyText}
                </Text>
              )}
              {ofDay.map((row) => {
                const error = errors.get(row.key);
                const described = describedByError(row.key, error);
                return (
                  <AvailabilityRow
                    key={row.key}
                    rowKey={row.key}
                    error={error}
                    removeLabel={t('clinic.availability.removeHours', {
                      day,
                      from: row.start,
                      until: row.end,
                    })}
                    onRemove={() => onChange(rows.filter((other) => other.key !== row.key))}
                  >
                    <Input
                      ref={keepRef(refs, row.key)}
                      aria-label={t('clinic.availability.from', { day })}
                      {...described}
                      value={row.start}
                      placeholder="09:00"
                      inputMode="numeric"
                      autoComplete="off"
                      maxW="24"
                      onChange={(event) => update(row.key, { start: event.target.value })}
                    />
                    <Text aria-hidden>–</Text>
                    <Input
                      aria-label={t('clinic.availability.until', { day })}
                      {...described}
                      value={row.end}
                      placeholder="17:00"
                      inputMode="numeric"
                      autoComplete="off"
                      maxW="24"
                      onChange={(event) => update(row.key, { end: event.target.value })}
                    />
                  </AvailabilityRow>
                );
              })}
              <AddRowButton
                onAdd={() =>
                  onChange([...rows, { key: rowKey(), weekday, start: '09:00', end: '17:00' }])
                }
              >
                {t('clinic.availability.addHours', { day })}
              </AddRowButton>
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}

export interface DateListFieldsProps {
  legend: string;
  rows: readonly DateRow[];
  errors: AvailabilityErrors;
  onChange: (rows: DateRow[]) => void;
  /** Holidays carry a name; dates off do not. */
  named: boolean;
  addLabel: string;
  emptyText: string;
  refs: RowRefs;
}

/** A list of dates (a date field each, and a name for a holiday), each removable. */
export function DateListFields(props: DateListFieldsProps) {
  const { t, locale } = useI18n();
  const { rows, errors, onChange, refs } = props;
  const update = (key: string, change: Partial<DateRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Fieldset>
      <Legend fontWeight="medium" marginBottom="2">
        {props.legend}
      </Legend>
      <Stack gap="2">
        {rows.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            {props.emptyText}
          </Text>
        )}
        {rows.map((row, i) => {
          const error = errors.get(row.key);
          const described = describedByError(row.key, error);
          const n = i + 1;
          return (
            <AvailabilityRow
              key={row.key}
              rowKey={row.key}
              error={error}
              removeLabel={t('clinic.availability.removeDate', {
                date: row.date ? formatDate(row.date, locale) : n,
              })}
              onRemove={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              <Input
                ref={keepRef(refs, row.key)}
                type="date"
                aria-label={t('clinic.availability.date', { n })}
                {...described}
                value={row.date}
                maxW="44"
                onChange={(event) => update(row.key, { date: event.target.value })}
              />
              {props.named && (
                <Input
                  aria-label={t('clinic.availability.holidayName', { n })}
                  {...described}
                  value={row.name ?? ''}
                  maxLength={100}
                  maxW="xs"
                  onChange={(event) => update(row.key, { name: event.target.value })}
                />
              )}
            </AvailabilityRow>
          );
        })}
        <AddRowButton
          onAdd={() =>
            onChange([...rows, { key: rowKey(), date: '', ...(props.named && { name: '' }) }])
          }
        >
          {props.addLabel}
        </AddRowButton>
      </Stack>
    </Fieldset>
  );
}

/** A typed date in the reader's language (a clinic date, so read at noon UTC), or as typed. */
const formatDate = (date: string, locale: string) =>
  parseIsoDate(date)
    ? formatInstant(`${date}T12:00:00Z`, { locale, timeZone: 'UTC', style: 'date' })
    : date;

/** A week of intervals in words, e.g. "Monday 08:00–18:00; Tuesday 08:00–12:00, 13:00–18:00". */
export function useWeekText() {
  const { locale } = useI18n();
  const t = useT();
  return (intervals: readonly { weekday: number; start: string; end: string }[]) =>
    WEEKDAYS.map((weekday) => {
      const ofDay = intervals.filter((i) => i.weekday === weekday);
      return ofDay.length === 0
        ? null
        : `${weekdayName(weekday, locale)} ${ofDay.map((i) => `${i.start}–${i.end}`).join(', ')}`;
    })
      .filter(Boolean)
      .join('; ') || t('clinic.availability.noneSet');
}
