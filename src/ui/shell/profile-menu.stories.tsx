import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ProfileMenu } from './profile-menu';

/** Menu items animate in; pick one once it can be seen and clicked. */
async function menuItem(name: string) {
  const item = await screen.findByRole('menuitem', { name });
  await waitFor(() => expect(item).toBeVisible());
  return item;
}

const meta = {
  title: 'Shell/Header/Profile menu',
  component: ProfileMenu,
  args: {
    profileHref: '/auth/profile-settings',
    logoutHref: '/auth/logout',
    onNavigate: fn(),
    onOpenSettings: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 260, background: '#1d4ed8', textAlign: 'end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Logout']);
    await expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute(
      'href',
      '/auth/logout',
    );
  },
};

/** Keyboard: Enter opens the menu, arrows move to Settings, Enter chooses it. */
export const SettingsOpensTheCustomizer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await menuItem('Profile');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSettings).toHaveBeenCalledOnce();
  },
};

export const ProfileNavigatesInTheApp: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await menuItem('Profile'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/auth/profile-settings');
  },
};

export const InChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '账户菜单' }));
    await expect(await menuItem('退出登录')).toBeVisible();
  },
};
