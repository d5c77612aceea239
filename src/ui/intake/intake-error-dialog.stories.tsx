import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { IntakeErrorDialog } from './intake-error-dialog';

const meta = {
  title: 'Intake/Entered in error dialog',
  component: IntakeErrorDialog,
  args: { open: true, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof IntakeErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForAReason: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Mark this intake as entered in error' });
    const reason = await screen.findByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    const confirm = screen.getByRole('button', { name: 'Mark entered in error' });
    await userEvent.click(confirm);
    // The message shows with the refused submit's render (under a loaded run, a moment after the click).
    await waitFor(() => expect(screen.getByText('Fill this in.')).toBeVisible());
    await userEvent.type(reason, 'no');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByText('Write at least 3 characters.')).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(reason, 't this patient');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'not this patient' });
  },
};

export const TooLong: Story = {
  play: async ({ args, userEvent }) => {
    const reason = await screen.findByRole('textbox', { name: /Reason/ });
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Mark entered in error' }));
    await waitFor(() => expect(screen.getByText('At most 500 characters.')).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { failure: 'This was not saved. Check your connection and try again.' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Mark this intake as entered in error' });
    // The dialog fades in: wait for the alert to be shown, not just mounted.
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Mark this intake as entered in error' });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Mark this intake as entered in error' });
    // The dialog fades in: wait for its field to be shown, not just mounted.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Reason/ })).toBeVisible());
  },
};
