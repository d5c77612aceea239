import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  emptyIntakeContent,
  type MentalStatusExam,
} from '../../../common/contracts/intake.contract';
import { allWithinNormalLimits, MseSection, type MseSectionProps } from './mse-section';

const blank = emptyIntakeContent().mse;

/** The section holding its own value, as the form does, so a story can click through it. */
function Controlled(props: MseSectionProps) {
  const [value, setValue] = useState<MentalStatusExam>(props.value);
  return (
    <MseSection
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onBlur={props.onBlur}
    />
  );
}

const meta = {
  title: 'Intake/Mental status exam',
  component: MseSection,
  args: { value: blank, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof MseSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'All within normal limits' }));
    await expect(args.onChange).toHaveBeenCalledWith(allWithinNormalLimits(blank));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tangential' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...blank,
      thoughtProcess: ['tangential'],
    });
  },
};

/** Mood both depressed and anxious; "euthymic" (within normal limits) then stands alone. */
export const SeveralChoices: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    const mood = canvas.getByRole('group', { name: 'Mood' });
    await expect(mood).toHaveAccessibleDescription('Choose all that apply');
    await userEvent.click(within(mood).getByRole('checkbox', { name: 'Depressed' }));
    await userEvent.click(within(mood).getByRole('checkbox', { name: 'Anxious' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...blank,
      mood: ['depressed', 'anxious'],
    });
    await expect(within(mood).getAllByRole('checkbox', { checked: true })).toHaveLength(2);

    await userEvent.click(within(mood).getByRole('checkbox', { name: 'Euthymic' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...blank, mood: ['euthymic'] });
    await expect(within(mood).getByRole('checkbox', { name: 'Depressed' })).not.toBeChecked();
    await expect(within(mood).getByRole('checkbox', { name: 'Anxious' })).not.toBeChecked();

    await userEvent.click(within(mood).getByRole('checkbox', { name: 'Irritable' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...blank, mood: ['irritable'] });
    await expect(within(mood).getByRole('checkbox', { name: 'Euthymic' })).not.toBeChecked();
  },
};

/** Perception with two kinds of hallucination, chosen from the keyboard. */
export const ByKeyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    const perception = canvas.getByRole('group', { name: 'Perception' });
    within(perception).getByRole('checkbox', { name: 'Auditory hallucinations' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(
      within(perception).getByRole('checkbox', { name: 'Visual hallucinations' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...blank,
      perception: ['auditory-hallucinations', 'visual-hallucinations'],
    });
  },
};

/** Insight and judgement are graded: one choice, a new one replacing the last. */
export const InsightOneGrade: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    const insight = canvas.getByRole('group', { name: 'Insight' });
    await expect(within(insight).queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(within(insight).getByRole('radio', { name: 'Good' }));
    await userEvent.click(within(insight).getByRole('radio', { name: 'Poor' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...blank, insight: 'poor' });
    await expect(within(insight).getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

export const AllNormal: Story = {
  args: { value: allWithinNormalLimits(blank) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(9);
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(2);
    await expect(canvas.getByRole('checkbox', { name: 'No disturbance' })).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: {
    value: { ...allWithinNormalLimits(blank), mood: ['depressed', 'anxious'], notes: 'Fidgety.' },
  },
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '焦虑' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '抑郁' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: '心境' })).toHaveAccessibleDescription(
      '选择所有适用项',
    );
  },
};
