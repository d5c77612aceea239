import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { OffDayDialog } from './off-day-dialog';

const meta = {
  title: 'Sessions/Off-day confirmation',
  component: OffDayDialog,
  args: {
    action: 'check-in',
    sessionLabel: 'Ada Lovelace, Nov 28, 2026, 9:00 AM',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OffDayDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckInAsksWhy: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Check in on another day?' });
    const why = await screen.findByLabelText(/^Why on another day/);
    await waitFor(() => expect(why).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Check in anyway' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(why, 'Came early for paperwork');
    await userEvent.click(screen.getByRole('button', { name: 'Check in anyway' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ offDayReason: 'Came early for paperwork' });
  },
};

export const NoShowAsksBothReasons: Story = {
  args: { action: 'no-show' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Mark a no-show on another day?' });
    await userEvent.type(await screen.findByLabelText(/^Reason/), 'Did not come');
    await userEvent.type(screen.getByLabelText(/^Why on another day/), 'Recorded the next morning');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as no-show anyway' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      reason: 'Did not come',
      offDayReason: 'Recorded the next morning',
    });
  },
};

export const BackKeepsTheSession: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Check in on another day?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep the session' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
