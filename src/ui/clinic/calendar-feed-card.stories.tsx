import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CalendarFeedCard } from './calendar-feed-card';

const URL =
  'https://praxis.example/backend/api/calendar-feeds/Zq3vK8sT0c4mYpR1xW7nB2fL5hJ9dA6u.ics';

const meta = {
  title: 'Clinic/Calendar feed',
  component: CalendarFeedCard,
  args: {
    feed: { kind: 'none' },
    timeZone: 'Europe/Bucharest',
    onCreate: fn(),
    onRevoke: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CalendarFeedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoAddressYet: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You have no calendar address yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make my calendar address' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const JustMade: Story = {
  args: { feed: { kind: 'created', createdAt: '2026-11-29T08:00:00Z', url: URL } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(URL)).toBeVisible();
    await expect(canvas.getByText(/it will not be shown again/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy the address' })).toBeEnabled();
  },
};

export const Working: Story = {
  args: { feed: { kind: 'active', createdAt: '2026-11-29T08:00:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/has worked since Nov 29, 2026, 10:00 AM/)).toBeVisible();
    await expect(canvas.queryByText(/calendar-feeds/)).toBeNull();
  },
};

export const RevokeAsksFirst: Story = {
  args: { feed: { kind: 'active', createdAt: '2026-11-29T08:00:00Z' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the address' }));
    await expect(canvas.getByText(/will stop working/)).toBeVisible();
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Make a new address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Make a new address' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

export const ActionFailed: Story = {
  args: { feed: { kind: 'active', createdAt: '2026-11-29T08:00:00Z' }, actionFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/your calendar address is as it was/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { feed: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your calendar address…')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { feed: { kind: 'failed' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { feed: { kind: 'created', createdAt: '2026-11-29T08:00:00Z', url: URL } },
  play: async ({ canvas }) => {
    // The address reads left to right inside a right-to-left page.
    await expect(canvas.getByText(URL)).toHaveAttribute('dir', 'ltr');
  },
};
