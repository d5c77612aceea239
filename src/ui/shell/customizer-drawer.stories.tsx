import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { LAYOUT_DEFAULTS } from '../../config/layout-settings';
import { CustomizerDrawer } from './customizer-drawer';

const meta = {
  title: 'Customizer/Drawer',
  component: CustomizerDrawer,
  args: {
    open: true,
    onOpenChange: fn(),
    values: {
      layout: LAYOUT_DEFAULTS.layout,
      layoutType: LAYOUT_DEFAULTS.layoutType,
      headerBackColor: LAYOUT_DEFAULTS.headerBackColor,
      rtlLayout: LAYOUT_DEFAULTS.rtlLayout,
      headerFixedLayout: LAYOUT_DEFAULTS.headerFixedLayout,
      navFixedLayout: LAYOUT_DEFAULTS.navFixedLayout,
      boxLayout: LAYOUT_DEFAULTS.boxLayout,
    },
    onLayoutChange: fn(),
    onLayoutTypeChange: fn(),
    onHeaderColorChange: fn(),
    onToggle: fn(),
  },
} satisfies Meta<typeof CustomizerDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    // Asked again until it holds: the drawer's first element may be replaced while it slides in.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Customize layout' })).toBeVisible(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close layout settings' }));
    // The drawer may still be sliding in; its close callback follows the animation frame.
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Customize layout' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
