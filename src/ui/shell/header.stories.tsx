import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HEADER_COLORS } from '../../config/layout-settings';
import { englishTranslator } from '../../i18n/i18n';
import { searchablePages } from '../../routes/shell/panel-menu';
import { PageSearchBox } from './page-search-box';
import { Header } from './header';
import { LanguageMenu } from './language-menu';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { unreadStoryState } from './notifications.story-data';
import { notificationHref } from '../../routes/shell/notification-links';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    color: HEADER_COLORS.blue,
    sidebarToggle: 'collapse',
    onToggleSidebar: fn(),
    search: <PageSearchBox pages={searchablePages(englishTranslator)} onNavigate={fn()} />,
    actions: (
      <>
        <LanguageMenu locale="en" onLocaleChange={fn()} />
        <NotificationsMenu
          state={unreadStoryState}
          hrefOf={notificationHref}
          onOpen={fn()}
          onMarkAllRead={fn()}
          onRetry={fn()}
        />
        <ProfileMenu
          profileHref="/auth/profile-settings"
          logoutHref="/auth/logout"
          onNavigate={fn()}
          onOpenSettings={fn()}
        />
      </>
    ),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

export const Blue: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const banner = canvas.getByRole('banner');
    await expect(getComputedStyle(banner).backgroundColor).toBe(rgb(HEADER_COLORS.blue));
    const toggle = canvas.getByRole('button', { name: 'Collapse menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleSidebar).toHaveBeenCalledOnce();
  },
};

export const Red: Story = {
  args: { color: HEADER_COLORS.red },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('banner')).backgroundColor).toBe(
      rgb(HEADER_COLORS.red),
    );
  },
};

export const Teal: Story = {
  args: { color: HEADER_COLORS.teal, sidebarToggle: 'expand' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Dark: Story = {
  args: { color: HEADER_COLORS.dark, sidebarToggle: 'open', showBrand: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByText('Praxis')).toBeVisible();
  },
};

/** The horizontal layout has no sidebar to toggle. */
export const WithoutToggle: Story = {
  args: { color: HEADER_COLORS.purple, sidebarToggle: undefined, showBrand: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /menu$/i })).toHaveAccessibleName(
      'Account menu',
    );
  },
};

export const RightToLeft: Story = {
  args: { color: HEADER_COLORS.orange },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    const toggle = canvas.getByRole('button', { name: 'Collapse menu' });
    // The toggle sits at the inline start: the right edge in right-to-left.
    await expect(toggle.getBoundingClientRect().left).toBeGreaterThan(
      banner.getBoundingClientRect().width / 2,
    );
  },
};
