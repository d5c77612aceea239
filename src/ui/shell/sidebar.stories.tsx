import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { loadSidebarDrawer, Sidebar } from './sidebar';
import { loadNavTooltip } from './sidebar-nav';
import { englishTranslator } from '../../i18n/i18n';
import { navGroups } from '../../routes/shell/panel-menu';

const storyGroups = navGroups(englishTranslator);

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: { groups: storyGroups, activeId: 'patient', mode: 'expanded', onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(canvas.getByText('Welcome')).toBeVisible());
    await expect(nav.querySelectorAll('a')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Literature search' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/searchliterature');
    await userEvent.click(canvas.getByRole('link', { name: 'Knowledge search' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/searchknowledge');
  },
};

/**
 * The chosen item keeps the width of its label: "Practitioner dashboard" stays on one line when
 * chosen, marked by its background and a bar rather than a bolder weight.
 */
export const ChosenItemKeepsItsLine: Story = {
  args: { activeId: 'practitionerdashboard' },
  play: async ({ canvas }) => {
    const chosen = canvas.getByRole('link', { name: 'Practitioner dashboard' });
    const other = canvas.getByRole('link', { name: 'Organization' });
    await expect(chosen).toHaveAttribute('aria-current', 'page');
    await expect(chosen.getBoundingClientRect().height).toBe(other.getBoundingClientRect().height);
    await expect(getComputedStyle(chosen).fontWeight).toBe(getComputedStyle(other).fontWeight);
    await expect(getComputedStyle(chosen, '::before').content).not.toBe('none');
  },
};

/** Icons only (992–1024 px, or chosen): labels stay the links' names and show as tooltips. */
export const Collapsed: Story = {
  args: { mode: 'collapsed' },
  // The tooltips' module is fetched once the menu collapses; here it is in before the first render.
  loaders: [loadNavTooltip],
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Organization' });
    await expect(canvas.getByRole('complementary').getBoundingClientRect().width).toBeLessThan(100);
    await userEvent.hover(link);
    const tooltip = await screen.findByRole('tooltip', { name: 'Organization' });
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const OffCanvasOpen: Story = {
  args: { mode: 'offCanvas', open: true, onClose: fn() },
  // The drawer's module is fetched when it first opens; here it is in before the first render.
  loaders: [loadSidebarDrawer],
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const OffCanvasClosed: Story = {
  args: { mode: 'offCanvas', open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const MenuDark: Story = {
  args: { dark: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveClass('dark');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary');
    // The border sits at the inline end: the left edge in right-to-left.
    await expect(getComputedStyle(aside).borderLeftWidth).toBe('1px');
  },
};

export const InRomanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Meniul principal' })).toBeVisible(),
    );
  },
};
