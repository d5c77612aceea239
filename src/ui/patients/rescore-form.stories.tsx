import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RescoreForm } from './rescore-form';

const meta = {
  title: 'Patients/Chart/Re-score form',
  component: RescoreForm,
  args: { onSubmit: fn(), pending: false, failure: null, recordedCount: 0 },
} satisfies Meta<typeof RescoreForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answers item `item` (1-based) of the form with the answer labelled `label`. */
async function answer(canvas: HTMLElement, item: number, label: string) {
  const group = within(canvas).getByRole('group', { name: new RegExp(`^${item}\\. `) });
  await userEvent.click(within(group).getByRole('radio', { name: label }));
}

export const ScoresLiveAndSubmitsACompleteGad7: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Instrument'), 'gad7');
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 7 items answered');
    const submit = canvas.getByRole('button', { name: 'Record the score' });
    await expect(submit).toBeDisabled();
    for (let item = 1; item <= 6; item += 1) await answer(canvasElement, item, 'Several days');
    await expect(canvas.getByRole('status')).toHaveTextContent('6 of 7 items answered');
    await expect(submit).toBeDisabled();
    await answer(canvasElement, 7, 'Nearly every day');
    await expect(canvas.getByRole('status')).toHaveTextContent('Score: 9 (Mild)');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      instrument: 'gad7',
      answers: [1, 1, 1, 1, 1, 1, 3],
    });
  },
};

export const Phq9ItemsInEnglish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: /^\d\. / })).toHaveLength(9);
    await expect(canvas.getByText(/Thoughts that you would be better off dead/)).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Recording the score/ })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { failure: 'Answer every item.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The score could not be recorded: Answer every item.',
    );
  },
};

export const Recorded: Story = {
  args: { recordedCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The score is recorded.')).toBeVisible();
  },
};

export const FrenchRightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/version originale anglaise/)).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: 'Not at all' })).toHaveLength(9);
  },
};
