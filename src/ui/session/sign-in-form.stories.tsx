import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { SignInForm, type SignInFormProps } from './sign-in-form';

const meta = {
  title: 'Auth/Sign in form',
  component: SignInForm,
  decorators: [inAuthCard('auth.signIn.title')],
  args: {
    onSubmit: fn(),
    onExternalSignIn: fn(),
    onNavigate: fn(),
    signUpHref: '/signup',
    resetPasswordHref: '/reset-password',
  },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'ana@clinic.example');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@clinic.example',
      password: 'correct horse',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'ana@clinic');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByLabelText(/^E-mail/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Enter an e-mail address in the format name@example.com.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Enter your password.',
    );
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true, initialEmail: 'ana@clinic.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Sign in with your organization' }),
    ).toBeDisabled();
  },
};

const failed = (errorCode: NonNullable<Story['args']>['errorCode'], message: string): Story => ({
  args: { errorCode, initialEmail: 'ana@clinic.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('ana@clinic.example');
  },
});

export const InvalidCredentials = failed(
  'invalid-credentials',
  'The e-mail or password is incorrect.',
);
export const NetworkError = failed('network', 'We could not reach the server.');
export const Unauthorized = failed('unauthorized', 'Your session has ended.');
export const MissingTokens = failed('missing-tokens', 'did not return a complete session');
export const ProviderError = failed('provider-error', 'sign-in service reported a problem');
export const ServerError = failed('server', 'Something went wrong on our side.');
export const AccountLocked = failed('account-locked', 'Reset your password to unlock it.');

/** Decision H1: the server's wait is named, never a generic error. */
export const TooManyAttempts: Story = {
  args: { errorCode: 'too-many-attempts', retryAfterS: 90, initialEmail: 'ana@clinic.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 2 minutes.',
    );
  },
};

export const ProviderErrorWithDetail: Story = {
  args: { errorCode: 'provider-error', errorDetail: 'AADSTS50105: user is not assigned a role' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Message from the provider: AADSTS50105: user is not assigned a role',
    );
  },
};

export const ExternalSignIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with your organization' }));
    await expect(args.onExternalSignIn).toHaveBeenCalledOnce();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveFocus();
    await userEvent.keyboard('ana@clinic.example');
    await userEvent.tab();
    await userEvent.keyboard('secret{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ana@clinic.example',
        password: 'secret',
      }),
    );
  },
};

export const FrenchRightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  args: { errorCode: 'invalid-credentials' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "L'adresse e-mail ou le mot de passe est incorrect.",
    );
    await expect(canvas.getByRole('main').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByLabelText(/^电子邮箱/)).toHaveAccessibleDescription(
      '请输入电子邮箱地址。',
    );
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Autentificare prin organizația dumneavoastră' }),
    ).toBeInTheDocument();
  },
};

/** The page's part is played by local state: every sign-in is rejected. */
function RejectsEverySignIn(props: SignInFormProps) {
  const [rejected, setRejected] = useState(false);
  return (
    <SignInForm
      {...props}
      errorCode={rejected ? 'invalid-credentials' : null}
      onSubmit={(credentials) => {
        props.onSubmit(credentials);
        setRejected(true);
      }}
    />
  );
}

export const RejectedKeepsEmailClearsPassword: Story = {
  render: (args) => <RejectsEverySignIn {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'ana@clinic.example');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('ana@clinic.example');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
  },
};
