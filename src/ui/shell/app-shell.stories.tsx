import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { WifiOff } from 'lucide-react';
import { HEADER_COLORS, type HeaderColor } from '../../config/layout-settings';
import { useI18n } from '../i18n/i18n-context';
import { breadcrumbTrail, navGroups, searchablePages } from '../../routes/shell/panel-menu';
import { PageSearchBox } from './page-search-box';
import { PagePlaceholder } from '../status/page-placeholder';
import { StatusPage } from '../status/status-page';
import { AppShell } from './app-shell';
import { Breadcrumbs } from './breadcrumbs';
import { Header } from './header';
import { HorizontalNav } from './horizontal-nav';
import { LanguageMenu } from './language-menu';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { unreadStoryState } from './notifications.story-data';
import { notificationHref } from '../../routes/shell/notification-links';
import { Sidebar, type SidebarMode } from './sidebar';

interface PreviewProps {
  layout: 'vertical' | 'horizontal';
  mode: SidebarMode;
  headerColor: HeaderColor;
  menuDark: boolean;
  dark: boolean;
  boxed: boolean;
  offline: boolean;
}

/** The whole main layout from its parts, as the connect layer puts it together. */
function ShellPreview({ layout, mode, headerColor, menuDark, dark, boxed, offline }: PreviewProps) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(mode === 'collapsed');
  const groups = navGroups(t);
  const horizontal = layout === 'horizontal';
  const current: SidebarMode = mode === 'offCanvas' ? mode : collapsed ? 'collapsed' : 'expanded';
  const navigate = fn();
  return (
    <AppShell
      dark={dark}
      boxed={boxed}
      sidebar={
        horizontal ? undefined : (
          <Sidebar
            groups={groups}
            activeId="patient"
            mode={current}
            open={open}
            onClose={() => setOpen(false)}
            dark={menuDark}
            onNavigate={navigate}
          />
        )
      }
      header={
        <Header
          color={HEADER_COLORS[headerColor]}
          sidebarToggle={
            horizontal
              ? undefined
              : current === 'offCanvas'
                ? open
                  ? 'close'
                  : 'open'
                : current === 'collapsed'
                  ? 'expand'
                  : 'collapse'
          }
          onToggleSidebar={() =>
            current === 'offCanvas' ? setOpen(!open) : setCollapsed(!collapsed)
          }
          showBrand={horizontal || current === 'offCanvas'}
          search={<PageSearchBox pages={searchablePages(t)} onNavigate={navigate} />}
          actions={
            <>
              <LanguageMenu locale={locale} onLocaleChange={fn()} />
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
                onNavigate={navigate}
                onOpenSettings={fn()}
              />
            </>
          }
        />
      }
      topNav={
        horizontal ? (
          <HorizontalNav groups={groups} activeId="patient" dark={menuDark} onNavigate={navigate} />
        ) : undefined
      }
      breadcrumbs={<Breadcrumbs trail={breadcrumbTrail('patient', t)} onNavigate={navigate} />}
      overlay={
        offline ? (
          <StatusPage
            icon={WifiOff}
            title={t('status.offline.title')}
            body={t('status.offline.body')}
            note={t('status.offline.kept')}
            live
          />
        ) : undefined
      }
    >
      <PagePlaceholder
        title={t('pages.patient.title')}
        description={t('pages.patient.description')}
      />
    </AppShell>
  );
}

const meta = {
  title: 'Shell/Main layout',
  component: ShellPreview,
  args: {
    layout: 'vertical',
    mode: 'expanded',
    headerColor: 'blue',
    menuDark: false,
    dark: false,
    boxed: false,
    offline: false,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    mode: { control: 'inline-radio', options: ['expanded', 'collapsed', 'offCanvas'] },
    headerColor: { control: 'select', options: Object.keys(HEADER_COLORS) },
  },
} satisfies Meta<typeof ShellPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('banner')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible(),
    );
    await expect(canvas.getByRole('main')).toHaveAccessibleName('Page content');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

export const SidebarCollapsed: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveAttribute('data-mode', 'collapsed');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(canvas.getByRole('complementary')).toHaveAttribute('data-mode', 'expanded');
  },
};

export const SidebarOffCanvas: Story = {
  args: { mode: 'offCanvas' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Boxed: Story = {
  args: { boxed: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-boxed]')).not.toBeNull();
  },
};

export const MenuDark: Story = {
  args: { menuDark: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveClass('dark');
  },
};

export const DarkLayout: Story = {
  args: { menuDark: true, dark: true, headerColor: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.dark')).not.toBeNull();
  },
};

export const HeaderGreen: Story = {
  args: { headerColor: 'green' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('banner')).backgroundColor).toBe(
      'rgb(21, 128, 61)',
    );
  },
};

export const HeaderPink: Story = {
  args: { headerColor: 'pink' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('banner')).backgroundColor).toBe(
      'rgb(190, 24, 93)',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary');
    await expect(aside.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('main').getBoundingClientRect().left,
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Patients');
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toHaveTextContent(
      'Bienvenue',
    );
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pacienți');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('患者');
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toHaveTextContent('欢迎');
  },
};

/** Offline: the notice covers the content region; the page under it stays mounted. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
    await waitFor(() => expect(canvas.getByText(/What you have typed is kept/)).toBeVisible());
    await expect(canvas.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible(),
    );
  },
};
