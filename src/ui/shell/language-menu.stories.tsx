import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { LanguageMenu } from './language-menu';

const meta = {
  title: 'Shell/Header/Language menu',
  component: LanguageMenu,
  args: { locale: 'en', onLocaleChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 260, background: '#1d4ed8' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
  },
};

/** Each language is named in its own language and marked with its `lang`. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const items = await screen.findAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'Français',
      'Română',
      '中文',
    ]);
    await expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'fr', 'ro', 'zh']);
    await expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ChoosingSendsTheLocale: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Română' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ro');
  },
};

export const InFrench: Story = {
  args: { locale: 'fr' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Langue : Français' })).toBeVisible();
  },
};

export const InRomanian: Story = {
  args: { locale: 'ro' },
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Limba: Română' })).toBeVisible();
  },
};

export const InChinese: Story = {
  args: { locale: 'zh' },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '语言：中文' })).toBeVisible();
  },
};
