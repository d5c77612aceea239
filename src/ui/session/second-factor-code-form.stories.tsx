import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Auth/Two-factor code step',
  component: SecondFactorCodeForm,
  decorators: [inAuthCard('auth.twoFactor.title')],
  args: { onCode: fn(), onRecoveryCode: fn(), onCancel: fn() },
} satisfies Meta<typeof SecondFactorCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const code = canvas.getByLabelText(/^Six-digit code/);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(code).toHaveAccessibleDescription('Enter the code.');
    await userEvent.type(code, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onCode).toHaveBeenCalledWith('123456');
  },
};

export const WrongCode: Story = {
  args: { errorCode: 'invalid-code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The code is incorrect.');
  },
};

export const LockedOut: Story = {
  args: { errorCode: 'too-many-attempts', retryAfterS: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 1 minute.',
    );
  },
};

export const Verifying: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Checking the code/ })).toBeDisabled();
  },
};

export const RecoveryCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    const field = canvas.getByLabelText(/^Recovery code/);
    await userEvent.type(field, 'not one');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(field).toHaveAccessibleDescription(
      'Enter a recovery code as it was given, for example ab3de-fg7hj.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'AB3DE-FG7HJ');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onRecoveryCode).toHaveBeenCalledWith('AB3DE-FG7HJ');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign-in' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The challenge expired: the statechart is back at the password, which says why. */
export const Expired: Story = {
  render: () => <SignInForm onSubmit={fn()} errorCode="sign-in-expired" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This sign-in took too long. Please sign in again.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { errorCode: 'invalid-code' },
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText(/^六位验证码/)).toBeVisible();
  },
};
