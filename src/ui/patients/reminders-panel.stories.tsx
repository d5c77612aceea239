import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RemindersPanel } from './reminders-panel';

const ALL_SET = { off: false, hasEmail: true, contactConsent: true };

const meta = {
  title: 'Patients/Chart/Session reminders',
  component: RemindersPanel,
  args: { reminders: ALL_SET, loading: false, failed: false, onRetry: fn(), onSwitch: fn() },
} satisfies Meta<typeof RemindersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Reminders are sent by e-mail/)).toBeVisible();
    const toggle = canvas.getByRole('checkbox', { name: 'Send session reminders' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onSwitch).toHaveBeenCalledWith(true);
  },
};

export const MissingEmailAndConsent: Story = {
  args: { reminders: { off: false, hasEmail: false, contactConsent: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reminders are sent.')).toBeVisible();
    await expect(canvas.getByText('There is no e-mail address on file.')).toBeVisible();
    await expect(canvas.getByText(/has not consented to be contacted/)).toBeVisible();
  },
};

export const SwitchedOffReadOnly: Story = {
  args: { reminders: { ...ALL_SET, off: true }, onSwitch: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reminders are switched off for this patient.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Refused: Story = {
  args: { failure: 'Only a clinician on this patient’s care team may do this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Only a clinician on this patient’s care team/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { reminders: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the reminders…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { reminders: null, failed: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Session reminders' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '会谈提醒' })).toBeVisible();
  },
};
