import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SessionReasonDialog } from './session-reason-dialog';

const meta = {
  title: 'Sessions/Reason dialog',
  component: SessionReasonDialog,
  args: {
    action: 'cancel',
    sessionLabel: 'Ada Lovelace, Nov 24, 2026, 9:00 AM',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SessionReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => screen.findByRole('dialog', { name });
/** The dialog fades in: visibility is asserted once it settled. */
const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Cancel this session');
    const reason = await screen.findByLabelText(/^Reason/);
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(reason).toHaveAccessibleDescription(/Give a reason\./);
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Patient is unwell');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Patient is unwell');
    await expectVisible(dialog);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Cancel this session');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NoShow: Story = {
  args: { action: 'no-show' },
  play: async () => {
    await findDialog('Mark this session as a no-show');
    await expectVisible(screen.getByRole('button', { name: 'Mark as no-show' }));
  },
};

export const PendingWithFailure: Story = {
  args: { pending: true, failure: 'The change was not saved: This session is cancelled.' },
  play: async () => {
    await findDialog('Cancel this session');
    await expect(screen.getByRole('alert')).toHaveTextContent('This session is cancelled.');
    await expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    await expectVisible(await findDialog('Cancel this session'));
  },
};
