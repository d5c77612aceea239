import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading } from './page-loading';

const meta = { title: 'Shell/Progress/Page loading', component: PageLoading } satisfies Meta<
  typeof PageLoading
>;
export default meta;

/** What shows while a page module loads: starts at the 0.08 minimum and trickles forward. */
export const Loading: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading…' });
    await expect(bar).toBeInTheDocument();
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
  },
};
