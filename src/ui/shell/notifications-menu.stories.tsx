import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { englishTranslator } from '../../i18n/i18n';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { NotificationsMenu } from './notifications-menu';
import { sampleNotifications } from './sample-content';

const notifications = sampleNotifications(englishTranslator);

const meta = {
  title: 'Shell/Header/Notifications',
  component: NotificationsMenu,
  args: { notifications },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 420, background: '#1d4ed8', textAlign: 'end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnreadCount: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(canvas.getByTestId('notification-count')).toHaveTextContent('3');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // The spec's sample content says it is a sample, also to assistive technology.
    await expect(panel).toHaveAccessibleDescription(
      'Examples only: Praxis does not send notifications yet.',
    );
    await expect(panel).toHaveTextContent('Alex Martin submitted a new intake form.');
    await expect(panel.querySelectorAll('li')).toHaveLength(4);
  },
};

export const AllRead: Story = {
  args: { notifications: notifications.map((each) => ({ ...each, unread: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByTestId('notification-count')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // "5 min ago" keeps its order in the right-to-left layout, not "min ago 5".
    const time = within(panel).getByText('5 min ago');
    await expect(leftEdgeOf(time, '5')).toBeLessThan(leftEdgeOf(time, 'min ago'));
  },
};
