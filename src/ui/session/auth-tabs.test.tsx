import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAuth } from './auth-test-render';
import { AuthTabs } from './auth-tabs';

function setup(onTabChange = vi.fn()) {
  const view = renderAuth(
    <AuthTabs
      signIn={{ onSubmit: vi.fn() }}
      signUp={{ onSubmit: vi.fn() }}
      onTabChange={onTabChange}
    />,
  );
  return { ...view, onTabChange };
}

// By name: the panel being left may still be on screen for its exit transition.
const panel = (name: string) => within(screen.getByRole('tabpanel', { name }));

// Selection-follows-focus runs on an animation frame jsdom does not order like a browser; the
// story "Tabs/Keyboard" checks it in Chromium. Here: arrows move focus, Enter opens the tab.
describe('AuthTabs', () => {
  it('opens on sign-in and reaches sign-up with the arrow key and Enter', async () => {
    const { user, onTabChange } = setup();
    const signInTab = screen.getByRole('tab', { name: 'Sign in' });
    const signUpTab = screen.getByRole('tab', { name: 'Create account' });
    expect(signInTab).toHaveAttribute('aria-selected', 'true');
    expect(panel('Sign in').getByLabelText(/^Password/)).toBeVisible();
    await user.click(signInTab);
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(signUpTab).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    expect(onTabChange).toHaveBeenLastCalledWith('sign-up');
    expect(panel('Create account').getByLabelText(/^First name/)).toBeVisible();
  });

  it('goes back with Home and keeps what was typed in the other tab', async () => {
    const { user } = setup();
    await user.type(panel('Sign in').getByLabelText(/^E-mail/), 'ana@x.example');
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.keyboard('{Home}');
    const signInTab = screen.getByRole('tab', { name: 'Sign in' });
    await waitFor(() => expect(signInTab).toHaveFocus());
    await user.keyboard(' ');
    expect(signInTab).toHaveAttribute('aria-selected', 'true');
    expect(panel('Sign in').getByLabelText(/^E-mail/)).toHaveValue('ana@x.example');
  });
});
