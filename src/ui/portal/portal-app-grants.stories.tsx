import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PortalAppGrants } from './portal-app-grants';

const grants = [
  {
    id: 'g1',
    app: { name: 'My diary', clientId: 'c1' },
    scopes: ['patient/*.read', 'offline_access'],
    approvedAt: '2026-11-20T10:00:00Z',
  },
  {
    id: 'g2',
    app: { name: 'Mood chart', clientId: 'c2' },
    scopes: ['patient/Observation.rs'],
    approvedAt: '2026-11-02T09:00:00Z',
  },
];

const meta = {
  title: 'Portal/Your apps',
  component: PortalAppGrants,
  args: {
    state: { status: 'ready', grants },
    timeZone: 'Europe/Bucharest',
    onRevoke: fn(),
    onRetry: fn(),
  },
  globals: { viewport: { value: 'mobile2' } },
} satisfies Meta<typeof PortalAppGrants>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each app allowed: what it reads, since when, and Revoke. */
export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your apps' })).toBeVisible();
    await expect(canvas.getByText(/read and search your Observation records/)).toBeVisible();
    await expect(canvas.getByText('Allowed on Nov 20, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke My diary' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(grants[0]);
  },
};

export const Revoked: Story = {
  args: {
    state: { status: 'ready', grants: [grants[1]!] },
    notice: { kind: 'revoked', app: 'My diary' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'My diary can no longer read your records.',
    );
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', grants: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not allowed any app.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your apps could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Révoquer My diary' })).toBeVisible();
  },
};
