import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PortalPasswordForm } from './portal-password-form';

const meta = {
  title: 'Portal/Set-password page',
  component: PortalPasswordForm,
  args: { link: 'ready', onSetPassword: fn(), signInHref: '/login', onNavigate: fn() },
  globals: { viewport: { value: 'mobile2' } },
} satisfies Meta<typeof PortalPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SetsThePassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/), 'a long portal password');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'a long portal password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the password and sign in' }));
    await expect(args.onSetPassword).toHaveBeenCalledWith('a long portal password');
  },
};

export const MembersRulesApply: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the password and sign in' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};

export const Setting: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Setting your password/ })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { failure: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your password could not be set.');
  },
};

export const TooManyAttempts: Story = {
  args: { failure: 'tooMany' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

export const UsedOrExpiredLink: Story = {
  args: { link: 'invalid' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/This link cannot be used any more/)).toBeVisible();
    await expect(canvas.getByText(/Ask your clinic to send you a new link/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to sign in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const NoTokenInTheAddress: Story = {
  args: { link: 'missing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/opens from the link in your invitation e-mail/)).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Salvați parola și conectați-vă' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { link: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};
