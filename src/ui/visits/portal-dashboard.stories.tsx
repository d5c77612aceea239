import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PortalDashboard } from './portal-dashboard';
import { storySessions, storyInPerson } from './visits-story-data';

const meta = {
  title: 'Visits/Patient dashboard',
  component: PortalDashboard,
  args: {
    state: { kind: 'ready', data: storySessions },
    onRetry: fn(),
    sessionHref: (id: string) => `/portal/sessions/${id}`,
    onNavigate: fn(),
  },
  globals: { viewport: { value: 'mobile2' } },
} satisfies Meta<typeof PortalDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UpcomingAndPast: Story = {
  play: async ({ canvas, args }) => {
    const upcoming = canvas.getByRole('region', { name: 'Upcoming' });
    const cards = within(upcoming).getAllByRole('article');
    // 10:00Z is 13:00 in Bucharest: the clinic's clock, whatever the reader's.
    await expect(cards[0]).toHaveAccessibleName(/Monday, June 8, 2026.*1:00/);
    await expect(within(cards[0]!).getByText('Video')).toBeVisible();
    await expect(
      within(cards[0]!).getByRole('link', { name: 'Join the video session' }),
    ).toHaveAttribute('href', 'https://meet.example.org/praxis-demo-room');
    await expect(within(cards[1]!).getByText('In person')).toBeVisible();
    await expect(
      within(cards[1]!).queryByRole('link', { name: 'Join the video session' }),
    ).toBeNull();
    await expect(within(cards[1]!).getByText('with Dr Ioana Marin')).toBeVisible();
    const past = canvas.getByRole('region', { name: 'Past' });
    await expect(within(past).getByText('Took place')).toBeVisible();
    await expect(within(past).getByText('Cancelled')).toBeVisible();
    await expect(within(past).queryByText(/Dr Ioana Marin/)).toBeNull();
    await userEvent.click(within(cards[1]!).getByRole('link', { name: /Details of the session/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/portal/sessions/session-1');
  },
};

export const RequestPending: Story = {
  args: {
    state: {
      kind: 'ready',
      data: {
        ...storySessions,
        upcoming: [
          {
            ...storyInPerson,
            timeRequest: {
              id: 'r1',
              sessionId: storyInPerson.id,
              startsAt: '2026-06-11T11:00:00.000Z',
              endsAt: '2026-06-11T11:50:00.000Z',
              status: 'pending',
              requestedAt: '2026-06-08T05:00:00.000Z',
              decidedAt: null,
            },
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New time asked for')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { kind: 'ready', data: { ...storySessions, upcoming: [], past: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No session is booked/)).toBeVisible();
    await expect(canvas.getByText('No past sessions yet.')).toBeVisible();
  },
};

export const PlacesForTheOtherParts: Story = {
  args: { slots: { questionnaires: <p>PHQ-9 before Wednesday’s session</p> } },
  play: async ({ canvas }) => {
    const forms = canvas.getByRole('region', { name: 'Questionnaires to answer' });
    await expect(within(forms).getByText('PHQ-9 before Wednesday’s session')).toBeVisible();
    const consents = canvas.getByRole('region', { name: 'Consents to sign' });
    await expect(within(consents).getByText('Nothing here for now.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Shared with you' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your sessions…');
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl', locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Vos séances', level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Rejoindre la séance vidéo' })).toHaveLength(
      1,
    );
  },
};
