import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SignConfirmDialog } from './sign-confirm-dialog';

const meta = {
  title: 'Drafts/Sign confirmation',
  component: SignConfirmDialog,
  args: {
    open: true,
    onConfirm: fn(),
    onClose: fn(),
    text: {
      title: 'Sign and lock this note?',
      body: 'Once signed, this note cannot be changed. Corrections become signed addenda.',
      back: 'Keep editing',
      confirm: 'Sign and lock',
      pending: 'Signing…',
    },
  },
} satisfies Meta<typeof SignConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksOnce: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: 'Sign and lock this note?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sign and lock' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const SigningCannotBeLeft: Story = {
  args: { pending: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Keep editing' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const RefusedWithTheReason: Story = {
  args: { failure: 'The note was not signed. Check your connection and try again.' },
  play: async () => {
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByText(/was not signed/)).toBeVisible());
  },
};
