import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAuth } from './auth-test-render';
import { ResetPasswordForm } from './reset-password-form';
import { ResetPasswordConfirmForm } from './reset-password-confirm-form';

describe('ResetPasswordForm', () => {
  it('asks for a link for a valid e-mail only', async () => {
    const onSubmit = vi.fn();
    const { user } = renderAuth(<ResetPasswordForm onSubmit={onSubmit} />);
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription(
      'Enter an e-mail address in the format name@example.com.',
    );
    await user.type(email, 'clinic.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ana@clinic.example' });
  });

  it('tells the user to check the inbox once sent, without saying whether the account exists', () => {
    renderAuth(<ResetPasswordForm onSubmit={vi.fn()} sent initialEmail="ana@clinic.example" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Check your inboxIf an account exists for ana@clinic.example',
    );
    expect(screen.queryByLabelText(/^E-mail/)).not.toBeInTheDocument();
  });

  it('sends the link again to the same address', async () => {
    const onSubmit = vi.fn();
    const { user } = renderAuth(
      <ResetPasswordForm onSubmit={onSubmit} sent initialEmail="ana@clinic.example" />,
    );
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ana@clinic.example' });
  });
});

describe('ResetPasswordConfirmForm', () => {
  const hrefs = { signInHref: '/login', resetPasswordHref: '/reset-password' };

  it('sends the token from the link with the new password', async () => {
    const onSubmit = vi.fn();
    const { user } = renderAuth(
      <ResetPasswordConfirmForm token="tok-123" onSubmit={onSubmit} {...hrefs} />,
    );
    await user.type(screen.getByLabelText(/^New password/), 'long-enough');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      token: 'tok-123',
      newPassword: 'long-enough',
    });
  });

  it('offers a new link instead of a form when the link has no token', () => {
    renderAuth(<ResetPasswordConfirmForm token={null} onSubmit={vi.fn()} {...hrefs} />);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('offers a new link when the server says the token is invalid or expired', () => {
    renderAuth(
      <ResetPasswordConfirmForm
        token="old"
        errorCode="invalid-token"
        onSubmit={vi.fn()}
        {...hrefs}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
