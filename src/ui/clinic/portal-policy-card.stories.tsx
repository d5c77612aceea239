import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PortalPolicyCard } from './portal-policy-card';
import { storyClinic } from './clinic-story-data';

const meta = {
  title: 'Clinic/Patient portal policy',
  component: PortalPolicyCard,
  args: { settings: storyClinic.settings, editable: true, onSave: fn() },
} satisfies Meta<typeof PortalPolicyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  args: {
    editable: false,
    settings: { ...storyClinic.settings, cancellationWindowHours: 48, selfScheduling: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Until 48 hours before the session')).toBeVisible();
    await expect(canvas.getByText('Patients may ask for another time')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const UntilTheStart: Story = {
  args: { editable: false, settings: { ...storyClinic.settings, cancellationWindowHours: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Until the session starts')).toBeVisible();
    await expect(canvas.getByText('Patients contact the clinic to move a session')).toBeVisible();
  },
};

export const Editable: Story = {
  play: async ({ canvas, args }) => {
    const hours = canvas.getByLabelText('Cancellation notice (hours)');
    await expect(hours).toHaveValue('24');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(canvas.getByLabelText('Patients may ask for another time'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the portal settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      settings: { cancellationWindowHours: 48, selfScheduling: true },
    });
  },
};

export const InvalidWindow: Story = {
  play: async ({ canvas, args }) => {
    const hours = canvas.getByLabelText('Cancellation notice (hours)');
    await userEvent.clear(hours);
    await userEvent.type(hours, '400');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the portal settings' }));
    await expect(hours).toHaveAccessibleDescription(/whole number of hours from 0 to 336/);
    await expect(hours).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The portal settings are saved.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '患者门户' })).toBeVisible();
  },
};
