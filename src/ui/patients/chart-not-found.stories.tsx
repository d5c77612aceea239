import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChartNotFound } from './chart-not-found';

/** The chart's answer to a link that names no patient. */
const meta = {
  title: 'Patients/Chart/Not found',
  component: ChartNotFound,
  args: { onNavigate: fn() },
} satisfies Meta<typeof ChartNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No such patient' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the patient list' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/patient');
  },
};

export const NotFoundChinese: Story = {
  globals: { locale: 'zh' },
  args: { onNavigate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '找不到该患者' })).toBeVisible();
  },
};
