import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SignInView } from './sign-in-view';

/** The sign-in page as the app shows it and as the build prerenders it (variant 1, nothing typed). */
const meta = {
  title: 'Auth/Sign in page',
  component: SignInView,
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 1,
    onSubmit: fn(),
    onNavigate: fn(),
    signUpHref: '/signup',
    resetPasswordHref: '/reset-password',
  },
} satisfies Meta<typeof SignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsPrerendered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const TakenOverWithTypedValues: Story = {
  args: { initialEmail: 'ana@clinic.example', initialPassword: 'typed before the app' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('ana@clinic.example');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('typed before the app');
  },
};

export const AfterTheSessionEnded: Story = {
  args: { endNotice: 'Your session has expired. Please sign in again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  },
};

export const SignInRefusedHidesTheEndNotice: Story = {
  args: {
    endNotice: 'Your session has expired. Please sign in again.',
    errorCode: 'invalid-credentials',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
    await expect(
      canvas.queryByText('Your session has expired. Please sign in again.'),
    ).not.toBeInTheDocument();
  },
};

export const SplitPage: Story = {
  args: { variant: 2, onExternalSignIn: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /organization/i })).toBeVisible();
  },
};
