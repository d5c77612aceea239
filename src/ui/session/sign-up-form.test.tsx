import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAuth } from './auth-test-render';
import { SignUpForm } from './sign-up-form';

const field = (label: RegExp) => screen.getByLabelText(label);

/** One paste per field keeps this five-field form fast; typing is covered by the sign-in tests. */
async function fill(user: ReturnType<typeof renderAuth>['user'], values: [RegExp, string][]) {
  for (const [label, value] of values) {
    await user.click(field(label));
    await user.paste(value);
  }
}
const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('SignUpForm', () => {
  it('sends the trimmed names, e-mail and password once everything is valid', async () => {
    const onSubmit = vi.fn();
    const { user } = renderAuth(<SignUpForm onSubmit={onSubmit} />);
    await fill(user, [
      [/^First name/, ' Ana '],
      [/^Last name/, 'Popescu'],
      [/^E-mail/, 'ana@clinic.example'],
      [/^Password/, 'long-enough'],
      [/^Confirm password/, 'long-enough'],
    ]);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Ana',
      lastName: 'Popescu',
      email: 'ana@clinic.example',
      password: 'long-enough',
    });
  });

  it('does not submit a short password and explains the rule next to the field', async () => {
    const onSubmit = vi.fn();
    const { user } = renderAuth(<SignUpForm onSubmit={onSubmit} />);
    await fill(user, [
      [/^First name/, 'Ana'],
      [/^Last name/, 'Popescu'],
      [/^E-mail/, 'ana@clinic.example'],
      [/^Password/, 'short'],
      [/^Confirm password/, 'short'],
    ]);
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^Password/)).toHaveAccessibleDescription(
      'Use at least 8 characters. At least 8 characters.',
    );
    expect(field(/^Password/)).toHaveFocus();
  });

  it('does not submit when the confirmation differs from the password', async () => {
    const onSubmit = vi.fn();
    const { user } = renderAuth(<SignUpForm onSubmit={onSubmit} />);
    await fill(user, [
      [/^Password/, 'long-enough'],
      [/^Confirm password/, 'long-enougH'],
    ]);
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^Confirm password/)).toHaveAccessibleDescription('The passwords do not match.');
    expect(field(/^First name/)).toHaveFocus();
  });

  it('keeps everything typed when the e-mail is already taken', async () => {
    const onSubmit = vi.fn();
    const { user, rerender } = renderAuth(<SignUpForm onSubmit={onSubmit} />);
    await fill(user, [
      [/^First name/, 'Ana'],
      [/^E-mail/, 'ana@clinic.example'],
    ]);
    rerender(<SignUpForm onSubmit={onSubmit} errorCode="email-taken" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    expect(field(/^First name/)).toHaveValue('Ana');
    expect(field(/^E-mail/)).toHaveValue('ana@clinic.example');
  });

  it('disables submit while the account is being created', () => {
    renderAuth(<SignUpForm onSubmit={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: /Creating account/ })).toBeDisabled();
  });
});
