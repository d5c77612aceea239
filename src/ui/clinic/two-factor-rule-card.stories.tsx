import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyClinic } from './clinic-story-data';
import { TwoFactorRuleCard } from './two-factor-rule-card';

const meta = {
  title: 'Clinic/Two-factor rule',
  component: TwoFactorRuleCard,
  args: { settings: storyClinic.settings, editable: true, onSave: fn() },
} satisfies Meta<typeof TwoFactorRuleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerSwitchesItOn: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(/Members without it set it up at their next sign-in/),
    ).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Require two-factor sign-in for every member'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ settings: { twoFactorRequired: true } });
  },
};

export const Saved: Story = {
  args: { settings: { ...storyClinic.settings, twoFactorRequired: true }, saved: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('Require two-factor sign-in for every member'),
    ).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('The two-factor rule is saved.');
  },
};

export const ReadOnly: Story = {
  args: { editable: false, settings: { ...storyClinic.settings, twoFactorRequired: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every member must sign in with two-factor.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('要求每位成员使用两步登录')).toBeVisible();
  },
};
