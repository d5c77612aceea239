import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  args: { trail: [{ label: 'Welcome' }, { label: 'Patients' }], onNavigate: fn() },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MenuPage: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toHaveTextContent('WelcomePatients');
    await expect(canvas.getByText('Patients')).toHaveAttribute('aria-current', 'page');
    // A printed record carries no navigation (issue 30): the theme hides [data-no-print].
    await expect(nav).toHaveAttribute('data-no-print');
  },
};

export const PageOutsideTheMenu: Story = {
  args: {
    trail: [
      { label: 'Home', href: '/app/panels/hospital/organization' },
      { label: 'Speech entry' },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/organization');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await MenuPage.play!(context);
    // The separator points the way the trail reads: turned round once, not turned and flipped back.
    const separator = context.canvasElement.querySelector('[aria-hidden="true"]')!;
    const style = getComputedStyle(separator);
    await expect(style.rotate).toBe('180deg');
    await expect(style.transform).toBe('none');
  },
};
