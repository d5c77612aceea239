import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadFailedAlert } from './load-failed-alert';

const meta = {
  title: 'Shell/Load failed alert',
  component: LoadFailedAlert,
} satisfies Meta<typeof LoadFailedAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A menu or drawer fetched on demand could not be loaded: said at once, with what to do. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This part of Praxis could not be loaded');
    await expect(alert).toHaveTextContent('Your work on this page is kept.');
  },
};
