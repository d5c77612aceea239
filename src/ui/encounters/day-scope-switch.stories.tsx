import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DayScopeSwitch } from './day-scope-switch';

const meta = {
  title: 'Sessions/Day scope switch',
  component: DayScopeSwitch,
  args: { scope: 'mine', onScope: fn() },
} satisfies Meta<typeof DayScopeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner who is also a clinician starts on their own day and may ask for the clinic's. */
export const MyDayChosen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Whose day' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'My day' })).toBeChecked();
    await userEvent.click(canvas.getByText('The whole clinic'));
    await expect(args.onScope).toHaveBeenCalledWith('clinic');
  },
};

export const WholeClinicChosen: Story = {
  args: { scope: 'clinic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'The whole clinic' })).toBeChecked();
  },
};
