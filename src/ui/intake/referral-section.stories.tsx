import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emptyIntakeContent } from '../../../common/contracts/intake.contract';
import { storyContent } from './intake-story-data';
import { ReferralSection } from './referral-section';

const meta = {
  title: 'Intake/Referral',
  component: ReferralSection,
  args: { value: emptyIntakeContent().referral, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof ReferralSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Reason for referral'), 'G');
    await expect(args.onChange).toHaveBeenCalledWith({ reason: 'G', presentingProblem: '' });
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { value: storyContent().referral },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Presenting problem')).toHaveValue(
      storyContent().referral.presentingProblem,
    );
  },
};

export const RightToLeft: Story = {
  args: { value: storyContent().referral },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Referral and presenting problem' }),
    ).toBeVisible();
  },
};
