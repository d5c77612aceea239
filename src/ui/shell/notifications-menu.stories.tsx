import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { notificationHref } from '../../routes/shell/notification-links';
import { NotificationsMenu } from './notifications-menu';
import { readStoryState, unreadStoryState } from './notifications.story-data';

const meta = {
  title: 'Shell/Header/Notifications',
  component: NotificationsMenu,
  args: {
    state: unreadStoryState,
    hrefOf: notificationHref,
    timeZone: 'Europe/Bucharest',
    onOpen: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 460, background: '#1d4ed8', textAlign: 'end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (
  canvas: { getByRole: typeof screen.getByRole },
  click: (el: Element) => Promise<void>,
) => {
  await click(canvas.getByRole('button', { name: /Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

/** Two unread: the badge says 2, and so does the bell's name. */
export const Unread: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(canvas.getByTestId('notification-count')).toHaveTextContent('2');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Each item says what happened and links to its record; the unread ones say so. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const panel = await openPanel(canvas, (el) => userEvent.click(el));
    const items = within(panel).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Unread: Suicide risk flag added for Grace Hopper.');
    await expect(
      within(panel).getByRole('link', { name: 'The note for Ada Lovelace’s session is overdue.' }),
    ).toHaveAttribute('href', '/app/panels/hospital/patientviewsession?id=e-1');
    await expect(
      within(panel).getByRole('link', {
        name: 'Jean Dupont accepted your invitation and joined the clinic.',
      }),
    ).toHaveAttribute('href', '/app/panels/hospital/organization');
    await expect(items[2]).not.toHaveTextContent('Unread');
    await userEvent.click(within(panel).getByRole('link', { name: /Grace Hopper/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'n-flag' }),
      '/app/panels/hospital/patientdashboard?id=p-3',
    );
  },
};

/** "Mark all as read" is offered while something is unread, and asks for it once. */
export const MarkAllRead: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const panel = await openPanel(canvas, (el) => userEvent.click(el));
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

/** All read: no badge, the plain name, and nothing to mark. */
export const AllRead: Story = {
  args: { state: readStoryState },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible(),
    );
    await expect(canvas.queryByTestId('notification-count')).not.toBeInTheDocument();
    const panel = await openPanel(canvas, (el) => userEvent.click(el));
    await expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await expect(within(panel).queryByText(/Unread/)).toBeNull();
  },
};

/** None at all: no badge, and the panel says what would appear. */
export const Empty: Story = {
  args: { state: { status: 'ready', notifications: [], unread: 0 } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByTestId('notification-count')).not.toBeInTheDocument();
    const panel = await openPanel(canvas, (el) => userEvent.click(el));
    await expect(panel).toHaveTextContent(/^Notifications.*Nothing new\./);
  },
};

/** Not readable: no invented count, the panel says so and offers to try again. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByTestId('notification-count')).not.toBeInTheDocument();
    const panel = await openPanel(canvas, (el) => userEvent.click(el));
    await expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A sign-in through the organization's provider: the API does not take its tokens yet. */
export const UnavailableForProviderSignIn: Story = {
  args: { state: { status: 'unavailable' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByTestId('notification-count')).not.toBeInTheDocument();
    const panel = await openPanel(canvas, (el) => userEvent.click(el));
    await expect(panel).toHaveTextContent(/signing in with your organization does not reach them/);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, (el) => userEvent.click(el));
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    const panel = await screen.findByRole('dialog');
    await expect(panel).toHaveTextContent(
      'Signalement « Risque suicidaire » ajouté pour Grace Hopper.',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, (el) => userEvent.click(el));
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    // The unread mark stands at the start of the line: the right edge in right-to-left.
    const first = within(panel).getAllByRole('listitem')[0]!;
    await expect(getComputedStyle(first).borderRightWidth).toBe('3px');
  },
};
