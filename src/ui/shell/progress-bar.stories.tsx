import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PROGRESS_BAR } from '../../config/constants';
import { progressAt } from './progress';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Shell/Progress/Progress bar',
  component: ProgressBar,
  args: { value: PROGRESS_BAR.minimum },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectPercent = (canvas: { getByRole: (role: 'progressbar') => HTMLElement }, n: number) =>
  expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(n));

export const JustStarted: Story = {
  play: async ({ canvas }) => expectPercent(canvas, 8),
};

export const AfterTwoSeconds: Story = {
  args: { value: progressAt(2_000) },
  play: async ({ canvas }) => expectPercent(canvas, 28),
};

export const Halfway: Story = {
  args: { value: 0.5 },
  play: async ({ canvas }) => expectPercent(canvas, 50),
};

/** However long the wait, the bar never claims to be done. */
export const AtMaximum: Story = {
  args: { value: PROGRESS_BAR.maximum },
  play: async ({ canvas }) => expectPercent(canvas, 99),
};

export const RightToLeft: Story = {
  args: { value: 0.5 },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const indicator = bar.firstElementChild as HTMLElement;
    // The fill starts at the inline start, which is the right edge in right-to-left.
    await expect(indicator.getBoundingClientRect().right).toBeCloseTo(
      bar.getBoundingClientRect().right,
      0,
    );
  },
};
