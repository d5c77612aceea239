import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { SignUpForm } from './sign-up-form';

const meta = {
  title: 'Auth/Sign up form',
  component: SignUpForm,
  decorators: [inAuthCard('auth.signUp.title')],
  args: { onSubmit: fn(), onNavigate: fn(), signInHref: '/login' },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
  },
};

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Popescu');
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'ana@clinic.example');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long-enough');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'long-enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ana',
      lastName: 'Popescu',
      email: 'ana@clinic.example',
      password: 'long-enough',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByLabelText(/^First name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Use at least 8 characters. At least 8 characters.',
    );
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Creating account/ })).toBeDisabled();
  },
};

export const EmailTaken: Story = {
  args: { errorCode: 'email-taken' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
  },
};

export const NetworkError: Story = {
  args: { errorCode: 'network' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the server.');
  },
};

export const ServerError: Story = {
  args: { errorCode: 'server' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  },
};

export const RomanianRightToLeft: Story = {
  globals: { locale: 'ro', direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Creează contul' }));
    await expect(canvas.getByLabelText(/^Prenume/)).toHaveAccessibleDescription(
      'Introduceți prenumele.',
    );
  },
};
