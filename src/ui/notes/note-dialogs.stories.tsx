import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { NoteReasonDialog } from './note-reason-dialog';
import { SignDialog } from './sign-dialog';

const meta = {
  title: 'Notes/Dialogs',
  component: NoteReasonDialog,
  args: { kind: 'addendum', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof NoteReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Addendum: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Add a signed addendum' });
    const text = await screen.findByLabelText(/^Addendum/);
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sign and add' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(text, 'Called later.');
    await userEvent.type(screen.getByLabelText(/^Reason for the addendum/), 'Late information');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and add' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      text: 'Called later.',
      reason: 'Late information',
    });
  },
};

export const EnteredInError: Story = {
  args: { kind: 'error', failure: 'This was not saved. Check your connection and try again.' },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Mark this note as entered in error' });
    // The dialog fades in: wait for the alert to be shown, not just mounted.
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SignConfirmation: Story = {
  render: (args) => <SignDialog open onConfirm={fn()} onClose={args.onClose} />,
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Sign and lock this note?' });
    await waitFor(() => expect(screen.getByText(/This cannot be undone/)).toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  },
};

/** The server refused the signature: its reason is shown, not a connection problem. */
export const SignRefused: Story = {
  render: (args) => (
    <SignDialog
      open
      failure="The note was not signed: An empty note cannot be signed: write at least one section."
      onConfirm={fn()}
      onClose={args.onClose}
    />
  ),
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Sign and lock this note?' });
    await waitFor(() => expect(screen.getByText(/An empty note cannot be signed/)).toBeVisible());
    await expect(screen.queryByText(/Check your connection/)).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { kind: 'error' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Mark this note as entered in error' });
  },
};
