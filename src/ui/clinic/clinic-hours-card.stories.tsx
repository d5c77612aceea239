import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ClinicHoursCard } from './availability-card';

const meta = {
  title: 'Clinic/Opening hours',
  component: ClinicHoursCard,
  args: {
    hours: {
      openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '19:00' })),
      holidays: [{ date: '2026-12-25', name: 'Christmas' }],
    },
    editable: true,
    onSave: fn(),
  },
} satisfies Meta<typeof ClinicHoursCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner opens Saturday morning and adds a holiday. */
export const Editable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('Closed')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours on Saturday' }));
    const until = canvas.getByLabelText('Saturday: until (HH:MM)');
    await userEvent.clear(until);
    await userEvent.type(until, '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a holiday' }));
    await userEvent.type(canvas.getByLabelText('Date 2'), '2027-01-01');
    await userEvent.type(canvas.getByLabelText('Name of holiday 2'), 'New Year');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the opening hours' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      openingHours: [
        ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '19:00' })),
        { weekday: 6, start: '09:00', end: '12:00' },
      ],
      holidays: [
        { date: '2026-12-25', name: 'Christmas' },
        { date: '2027-01-01', name: 'New Year' },
      ],
    });
  },
};

/** A holiday needs a name. */
export const HolidayWithoutName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText('Name of holiday 1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the opening hours' }));
    await expect(canvas.getByLabelText('Name of holiday 1')).toHaveAccessibleDescription(
      'Give the holiday a name.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Members who are not owners read the hours. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Monday 08:00–19:00; Tuesday 08:00–19:00/)).toBeVisible();
    await expect(canvas.getByText('2026-12-25 Christmas')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
