import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading } from './page-loading';

const meta = { title: 'Shell/Page loading', component: PageLoading } satisfies Meta<
  typeof PageLoading
>;
export default meta;

export const Loading: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};
