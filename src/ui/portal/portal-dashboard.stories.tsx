import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PortalDashboard } from './portal-dashboard';

const me = {
  patient: { id: 'p1', name: 'Maria Ionescu', email: 'maria@example.test' },
  clinic: { name: 'Praxis Demo Clinic', timeZone: 'Europe/Bucharest' },
};

const meta = {
  title: 'Portal/Dashboard',
  component: PortalDashboard,
  args: { state: { status: 'ready', me }, onRetry: fn() },
  globals: { viewport: { value: 'mobile2' } },
} satisfies Meta<typeof PortalDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The patient is greeted by name, with their clinic; the features' sections come below. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hello, Maria Ionescu' }),
    ).toBeVisible();
    await expect(canvas.getByText('Your portal at Praxis Demo Clinic')).toBeVisible();
    await expect(canvas.getByText(/will appear here/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your area' })).toBeVisible();
    await expect(canvas.getByText('Loading your details…')).toBeVisible();
  },
};

/** A failed read says so and offers to try again. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your details could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bonjour, Maria Ionescu' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvasElement.closest('[dir="rtl"]') ?? document.querySelector('[dir="rtl"]'),
    ).not.toBeNull();
    await expect(canvas.getByText('Votre espace chez Praxis Demo Clinic')).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bună ziua, Maria Ionescu' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { state: { status: 'failed' } },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
