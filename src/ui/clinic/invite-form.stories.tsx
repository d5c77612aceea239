import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InviteForm } from './invite-form';

const meta = {
  title: 'Clinic/Invite form',
  component: InviteForm,
  args: { onInvite: fn() },
} satisfies Meta<typeof InviteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Clinician' })).toBeChecked();
  },
};

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'Grace@Example.org');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Front desk' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send the invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'Grace@Example.org',
      roles: ['clinician', 'staff'],
    });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'not-an-address');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Clinician' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send the invitation' }));
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    await expect(canvas.getByText('Choose at least one role.')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { sentTo: 'grace@example.org' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Invitation sent to grace@example.org.',
    );
  },
};

export const AlreadyInvited: Story = {
  args: {
    failure: {
      kind: 'conflict',
      detail: 'This address is already a member or has a pending invitation.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This person cannot be invited: they are a member or already have a pending invitation.',
    );
  },
};

/** A mail limit reached: nothing was sent, and the server's sentence says how long to wait. */
export const TooManyMails: Story = {
  args: {
    failure: {
      kind: 'tooMany',
      detail: 'Too many invitation e-mails to this address. Try again in 3540 seconds.',
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Too many e-mails for now: nothing was sent.');
    await expect(alert).toHaveTextContent('Try again in 3540 seconds.');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "Envoyer l'invitation" })).toBeVisible();
  },
};
