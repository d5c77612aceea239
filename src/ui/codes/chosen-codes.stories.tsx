import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChosenCodes } from './chosen-codes';

const labels = {
  none: 'No diagnosis yet.',
  list: 'Chosen diagnoses',
  removeShort: 'Remove',
  remove: (code: string) => `Remove ${code}`,
};

const meta = {
  title: 'Clinical codes/Chosen codes',
  component: ChosenCodes,
  args: {
    codes: [
      { code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' },
      { code: 'F41.1', text: 'Generalized anxiety disorder' },
    ],
    labels,
    onRemove: fn(),
  },
} satisfies Meta<typeof ChosenCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each code with its title; its button, named with the code, removes that one. */
export const TwoChosen: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Chosen diagnoses' });
    await expect(list).toHaveTextContent('F41.1Generalized anxiety disorder');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove F41.1' }));
    await expect(args.onRemove).toHaveBeenCalledWith('F41.1');
  },
};

/** Nothing chosen yet: a quiet line instead of an empty list. */
export const NoneChosen: Story = {
  args: { codes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No diagnosis yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove F32.1' })).toBeVisible();
  },
};
