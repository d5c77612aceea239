import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReminderSettingsCard } from './reminder-settings-card';
import { storyClinic } from './clinic-story-data';

const meta = {
  title: 'Clinic/Session reminders',
  component: ReminderSettingsCard,
  args: { settings: storyClinic.settings, editable: true, onSave: fn() },
} satisfies Meta<typeof ReminderSettingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  args: { editable: false, settings: { ...storyClinic.settings, reminderHours: [24, 1] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 hours before, 1 hour before')).toBeVisible();
    await expect(canvas.getByText('Not shown')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Editable: Story = {
  play: async ({ canvas, args }) => {
    const hours = canvas.getByLabelText('Hours before the session');
    await expect(hours).toHaveValue('24');
    await userEvent.type(hours, ', 2');
    await userEvent.click(canvas.getByLabelText(/Show patients’ initials/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the reminders' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      settings: { reminderHours: [24, 2], calendarFeedInitials: true },
    });
  },
};

export const NoReminders: Story = {
  args: { editable: false, settings: { ...storyClinic.settings, reminderHours: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reminders')).toBeVisible();
  },
};

export const InvalidHours: Story = {
  play: async ({ canvas, args }) => {
    const hours = canvas.getByLabelText('Hours before the session');
    await userEvent.clear(hours);
    await userEvent.type(hours, '24, 200');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the reminders' }));
    await expect(hours).toHaveAccessibleDescription(/must be 1 to 168 hours before/);
    await expect(hours).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The reminder settings are saved.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '会谈提醒' })).toBeVisible();
  },
};
