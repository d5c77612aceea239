import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SeriesPreviewResponse } from '../../../common/contracts/series.contract';
import { SeriesPreviewList, type SeriesPreviewListProps } from './series-preview-list';

/** The list with the dates left out held here, as the booking machine holds them in the app. */
function LeavingOut(props: SeriesPreviewListProps) {
  const [leftOut, setLeftOut] = useState<readonly string[]>(props.leftOut ?? []);
  return (
    <SeriesPreviewList
      {...props}
      leftOut={leftOut}
      onLeaveOut={(date, out) => {
        setLeftOut((now) => (out ? [...now, date] : now.filter((d) => d !== date)));
        props.onLeaveOut?.(date, out);
      }}
    />
  );
}

/** A weekly series of four at 12:00 Bucharest time (09:00 UTC) in April 2031. */
const occurrence = (
  day: string,
  extra: Partial<SeriesPreviewResponse['occurrences'][number]> = {},
) => ({
  date: `2031-04-${day}`,
  startsAt: `2031-04-${day}T09:00:00.000Z`,
  endsAt: `2031-04-${day}T10:00:00.000Z`,
  conflicts: [],
  outsideAvailability: false,
  ...extra,
});
const busy = {
  with: 'clinician' as const,
  session: { id: 's-1', startsAt: '2031-04-08T09:00:00.000Z', endsAt: '2031-04-08T10:00:00.000Z' },
};

const meta = {
  title: 'Series/Preview',
  component: SeriesPreviewList,
  args: {
    timeZone: 'Europe/Bucharest',
    preview: { occurrences: [occurrence('01'), occurrence('08'), occurrence('15')], skipped: [] },
  },
} satisfies Meta<typeof SeriesPreviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllFree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 sessions, 0 with a conflict.')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(/Nothing is booked/)).toBeNull();
  },
};

export const WithConflict: Story = {
  args: {
    preview: {
      occurrences: [occurrence('01'), occurrence('08', { conflicts: [busy] }), occurrence('15')],
      skipped: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 sessions, 1 with a conflict.')).toBeVisible();
    await expect(canvas.getByText(/Nothing is booked while a conflict remains/)).toBeVisible();
    await expect(canvas.getByText(/Meets the clinician's session 12:00/)).toBeVisible();
  },
};

export const SkippedDates: Story = {
  args: {
    preview: {
      occurrences: [occurrence('01'), occurrence('08'), occurrence('15')],
      skipped: [
        { date: '2031-04-22', reason: 'clinic-holiday' },
        { date: '2031-04-29', reason: 'date-off' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dates skipped' })).toBeVisible();
    await expect(canvas.getByText(/the clinic is closed \(holiday\)/)).toBeVisible();
    await expect(canvas.getByText(/the clinician's date off/)).toBeVisible();
  },
};

export const OutsideHours: Story = {
  args: {
    preview: {
      occurrences: [occurrence('01', { outsideAvailability: true }), occurrence('08')],
      skipped: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/confirm to book them anyway/)).toBeVisible();
    await expect(canvas.getByText("Outside the clinician's working hours")).toBeVisible();
  },
};

export const RightToLeft: Story = {
  ...WithConflict,
  globals: { direction: 'rtl' },
};

const conflicted = {
  occurrences: [occurrence('01'), occurrence('08', { conflicts: [busy] }), occurrence('15')],
  skipped: [],
};

export const LeavingTheConflictOut: Story = {
  args: { preview: conflicted, onLeaveOut: fn() },
  render: (args) => <LeavingOut {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
    const box = canvas.getByRole('checkbox', { name: /^Leave this date out: Tuesday, April 8/ });
    await expect(box).not.toBeChecked();
    // The keyboard alone: Tab to the second date's box, Space to leave it out.
    await userEvent.tab();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLeaveOut).toHaveBeenCalledWith('2031-04-08', true);
    await expect(box).toBeChecked();
    await expect(canvas.getByText('2 sessions, 0 with a conflict. 1 date left out.')).toBeVisible();
    await expect(canvas.queryByText(/Nothing is booked while a conflict remains/)).toBeNull();
    await expect(canvas.getByText('Left out: no session on this date')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('3 sessions, 1 with a conflict.')).toBeVisible();
  },
};

export const EveryDateLeftOut: Story = {
  args: {
    preview: { occurrences: [occurrence('01'), occurrence('08')], skipped: [] },
    leftOut: ['2031-04-01', '2031-04-08'],
    onLeaveOut: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('0 sessions, 0 with a conflict. 2 dates left out.'),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Every date is left out: keep at least one to book the series.',
    );
  },
};

export const LeftOutRightToLeft: Story = {
  args: { preview: conflicted, leftOut: ['2031-04-08'], onLeaveOut: fn() },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /Tuesday, April 8/ })).toBeChecked();
  },
};
