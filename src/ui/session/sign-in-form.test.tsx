import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAuth } from './auth-test-render';
import { SignInForm, type SignInFormProps } from './sign-in-form';

const email = () => screen.getByLabelText(/^E-mail/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Sign in' });

function setup(props: Partial<SignInFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderAuth(<SignInForm onSubmit={onSubmit} {...props} />);
  const rerender = (next: Partial<SignInFormProps>) =>
    view.rerender(<SignInForm onSubmit={onSubmit} {...props} {...next} />);
  return { ...view, onSubmit, rerender };
}

describe('SignInForm', () => {
  it('names the wait the server asked for after too many attempts, in minutes rounded up', () => {
    setup({ errorCode: 'too-many-attempts', retryAfterS: 61 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 2 minutes.',
    );
  });

  it('says to wait a moment when the server named no wait, and how to unlock a locked account', () => {
    const { rerender } = setup({ errorCode: 'too-many-attempts' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait a moment and try again.');
    rerender({ errorCode: 'account-locked' });
    expect(screen.getByRole('alert')).toHaveTextContent('Reset your password to unlock it.');
  });

  it('sends the trimmed e-mail and the password when both are valid', async () => {
    const { user, onSubmit } = setup();
    await user.type(email(), '  ana@clinic.example ');
    await user.type(password(), 'secret');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      email: 'ana@clinic.example',
      password: 'secret',
    });
  });

  it('does not submit empty fields, shows why next to each field and focuses the first', async () => {
    const { user, onSubmit } = setup();
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(password()).toHaveAccessibleDescription('Enter your password.');
    expect(email()).toHaveFocus();
  });

  it('rejects a malformed e-mail and focuses it even when the password is filled', async () => {
    const { user, onSubmit } = setup();
    await user.type(email(), 'ana@');
    await user.type(password(), 'secret');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email()).toHaveAccessibleDescription(
      'Enter an e-mail address in the format name@example.com.',
    );
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(email()).toHaveFocus();
  });

  it('shows no error before the first submit, then re-validates on every change', async () => {
    const { user } = setup();
    await user.type(email(), 'ana@');
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await user.type(email(), 'clinic.example');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the e-mail and clears the password when the server rejects the sign-in', async () => {
    const { user, rerender } = setup();
    await user.type(email(), 'ana@clinic.example');
    await user.type(password(), 'wrong-password');
    await user.click(submit());
    rerender({ pending: true });
    rerender({ pending: false, errorCode: 'invalid-credentials' });
    expect(screen.getByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(email()).toHaveValue('ana@clinic.example');
    expect(password()).toHaveValue('');
    expect(password()).not.toHaveAttribute('aria-invalid');
  });

  it('clears the password again when a retry fails with the same error', async () => {
    const { user, rerender } = setup({ errorCode: 'invalid-credentials' });
    await user.type(password(), 'second-try');
    rerender({ pending: true, errorCode: 'invalid-credentials' });
    rerender({ pending: false, errorCode: 'invalid-credentials' });
    expect(password()).toHaveValue('');
  });

  it('disables submit while the request is pending so it cannot be sent twice', async () => {
    const { user, onSubmit } = setup({ pending: true, initialEmail: 'ana@clinic.example' });
    await user.type(password(), 'secret{Enter}');
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks the page to sign in with the organization when that button is pressed', async () => {
    const onExternalSignIn = vi.fn();
    const { user } = setup({ onExternalSignIn });
    await user.click(screen.getByRole('button', { name: 'Sign in with your organization' }));
    expect(onExternalSignIn).toHaveBeenCalledOnce();
  });

  it('shows the identity provider message under the translated provider error', () => {
    setup({ errorCode: 'provider-error', errorDetail: 'access_denied' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Your organization's sign-in service reported a problem.");
    expect(alert).toHaveTextContent('Message from the provider: access_denied');
  });

  it('shows and hides the password with its toggle', async () => {
    const { user } = setup();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('routes a plain click on the sign-up link through onNavigate', async () => {
    const onNavigate = vi.fn();
    const { user } = setup({ signUpHref: '/signup', onNavigate });
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(link).toHaveAttribute('href', '/signup');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/signup');
  });
});
