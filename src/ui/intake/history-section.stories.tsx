import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emptyIntakeContent } from '../../../common/contracts/intake.contract';
import { HistorySection } from './history-section';
import { storyContent } from './intake-story-data';

const meta = {
  title: 'Intake/History',
  component: HistorySection,
  args: { value: emptyIntakeContent().history, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof HistorySection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    for (const label of [
      'Psychiatric history',
      'Medical history',
      'Substance use',
      'Family history',
      'Social history',
    ]) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await userEvent.type(canvas.getByLabelText('Substance use'), 'N');
    await expect(args.onChange).toHaveBeenCalledWith({
      ...emptyIntakeContent().history,
      substanceUse: 'N',
    });
  },
};

export const LongHistory: Story = {
  args: {
    value: { ...storyContent().history, medical: 'Hypothyroidism since 2015. '.repeat(40).trim() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Medical history')).toHaveValue(
      'Hypothyroidism since 2015. '.repeat(40).trim(),
    );
  },
};

export const RightToLeft: Story = {
  args: { value: storyContent().history },
  globals: { direction: 'rtl', locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Antécédents psychiatriques')).toBeVisible();
  },
};
