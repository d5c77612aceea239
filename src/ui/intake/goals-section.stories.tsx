import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GoalsSection } from './goals-section';
import { storyContent } from './intake-story-data';

const meta = {
  title: 'Intake/Goals',
  component: GoalsSection,
  args: { value: [], onChange: fn() },
} satisfies Meta<typeof GoalsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No goal added.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New goal'), 'Sleep before midnight{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['Sleep before midnight']);
  },
};

export const WithGoals: Story = {
  args: { value: storyContent().goals },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove goal 1' }));
    await expect(args.onChange).toHaveBeenCalledWith([storyContent().goals[1]]);
  },
};

export const RightToLeft: Story = {
  args: { value: storyContent().goals },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Return to a regular sleep schedule')).toBeVisible();
  },
};
