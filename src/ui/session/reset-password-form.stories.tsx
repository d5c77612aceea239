import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { ResetPasswordForm } from './reset-password-form';

const meta = {
  title: 'Auth/Reset password form',
  component: ResetPasswordForm,
  decorators: [inAuthCard('auth.reset.title')],
  args: { onSubmit: fn(), onNavigate: fn(), signInHref: '/login' },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Back to sign in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'ana@clinic.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@clinic.example' });
  },
};

export const ValidationError: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true, initialEmail: 'ana@clinic.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

export const NetworkError: Story = {
  args: { errorCode: 'network', initialEmail: 'ana@clinic.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('ana@clinic.example');
  },
};

export const Sent: Story = {
  args: { sent: true, initialEmail: 'ana@clinic.example' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your inbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@clinic.example' });
  },
};

export const SentChinese: Story = {
  globals: { locale: 'zh' },
  args: { sent: true, initialEmail: 'ana@clinic.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('请查收邮件');
  },
};
