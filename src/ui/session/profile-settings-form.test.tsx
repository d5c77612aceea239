import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAuth } from './auth-test-render';
import { ProfileSettingsForm, type ProfileSettingsFormProps } from './profile-settings-form';

const initialValues = { firstName: 'Ana', lastName: 'Popescu', email: 'ana@clinic.example' };

function setup() {
  const onSubmit = vi.fn();
  const view = renderAuth(
    <ProfileSettingsForm initialValues={initialValues} onSubmit={onSubmit} />,
  );
  const rerender = (props: Partial<ProfileSettingsFormProps>) =>
    view.rerender(
      <ProfileSettingsForm initialValues={initialValues} onSubmit={onSubmit} {...props} />,
    );
  return { ...view, onSubmit, rerender };
}

describe('ProfileSettingsForm', () => {
  it('shows the e-mail read-only and sends only the names', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.type(screen.getByLabelText(/^Last name/), ' Ionescu ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ firstName: 'Ana', lastName: 'Ionescu' });
  });

  it('does not submit an empty first name', async () => {
    const { user, onSubmit } = setup();
    await user.clear(screen.getByLabelText(/^First name/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription(
      'Enter your first name.',
    );
  });

  it('says the profile is saved until the user edits it again', async () => {
    const { user, rerender } = setup();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    rerender({ pending: true });
    rerender({ saved: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your profile has been saved.');
    await user.type(screen.getByLabelText(/^First name/), '-Maria');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
