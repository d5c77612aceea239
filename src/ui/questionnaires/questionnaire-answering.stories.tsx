import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuestionnaireAnswering } from './questionnaire-answering';

const LINES = {
  clinicLine: 'Harbour Clinic on call: +44 20 7946 0000 (9:00–21:00)',
  nationalLine: 'Samaritans: 116 123 (24 hours)',
};
const ITEM9_ONE = [1, 1, 0, 1, 0, 0, 1, 0, 1] as const;

const meta = {
  title: 'Questionnaires/Answering',
  component: QuestionnaireAnswering,
  args: { questionnaire: 'phq9', crisisLines: LINES, status: { kind: 'idle' }, onSubmit: fn() },
} satisfies Meta<typeof QuestionnaireAnswering>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first item: its published wording, four answers, the progress; no Back yet. */
export const FirstItem: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Little interest or pleasure in doing things' }),
    ).toHaveFocus();
    await expect(canvas.getByText('Question 1 of 9')).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** Choosing moves on; Back returns with the answer kept and marked. */
export const Progress: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Several days' }));
    await expect(canvas.getByText('Question 2 of 9')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('button', { name: 'Several days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The whole form from the keyboard: Tab to an answer, Enter chooses it. */
export const Keyboard: Story = {
  args: { questionnaire: 'gad7' },
  play: async ({ canvas }) => {
    for (let item = 0; item < 7; item += 1) {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    }
    await expect(canvas.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
    await expect(canvas.getAllByText('Not at all')).toHaveLength(7);
  },
};

export const Review: Story = {
  args: { initialAnswers: [0, 1, 2, 3, 0, 1, 2, 3, 0] },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change answer 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Nearly every day' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send my answers' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([0, 3, 2, 3, 0, 1, 2, 3, 0]);
  },
};

/** Item 9 above 0: the crisis resources at once, before anything is sent. */
export const CrisisResourcesAtOnce: Story = {
  args: { initialAnswers: [...ITEM9_ONE] },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(LINES.clinicLine);
    await expect(alert).toHaveTextContent(LINES.nationalLine);
    await expect(alert).toHaveTextContent(/call your local emergency number/);
  },
};

/** A clinic that set no line: only the default text, never a made-up number. */
export const CrisisResourcesUnsetClinic: Story = {
  args: { initialAnswers: [...ITEM9_ONE], crisisLines: null },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).not.toHaveTextContent(/Your clinic:/);
    await expect(alert).toHaveTextContent(/call your local emergency number/);
  },
};

export const Sending: Story = {
  args: { initialAnswers: [0, 0, 0, 0, 0, 0, 0, 0, 0], status: { kind: 'sending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

export const Submitted: Story = {
  args: {
    status: { kind: 'sent', result: { responseId: 'r1', score: null, crisis: null } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Thank you: your answers are sent')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SubmittedWithCrisisResources: Story = {
  args: {
    status: {
      kind: 'sent',
      result: { responseId: 'r1', score: { total: 5, band: 'mild' }, crisis: LINES },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LINES.nationalLine);
    await expect(canvas.getByText('Thank you: your answers are sent')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    initialAnswers: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    status: { kind: 'failed', detail: 'This questionnaire is already answered for this occasion.' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/already answered/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
};

export const PhoneRightToLeft: Story = {
  args: { initialAnswers: [...ITEM9_ONE] },
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl' },
};
