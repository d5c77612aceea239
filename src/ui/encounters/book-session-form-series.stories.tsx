import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SeriesPreviewResponse } from '../../../common/contracts/series.contract';
import type { BookingValues } from '../../machines/encounters/session-booking.machine';
import { BookSessionForm, type BookSessionFormProps } from './book-session-form';
import { storyBookingValues, storyClinicians, STORY_TIME_ZONE } from './session-story-data';

/** The form with its values held here, as the machine holds them in the app. */
function Controlled(props: BookSessionFormProps) {
  const [values, setValues] = useState<BookingValues>(props.values);
  return (
    <BookSessionForm
      {...props}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

/** Weekly on Tuesdays at 09:00 Bucharest time (07:00 UTC), from 24 November 2026. */
const weekly: BookingValues = { ...storyBookingValues, repeats: 'weekly', count: '4' };
const occurrence = (
  date: string,
  extra: Partial<SeriesPreviewResponse['occurrences'][number]> = {},
) => ({
  date,
  startsAt: `${date}T07:00:00.000Z`,
  endsAt: `${date}T07:50:00.000Z`,
  conflicts: [],
  outsideAvailability: false,
  ...extra,
});
const theirs = {
  with: 'clinician' as const,
  session: { id: 'e-9', startsAt: '2026-12-08T07:00:00.000Z', endsAt: '2026-12-08T07:50:00.000Z' },
};
const withConflict: SeriesPreviewResponse = {
  occurrences: [
    occurrence('2026-11-24'),
    occurrence('2026-12-01'),
    occurrence('2026-12-08', { conflicts: [theirs] }),
    occurrence('2026-12-15'),
  ],
  skipped: [],
};
const withSkipped: SeriesPreviewResponse = {
  occurrences: [occurrence('2026-11-24'), occurrence('2026-12-08'), occurrence('2026-12-15')],
  skipped: [{ date: '2026-12-01', reason: 'clinic-holiday' }],
};

const meta = {
  title: 'Sessions/Book a session/Repeats',
  component: BookSessionForm,
  render: (args) => <Controlled {...args} />,
  args: {
    values: weekly,
    errors: {},
    clinicians: storyClinicians,
    timeZone: STORY_TIME_ZONE,
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onBookSeries: fn(),
    onConfirmOutside: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof BookSessionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingWeekly: Story = {
  args: { values: storyBookingValues },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText(/^Ends/)).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText(/^Repeats/), 'Every two weeks');
    await expect(args.onChange).toHaveBeenCalledWith('repeats', 'fortnightly');
    await expect(canvas.getByLabelText(/^Number of sessions/)).toHaveValue(6);
    await userEvent.selectOptions(canvas.getByLabelText(/^Ends/), 'On a date');
    await expect(canvas.getByLabelText(/^Date of the last session/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the sessions' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const PreviewWithConflict: Story = {
  args: { preview: withConflict, seriesBookable: false },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: 'Sessions of this series' });
    await expect(within(preview).getByText('4 sessions, 1 with a conflict.')).toBeVisible();
    await expect(within(preview).getAllByRole('listitem')[2]!).toHaveTextContent(
      /Meets the clinician's session 0?9:00/,
    );
    await expect(within(preview).getByRole('alert')).toHaveTextContent(
      /Nothing is booked while a conflict remains/,
    );
    await expect(canvas.queryByRole('button', { name: /^Book \d+ sessions/ })).toBeNull();
  },
};

export const PreviewConflictLeftOut: Story = {
  args: {
    preview: withConflict,
    seriesBookable: true,
    leftOut: ['2026-12-08'],
    onLeaveOut: fn(),
  },
  play: async ({ canvas, args }) => {
    const preview = canvas.getByRole('region', { name: 'Sessions of this series' });
    await expect(
      within(preview).getByText('3 sessions, 0 with a conflict. 1 date left out.'),
    ).toBeVisible();
    await expect(within(preview).queryByRole('alert')).toBeNull();
    await userEvent.click(within(preview).getByRole('checkbox', { name: /Tuesday, December 8/ }));
    await expect(args.onLeaveOut).toHaveBeenCalledWith('2026-12-08', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Book 3 sessions' }));
    await expect(args.onBookSeries).toHaveBeenCalledTimes(1);
  },
};

/** All but one date left out: the button counts one session, in the singular. */
export const PreviewOneDateKept: Story = {
  args: {
    preview: { occurrences: [occurrence('2026-11-24'), occurrence('2026-12-01')], skipped: [] },
    seriesBookable: true,
    leftOut: ['2026-12-01'],
    onLeaveOut: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Book 1 session' })).toBeVisible();
  },
};

export const PreviewReadyWithSkippedDate: Story = {
  args: { preview: withSkipped, seriesBookable: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Dates skipped' })).toBeVisible();
    await expect(canvas.getByText(/the clinic is closed \(holiday\)/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing is booked yet.');
    await userEvent.click(canvas.getByRole('button', { name: 'Book 3 sessions' }));
    await expect(args.onBookSeries).toHaveBeenCalledTimes(1);
  },
};

export const PreviewOutsideHours: Story = {
  args: {
    preview: {
      occurrences: [
        occurrence('2026-11-24', { outsideAvailability: true }),
        occurrence('2026-12-01'),
      ],
      skipped: [],
    },
    seriesBookable: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Outside the clinician's working hours")).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Book 2 sessions, including those outside working hours',
      }),
    ).toBeVisible();
  },
};

export const OutsideAvailabilityConfirm: Story = {
  args: { values: storyBookingValues, outsideDates: ['2026-11-24'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /working hours or on their date off: Tuesday, November 24, 2026\./,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, book anyway' }));
    await expect(args.onConfirmOutside).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another time' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const SeriesRefusedByTheServer: Story = {
  args: {
    values: { ...weekly, count: '500' },
    failure: { kind: 'invalid', detail: 'A series may hold at most 52 sessions.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The series cannot be booked: A series may hold at most 52 sessions.',
    );
  },
};

export const RescheduleHasNoRepeats: Story = {
  args: { reschedule: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/^Repeats/)).toBeNull();
  },
};

export const PreviewRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { preview: withConflict, seriesBookable: false },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByLabelText(/^Repeats/)).toBeVisible();
    const list = canvasElement.querySelector('ol')!;
    await expect(getComputedStyle(list).direction).toBe('rtl');
    // The list's start padding sits on the right in right-to-left.
    await expect(parseFloat(getComputedStyle(list).paddingRight)).toBeGreaterThan(0);
  },
};

export const PreviewFrench: Story = {
  globals: { locale: 'fr' },
  args: { preview: withSkipped, seriesBookable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Réserver 3 séances' })).toBeVisible();
  },
};
