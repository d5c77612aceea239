import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthTabs } from './auth-tabs';
import { inAuthCard } from './auth-story-frame';

const meta = {
  title: 'Auth/Tabs',
  component: AuthTabs,
  decorators: [inAuthCard('auth.tabs.label')],
  args: {
    onTabChange: fn(),
    signIn: { onSubmit: fn(), onExternalSignIn: fn(), resetPasswordHref: '/reset-password' },
    signUp: { onSubmit: fn() },
  },
} satisfies Meta<typeof AuthTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignInTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Sign in');
  },
};

export const SignUpTab: Story = {
  args: { defaultTab: 'sign-up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^First name/)).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const signIn = canvas.getByRole('tab', { name: 'Sign in' });
    const signUp = canvas.getByRole('tab', { name: 'Create account' });
    await userEvent.tab();
    await expect(signIn).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(signUp).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('sign-up');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(signIn).toHaveAttribute('aria-selected', 'true'));
  },
};

export const KeyboardRightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvas }) => {
    const signUp = canvas.getByRole('tab', { name: 'Créer un compte' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(signUp).toHaveAttribute('aria-selected', 'true'));
  },
};
