import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AcceptInvitationForm } from './accept-invitation-form';

const invitation = {
  clinicName: 'Harbour Street Counselling',
  email: 'grace@harbour.example',
  roles: ['clinician', 'staff'] as const,
};

const meta = {
  title: 'Clinic/Accept an invitation',
  component: AcceptInvitationForm,
  args: {
    link: { kind: 'ready', invitation: { ...invitation, roles: [...invitation.roles] } },
    onAccept: fn(),
    onRetry: fn(),
    signInHref: '/login',
  },
} satisfies Meta<typeof AcceptInvitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidLink: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Join Harbour Street Counselling as Clinician, Front desk.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Your e-mail')).toHaveValue('grace@harbour.example');
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Grace');
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Hopper');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'a-long-password');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'a-long-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the clinic' }));
    await expect(args.onAccept).toHaveBeenCalledWith({
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'a-long-password',
    });
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/), 'a-long-password');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'another-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the clinic' }));
    await expect(canvas.getByLabelText(/^First name/)).toHaveFocus();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Checking: Story = {
  args: { link: { kind: 'checking' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your invitation…');
  },
};

export const InvalidLink: Story = {
  args: { link: { kind: 'invalid' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'This invitation link is invalid or has expired. Ask the clinic for a new invitation.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Unreachable: Story = {
  args: { link: { kind: 'unreachable' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not check your invitation.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Joining/ })).toBeDisabled();
  },
};

export const EmailTaken: Story = {
  args: { failure: { kind: 'conflict', detail: 'An account with this e-mail already exists' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists. Sign in instead',
    );
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Alăturați-vă clinicii' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Join the clinic' })).toBeVisible();
  },
};
