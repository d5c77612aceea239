import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IntakeSummary } from './intake-summary';
import { storyContent, storySignedIntake } from './intake-story-data';

const meta = {
  title: 'Intake/Signed summary',
  component: IntakeSummary,
  args: { intake: storySignedIntake, timeZone: 'Europe/Bucharest' },
} satisfies Meta<typeof IntakeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Signed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signed intake' })).toBeVisible();
    await expect(
      canvas.getByText(/Signed by Dana Demo, PsyD, licence DEMO-0001, clinician, on Nov 24, 2026/),
    ).toBeVisible();
    await expect(canvas.getByText(/^SHA-256 9f2c1a7b/)).toBeVisible();
    await expect(canvas.getByText('Total 14')).toBeVisible();
    await expect(
      canvas.getByText('Safety alert raised (PHQ-9 item 9) and acknowledged.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('F32.1 Major depressive disorder, single episode, moderate'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Several choices in a domain read as one list, joined the reader's way. */
export const SeveralExamChoices: Story = {
  play: async ({ canvas }) => {
    const exam = canvas.getByRole('region', { name: 'Mental status exam' });
    await expect(exam).toHaveTextContent('MoodDepressed and Anxious');
    await expect(exam).toHaveTextContent('SpeechSlowed and Soft');
    await expect(exam).toHaveTextContent('InsightNot recorded');
  },
};

export const SeveralExamChoicesInChinese: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    const exam = canvas.getByRole('region', { name: '精神状态检查' });
    await expect(exam).toHaveTextContent('心境抑郁和焦虑');
  },
};

export const IncompleteScores: Story = {
  args: {
    intake: {
      ...storySignedIntake,
      content: storyContent({
        phq9: [1, 1, null, null, null, null, null, null, null],
        goals: [],
        diagnoses: [],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Incomplete, not scored')).toBeVisible();
    await expect(canvas.getByText('No goal added.')).toBeVisible();
  },
};

export const EnteredInError: Story = {
  args: {
    intake: {
      ...storySignedIntake,
      status: 'entered-in-error',
      enteredInError: { reason: 'Wrong patient', at: '2026-11-24T11:00:00Z', byName: 'Dana Demo' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Intake entered in error' })).toBeVisible();
    await expect(
      canvas.getByText('This intake was entered in error: do not rely on it.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Marked by Dana Demo on Nov 24, 2026, 1:00 PM. Reason: Wrong patient'),
    ).toBeVisible();
  },
};

export const EnteredInErrorRightToLeft: Story = {
  ...EnteredInError,
  globals: { direction: 'rtl' },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signed intake' })).toBeVisible();
  },
};
