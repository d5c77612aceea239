import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { ResetPasswordConfirmForm } from './reset-password-confirm-form';

const meta = {
  title: 'Auth/Reset password confirm form',
  component: ResetPasswordConfirmForm,
  decorators: [inAuthCard('auth.reset.confirmTitle')],
  args: {
    token: 'reset-token-123',
    onSubmit: fn(),
    onNavigate: fn(),
    signInHref: '/login',
    resetPasswordHref: '/reset-password',
  },
} satisfies Meta<typeof ResetPasswordConfirmForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'long-enough');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'long-enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: 'reset-token-123',
      newPassword: 'long-enough',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Enter the password again.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  },
};

export const ExpiredToken: Story = {
  args: { errorCode: 'invalid-token' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid or has expired');
  },
};

export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
