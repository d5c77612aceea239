import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blankAnswers } from '../../../common/scoring/instruments';
import { phq9Totalling } from './intake-story-data';
import { QuestionnaireSection } from './questionnaire-section';

const meta = {
  title: 'Intake/Questionnaire',
  component: QuestionnaireSection,
  args: { instrument: 'phq9', answers: phq9Totalling(12), onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof QuestionnaireSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const bandStory = (total: number, band: string, label: string): Story => ({
  args: { answers: phq9Totalling(total) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Total ${total} of 27`);
    const badge = canvas.getByText(label);
    await expect(badge).toHaveAttribute('data-band', band);
  },
});

export const Minimal = bandStory(3, 'minimal', 'Minimal');
export const Mild = bandStory(7, 'mild', 'Mild');
export const Moderate = bandStory(12, 'moderate', 'Moderate');
export const ModeratelySevere = bandStory(17, 'moderately-severe', 'Moderately severe');
export const Severe = bandStory(24, 'severe', 'Severe');

export const Incomplete: Story = {
  args: { answers: [1, 1, 2, 0, 0, 1, 1, null, null] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '7 of 9 answered — no total until complete',
    );
    await expect(canvas.queryByText(/^Total/)).toBeNull();
    const item8 = canvas.getByRole('group', { name: /^8\. / });
    await userEvent.click(within(item8).getByRole('radio', { name: 'Several days (1)' }));
    await expect(args.onChange).toHaveBeenCalledWith([1, 1, 2, 0, 0, 1, 1, 1, null]);
  },
};

export const GadSevere: Story = {
  args: { instrument: 'gad7', answers: [3, 3, 3, 2, 2, 2, 2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'GAD-7 (anxiety)' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Total 17 of 21');
    await expect(canvas.getByText('Severe')).toBeVisible();
  },
};

export const Unanswered: Story = {
  args: { answers: blankAnswers('phq9') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 9 answered');
    await expect(canvas.queryByText(/English original/)).toBeNull();
  },
};

export const FrenchShowsTheEnglishOriginal: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/présentés dans leur version originale anglaise/)).toBeVisible();
    await expect(
      canvas.getByText(/Little interest or pleasure/).closest('[lang="en"]'),
    ).not.toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Total 12 of 27');
  },
};
