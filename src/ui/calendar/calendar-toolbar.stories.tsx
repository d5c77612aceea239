import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CalendarToolbar } from './calendar-toolbar';

const meta = {
  title: 'Calendar/Toolbar',
  component: CalendarToolbar,
  args: {
    view: 'week',
    date: '2026-11-30',
    onView: fn(),
    onStep: fn(),
    onToday: fn(),
    onDate: fn(),
    whose: {
      value: 'all',
      options: [
        { value: 'u-1', label: 'My calendar' },
        { value: 'all', label: 'The whole clinic' },
        { value: 'c-2', label: 'Grace Okafor' },
      ],
    },
    onWhose: fn(),
  },
} satisfies Meta<typeof CalendarToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The front desk's toolbar: the view, the week's steps, the date and whose calendar. */
export const FrontDesk: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(args.onStep).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByText('Agenda'));
    await expect(args.onView).toHaveBeenCalledWith('agenda');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Whose calendar' }), 'c-2');
    await expect(args.onWhose).toHaveBeenCalledWith('c-2');
  },
};

/** A clinician's day: no choice of whose calendar, the steps are days. */
export const ClinicianDay: Story = {
  args: { view: 'day', whose: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous day' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Right to left the chevrons point the way time goes. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous week' });
    const next = canvas.getByRole('button', { name: 'Next week' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Semaine suivante' })).toBeVisible();
  },
};
