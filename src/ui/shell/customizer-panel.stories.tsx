import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Theme } from '@chakra-ui/react';
import { expect, fn } from 'storybook/test';
import { LAYOUT_DEFAULTS } from '../../config/layout-settings';
import { CustomizerPanel, type CustomizerValues } from './customizer-panel';

const defaults: CustomizerValues = {
  layout: LAYOUT_DEFAULTS.layout,
  layoutType: LAYOUT_DEFAULTS.layoutType,
  headerBackColor: LAYOUT_DEFAULTS.headerBackColor,
  rtlLayout: LAYOUT_DEFAULTS.rtlLayout,
  headerFixedLayout: LAYOUT_DEFAULTS.headerFixedLayout,
  navFixedLayout: LAYOUT_DEFAULTS.navFixedLayout,
  boxLayout: LAYOUT_DEFAULTS.boxLayout,
};

const meta = {
  title: 'Customizer/Panel',
  component: CustomizerPanel,
  decorators: [
    (Story) => (
      <Box maxW="sm" p="4">
        <Story />
      </Box>
    ),
  ],
  args: {
    values: defaults,
    onLayoutChange: fn(),
    onLayoutTypeChange: fn(),
    onHeaderColorChange: fn(),
    onToggle: fn(),
  },
} satisfies Meta<typeof CustomizerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Vertical (side menu)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Light menu' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await expect(canvas.getAllByRole('radio', { checked: false })).toHaveLength(1 + 2 + 11);
    await expect(canvas.getByRole('checkbox', { name: 'Fixed header' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Fixed sidebar' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Right-to-left' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Boxed layout' })).not.toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { values: { ...defaults, layout: 'horizontal' } },
  play: async ({ canvas, args, userEvent }) => {
    const choice = canvas.getByRole('radiogroup', { name: 'Menu layout' });
    await expect(choice).toHaveAccessibleDescription(
      'On narrow screens the menu is always at the side.',
    );
    await expect(canvas.getByRole('radio', { name: 'Horizontal (top menu)' })).toBeChecked();
    await userEvent.click(canvas.getByText('Vertical (side menu)'));
    await expect(args.onLayoutChange).toHaveBeenCalledWith('vertical');
  },
};

export const MenuDark: Story = {
  args: { values: { ...defaults, layoutType: 'menu-dark' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark menu' })).toBeChecked();
  },
};

export const Dark: Story = {
  args: { values: { ...defaults, layoutType: 'dark', headerBackColor: 'dark' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

/** The panel as it looks once the dark layout type darkens the page. */
export const OnDarkPage: Story = {
  args: { values: { ...defaults, layoutType: 'dark', headerBackColor: 'dark' } },
  decorators: [
    (Story) => (
      <Theme appearance="dark" p="4">
        <Story />
      </Theme>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.querySelector('.dark');
    const [r = 255, g = 255, b = 255] =
      (page ? getComputedStyle(page).backgroundColor : '').match(/\d+/g)?.map(Number) ?? [];
    await expect(r + g + b).toBeLessThan(3 * 64);
    await expect(canvas.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
  },
};

export const SelectedColour: Story = {
  args: { values: { ...defaults, headerBackColor: 'purple' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await userEvent.click(canvas.getByText('Teal'));
    await expect(args.onHeaderColorChange).toHaveBeenCalledWith('teal');
  },
};

export const ChoosingALayoutType: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText('Dark menu'));
    await expect(args.onLayoutTypeChange).toHaveBeenCalledWith('menu-dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to defaults' }));
    await expect(args.onLayoutTypeChange).toHaveBeenLastCalledWith('reset');
  },
};

export const Switches: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Right-to-left' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Boxed layout' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fixed header' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fixed sidebar' }));
    await expect(args.onToggle).toHaveBeenNthCalledWith(1, 'rtlLayout');
    await expect(args.onToggle).toHaveBeenNthCalledWith(2, 'boxLayout');
    await expect(args.onToggle).toHaveBeenNthCalledWith(3, 'headerFixedLayout');
    await expect(args.onToggle).toHaveBeenNthCalledWith(4, 'navFixedLayout');
  },
};

export const RightToLeft: Story = {
  args: { values: { ...defaults, rtlLayout: true } },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Right-to-left' })).toBeChecked();
    await expect(
      canvas.getByRole('radiogroup', { name: 'Header colour' }).closest('[dir]'),
    ).toHaveAttribute('dir', 'rtl');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Couleur de l’en-tête' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Bleu' })).toBeChecked();
  },
};

/** A stateful harness: the keyboard moves through the colours and the panel follows. */
export const KeyboardColourChoice: Story = {
  render: (args) => {
    const [values, setValues] = useState(args.values);
    return (
      <CustomizerPanel
        {...args}
        values={values}
        onHeaderColorChange={(color) => {
          args.onHeaderColorChange(color);
          setValues((current) => ({ ...current, headerBackColor: color }));
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('radio', { name: 'Blue' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onHeaderColorChange).toHaveBeenCalledWith('red');
    await expect(canvas.getByRole('radio', { name: 'Red' })).toBeChecked();
  },
};
