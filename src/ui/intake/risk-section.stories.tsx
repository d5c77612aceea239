import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emptyIntakeContent } from '../../../common/contracts/intake.contract';
import { storyContent } from './intake-story-data';
import { RiskSection } from './risk-section';

const blank = emptyIntakeContent().risk;

const meta = {
  title: 'Intake/Risk assessment',
  component: RiskSection,
  args: { value: blank, onChange: fn(), onBlur: fn(), required: false },
} satisfies Meta<typeof RiskSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvas, args }) => {
    const suicidal = canvas.getByRole('group', { name: 'Suicidal ideation' });
    await userEvent.click(suicidal.querySelector('input[value="passive"]')!);
    await expect(args.onChange).toHaveBeenCalledWith({ ...blank, suicidalIdeation: 'passive' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Plan' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...blank, plan: true });
  },
};

export const NeededToSign: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Risk level (needed to sign)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Rationale/ })).toBeRequired();
  },
};

export const Assessed: Story = {
  args: { value: storyContent().risk },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Moderate' })).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: { value: storyContent().risk, required: true },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Moderate' })).toBeChecked();
  },
};
