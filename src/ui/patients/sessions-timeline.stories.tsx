import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { STORY_NOW, storySession, storySessions } from './chart-story-data';
import { SessionsTimeline } from './sessions-timeline';

const meta = {
  title: 'Patients/Chart/Sessions timeline',
  component: SessionsTimeline,
  args: {
    sessions: storySessions,
    loading: false,
    failed: false,
    hasMore: false,
    timeZone: 'Europe/Bucharest',
    now: STORY_NOW,
    onRetry: fn(),
    onMore: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof SessionsTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PastAndUpcoming: Story = {
  play: async ({ canvas, args }) => {
    const upcoming = canvas.getByRole('heading', { name: 'Upcoming' }).parentElement!;
    await expect(within(upcoming).getAllByRole('link')).toHaveLength(1);
    const past = canvas.getByRole('heading', { name: 'Past' }).parentElement!;
    const links = within(past).getAllByRole('link');
    // Latest first; 08:00 UTC is 10:00 in Bucharest.
    await expect(links[0]).toHaveTextContent(/Nov 17, 2026, 10:00/);
    await expect(canvas.getByText('No-show')).toBeVisible();
    await userEvent.click(links[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/app/panels/hospital/patientviewsession?id=s2',
    );
  },
};

export const Many: Story = {
  args: {
    sessions: Array.from({ length: 24 }, (_, week) =>
      storySession(
        `w${week}`,
        new Date(Date.parse('2026-06-01T07:00:00Z') + week * 7 * 86_400_000).toISOString(),
        { status: week < 20 ? 'finished' : 'planned' },
      ),
    ),
    hasMore: true,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more sessions' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sessions booked yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { sessions: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading sessions…');
  },
};

export const Failed: Story = {
  args: { sessions: null, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The sessions could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Sessions' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Viitoare' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Séances' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('已结束')).not.toHaveLength(0);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Sessions' }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};

/** French in the right-to-left layout: the day opens the range, not its last digits. */
export const RightToLeftRangeInOrder: Story = {
  globals: { direction: 'rtl', locale: 'fr' },
  play: async ({ canvas }) => {
    const upcoming = within(canvas.getByRole('heading', { name: 'À venir' }).parentElement!);
    const link = upcoming.getByRole('link');
    await expect(link).toHaveTextContent(/^1 déc\. 2026/);
    // The first "1" is the day's.
    await expect(leftEdgeOf(link, '1')).toBeLessThan(leftEdgeOf(link, 'déc.'));
    await expect(leftEdgeOf(link, '10:00')).toBeLessThan(leftEdgeOf(link, '10:50'));
  },
};

/** 10:24 in Bucharest: the 10:00 session was checked in at 9:52; another is booked tonight. */
const sessionsOnTheDay = {
  now: '2026-11-27T08:24:00Z',
  sessions: [
    ...storySessions,
    storySession('today-1', '2026-11-27T08:00:00Z', {
      status: 'arrived',
      arrivedAt: '2026-11-27T07:52:00Z',
    }),
    storySession('today-2', '2026-11-27T16:00:00Z'),
  ],
};

export const TodaysSessionUnderWay: Story = {
  args: sessionsOnTheDay,
  play: async ({ canvas }) => {
    const today = canvas.getByRole('heading', { name: 'Today' }).parentElement!;
    const links = within(today).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveTextContent(/Nov 27, 2026, 10:00/);
    await expect(within(today).getByText('Checked in')).toBeVisible();
    const past = canvas.getByRole('heading', { name: 'Past' }).parentElement!;
    await expect(within(past).queryByText(/Nov 27/)).toBeNull();
    await expect(canvas.queryByText('Arrived')).toBeNull();
  },
};

export const TodaysSessionInFrench: Story = {
  args: sessionsOnTheDay,
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const today = canvas.getByRole('heading', { name: 'Aujourd’hui' }).parentElement!;
    await expect(within(today).getByText('Arrivée enregistrée')).toBeVisible();
  },
};

export const NoSessionToday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Today' })).toBeNull();
  },
};
