import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emptyIntakeContent } from '../../../common/contracts/intake.contract';
import { allWithinNormalLimits, MseSection } from './mse-section';

const blank = emptyIntakeContent().mse;

const meta = {
  title: 'Intake/Mental status exam',
  component: MseSection,
  args: { value: blank, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof MseSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'All within normal limits' }));
    await expect(args.onChange).toHaveBeenCalledWith(allWithinNormalLimits(blank));
    await userEvent.click(canvas.getByRole('radio', { name: 'Tangential' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...blank,
      thoughtProcess: 'tangential',
    });
  },
};

export const AllNormal: Story = {
  args: { value: allWithinNormalLimits(blank) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(11);
    await expect(canvas.getByRole('radio', { name: 'No disturbance' })).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: { value: { ...allWithinNormalLimits(blank), mood: 'anxious', notes: 'Fidgety.' } },
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '焦虑' })).toBeChecked();
  },
};
