import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ClinicProfileCard } from './clinic-profile-card';
import { storyClinic, storyZones } from './clinic-story-data';

const meta = {
  title: 'Clinic/Clinic profile',
  component: ClinicProfileCard,
  args: { clinic: storyClinic, editable: true, zones: storyZones, onSave: fn() },
} satisfies Meta<typeof ClinicProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  args: { editable: false, clinic: { ...storyClinic, phone: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Harbour Street Counselling')).toBeVisible();
    await expect(canvas.getByText('Not set')).toBeVisible();
    await expect(canvas.getByText('50 minutes')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Editable: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    const minutes = canvas.getByLabelText(/^Default session length/);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the profile' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Harbour Street Counselling',
      address: '12 Harbour Street, Bristol BS1 4AA',
      phone: null,
      timeZone: 'Europe/Bucharest',
      settings: { defaultSessionMinutes: 45 },
    });
  },
};

export const InvalidDetails: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText(/^Clinic name/));
    const zone = canvas.getByLabelText(/^Time zone/);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the profile' }));
    await expect(canvas.getByLabelText(/^Clinic name/)).toHaveAccessibleDescription(
      "Enter the clinic's name.",
    );
    await expect(canvas.getByLabelText(/^Time zone/)).toHaveAccessibleDescription(
      /Choose a time zone from the list/,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The clinic profile is saved.');
  },
};

export const Refused: Story = {
  args: { failure: { kind: 'invalid', detail: 'Unknown time zone' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The server refused these details.');
    await expect(alert).toHaveTextContent('The server said: Unknown time zone');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Europe/Bucharest')).toBeVisible();
  },
};
