import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { SmartApp } from '../../../common/contracts/smart.contract';
import { SmartAppsCard } from './smart-apps-card';

const TRACKER: SmartApp = {
  clientId: 'q8V1mZ0cR4xT7yB2nL5hJw',
  name: 'Outcome tracker',
  redirectUris: ['https://tracker.example/callback'],
  confidential: false,
  scopes: ['launch/patient', 'patient/*.rs'],
  createdAt: '2026-11-29T08:00:00Z',
};

const meta = {
  title: 'SMART/Apps',
  component: SmartAppsCard,
  args: {
    view: { kind: 'ready', apps: [TRACKER] },
    created: null,
    onRegister: fn(),
    onRevoke: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SmartAppsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Outcome tracker')).toBeVisible();
    await expect(canvas.getByText(TRACKER.clientId)).toBeVisible();
    await expect(canvas.getByText(/Public app \(PKCE\)/)).toBeVisible();
  },
};

export const NoneYet: Story = {
  args: { view: { kind: 'ready', apps: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No app is registered.')).toBeVisible();
  },
};

export const RegisterChecksTheForm: Story = {
  args: { view: { kind: 'ready', apps: [] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register an app' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register the app' }));
    await expect(canvas.getByText("Enter the app's name.")).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'App name' }), 'Mood diary');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Return addresses/ }),
      'http://apps.example/cb',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Register the app' }));
    await expect(canvas.getByText(/Enter at least one return address/)).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Return addresses/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Return addresses/ }),
      'https://apps.example/cb',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Register the app' }));
    await expect(args.onRegister).toHaveBeenCalledWith({
      name: 'Mood diary',
      redirectUris: ['https://apps.example/cb'],
      confidential: false,
      scopes: ['launch/patient', 'patient/*.rs'],
    });
  },
};

export const SecretShownOnce: Story = {
  args: {
    created: {
      app: { ...TRACKER, confidential: true },
      clientSecret: 'Zq3vK8sT0c4mYpR1xW7nB2fL5hJ9dA6uQe1rTy2uIo3',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Copy its client secret now/)).toBeVisible();
    await expect(canvas.getByText('Zq3vK8sT0c4mYpR1xW7nB2fL5hJ9dA6uQe1rTy2uIo3')).toBeVisible();
  },
};

export const RevokeAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Outcome tracker' }));
    await expect(canvas.getByText(/Its tokens stop working at once/)).toBeVisible();
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^Revoke$/ }));
    await expect(args.onRevoke).toHaveBeenCalledWith(TRACKER.clientId);
  },
};

export const LoadFailed: Story = {
  args: { view: { kind: 'failed' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/https:\/\/tracker.example\/callback/)).toHaveAttribute(
      'dir',
      'ltr',
    );
  },
};
