import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { ChangePasswordForm } from './change-password-form';

const meta = {
  title: 'Auth/Change password form',
  component: ChangePasswordForm,
  decorators: [inAuthCard('auth.changePassword.title')],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'old-password');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new-password');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'same-password');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'same-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Choose a password different from your current one. At least 8 characters.',
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

export const WrongCurrentPassword: Story = {
  args: { errorCode: 'invalid-current-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The current password is incorrect.');
  },
};

export const Succeeded: Story = {
  args: { succeeded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

export const FrenchRightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  args: { succeeded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre mot de passe a été modifié.');
  },
};
