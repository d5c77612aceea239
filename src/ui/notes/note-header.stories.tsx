import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoteHeader } from './note-header';
import { STORY_SESSION, STORY_ZONE } from './note-story-data';

/** Whose note and which session; a note started from an AI draft says which drafter and when. */
const meta = {
  title: 'Notes/Note header',
  component: NoteHeader,
  args: {
    format: 'soap',
    patientName: 'Grace Hopper',
    clinicianName: 'Ada Lovelace',
    ...STORY_SESSION,
    timeZone: STORY_ZONE,
  },
} satisfies Meta<typeof NoteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Grace Hopper');
    await expect(canvas.queryByTestId('ai-assist-mark')).toBeNull();
  },
};

export const AiAssistedByTheRuleBasedDrafter: Story = {
  args: {
    aiAssist: {
      draftId: 'd-1',
      provider: 'offline',
      model: null,
      sourceKind: 'summary',
      draftedAt: '2026-11-24T07:50:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AI-assisted (rule-based drafter)')).toBeVisible();
    await expect(canvas.getByText(/^Drafted .* from the clinician's summary$/)).toBeVisible();
  },
};

export const AiAssistedByAModel: Story = {
  args: {
    aiAssist: {
      draftId: 'd-2',
      provider: 'openai-compatible',
      model: 'llama3.1:8b-instruct',
      sourceKind: 'transcript',
      draftedAt: '2026-11-24T07:50:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AI-assisted (model llama3.1:8b-instruct)')).toBeVisible();
    await expect(canvas.getByText(/from a transcript$/)).toBeVisible();
  },
};
