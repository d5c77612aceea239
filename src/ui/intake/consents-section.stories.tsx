import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConsentsSection } from './consents-section';

const meta = {
  title: 'Intake/Consents',
  component: ConsentsSection,
  args: { value: ['treatment'], onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof ConsentsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SomeGiven: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Treatment' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Release of information' }));
    await expect(args.onChange).toHaveBeenCalledWith(['treatment', 'release-of-information']);
  },
};

/** The portal's consent is recorded by the portal invitation only: it is not offered here. */
export const NoPortalConsentByHand: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.queryByRole('checkbox', { name: 'Use of the patient portal' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '治疗' })).toBeChecked();
  },
};
