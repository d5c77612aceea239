import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HorizontalNav } from './horizontal-nav';
import { englishTranslator } from '../../i18n/i18n';
import { navGroups } from '../../routes/shell/panel-menu';

const storyGroups = navGroups(englishTranslator);

const meta = {
  title: 'Shell/Horizontal menu',
  component: HorizontalNav,
  args: { groups: storyGroups, activeId: 'organization', onNavigate: fn() },
} satisfies Meta<typeof HorizontalNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Organization' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Patients' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/patient');
  },
};

export const Dark: Story = {
  args: { dark: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveClass('dark');
  },
};
