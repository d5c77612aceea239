import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AssignmentsCard } from './assignments-card';

const AT = '2031-04-01T09:00:00.000Z';

const meta = {
  title: 'Questionnaires/Assignments card',
  component: AssignmentsCard,
  args: {
    assignments: [
      {
        id: 'a-1',
        questionnaire: 'phq9',
        cadence: { every: 'session' },
        assignedBy: 'u',
        assignedAt: AT,
      },
      {
        id: 'a-2',
        questionnaire: 'gad7',
        cadence: { every: 'weeks', weeks: 4 },
        assignedBy: 'u',
        assignedAt: AT,
      },
    ],
    loading: false,
    failed: false,
    onRetry: fn(),
    onAssign: fn(),
    onEnd: fn(),
  },
} satisfies Meta<typeof AssignmentsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two running assignments; only the intake's part is left to assign, once. */
export const Running: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('PHQ-9 — before every session')).toBeVisible();
    await expect(canvas.getByText('GAD-7 — every 4 weeks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(args.onAssign).toHaveBeenCalledWith({
      questionnaire: 'intake',
      cadence: { every: 'once' },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'End GAD-7' }));
    await expect(args.onEnd).toHaveBeenCalledWith('a-2');
  },
};

/** Nothing assigned yet. */
export const Empty: Story = { args: { assignments: [] } };

/** The server refused (e.g. already assigned): its words are shown. */
export const Refused: Story = {
  args: {
    refusal: 'questionnaire: This questionnaire is already assigned to this patient.',
  },
};

/** The read failed: a retry. */
export const Failed: Story = { args: { assignments: null, failed: true } };

/** Right to left. */
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** In Chinese. */
export const Chinese: Story = { globals: { locale: 'zh' } };
