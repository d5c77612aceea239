import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAuth } from './auth-test-render';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';

const current = () => screen.getByLabelText(/^Current password/);
const next = () => screen.getByLabelText(/^New password/);
const confirm = () => screen.getByLabelText(/^Confirm new password/);

function setup() {
  const onSubmit = vi.fn();
  const view = renderAuth(<ChangePasswordForm onSubmit={onSubmit} />);
  const rerender = (props: Partial<ChangePasswordFormProps>) =>
    view.rerender(<ChangePasswordForm onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit, rerender };
}

async function fill(user: ReturnType<typeof setup>['user']) {
  await user.type(current(), 'old-password');
  await user.type(next(), 'new-password');
  await user.type(confirm(), 'new-password');
}

describe('ChangePasswordForm', () => {
  it('sends the current and the new password', async () => {
    const { user, onSubmit } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
  });

  it('does not submit without the current password', async () => {
    const { user, onSubmit } = setup();
    await user.type(next(), 'new-password');
    await user.type(confirm(), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(current()).toHaveAccessibleDescription('Enter your current password.');
    expect(current()).toHaveFocus();
  });

  it('clears only the current password when the server says it is wrong', async () => {
    const { user, rerender } = setup();
    await fill(user);
    rerender({ pending: true });
    rerender({ errorCode: 'invalid-current-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('The current password is incorrect.');
    expect(current()).toHaveValue('');
    expect(next()).toHaveValue('new-password');
  });

  it('announces success and empties every field', async () => {
    const { user, rerender } = setup();
    await fill(user);
    rerender({ pending: true });
    rerender({ succeeded: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(
      [current(), next(), confirm()].map((input) => (input as HTMLInputElement).value),
    ).toEqual(['', '', '']);
  });
});
