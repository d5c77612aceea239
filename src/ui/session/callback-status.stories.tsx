import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CallbackStatus } from './callback-status';

const meta = {
  title: 'Auth/External sign-in callback',
  component: CallbackStatus,
  args: { loginHref: '/login', onNavigate: fn() },
} satisfies Meta<typeof CallbackStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signing you in' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Completing the sign-in with your organization…',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ProviderDeniedAccess: Story = {
  args: {
    failure: {
      code: 'provider',
      detail: { error: 'access_denied', description: 'End-User aborted interaction' },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Sign-in with your organization failed' }),
    ).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      "Your organization's sign-in service did not sign you in.",
    );
    await expect(alert).toHaveTextContent('End-User aborted interaction');
    await expect(alert).toHaveTextContent('Error code: access_denied');
    const back = canvas.getByRole('link', { name: 'Back to sign in' });
    await expect(back).toHaveAttribute('href', '/login');
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const MissingTenantClaim: Story = {
  args: { failure: { code: 'tenant', detail: { claim: 'tenant_id' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('the "tenant_id" claim is missing');
    await expect(canvas.queryByText(/Error code/)).toBeNull();
  },
};

export const ForeignOrReusedCallback: Story = {
  args: { failure: { code: 'state', detail: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'does not belong to a sign-in started in this tab',
    );
  },
};

export const TokenExchangeFailed: Story = {
  args: {
    failure: {
      code: 'exchange',
      detail: { error: 'invalid_grant', description: 'grant request is invalid' },
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('could not be completed');
    await expect(alert).toHaveTextContent('grant request is invalid');
  },
};

export const SessionRefused: Story = {
  args: { failure: { code: 'rejected', detail: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not start a session');
  },
};

export const FrenchRightToLeft: Story = {
  name: 'Provider error in French, right to left',
  globals: { locale: 'fr', direction: 'rtl' },
  args: ProviderDeniedAccess.args,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'La connexion avec votre organisation a échoué' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('End-User aborted interaction');
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
