import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AiSourceChooser } from './ai-source-chooser';
import { STORY_ZONE } from './note-story-data';

const TRANSCRIPTS = [
  { id: 'r-1', startedAt: '2026-11-24T07:02:00.000Z', durationMs: 41 * 60_000 },
  { id: 'r-2', startedAt: '2026-11-24T07:44:00.000Z', durationMs: 90_000 },
];

/** Where an AI draft starts: a transcript, or the clinician's own summary typed or dictated. */
const meta = {
  title: 'Notes/AI source chooser',
  component: AiSourceChooser,
  args: {
    transcripts: TRANSCRIPTS,
    source: { kind: 'transcript', recordingId: 'r-1' },
    summary: '',
    interim: '',
    summaryMissing: false,
    dictation: 'off',
    dictationFailure: null,
    drafter: { setting: 'offline', consented: true },
    timeZone: STORY_ZONE,
    onChooseTranscript: fn(),
    onChooseSummary: fn(),
    onSummaryChange: fn(),
    onDictationStart: fn(),
    onDictationStop: fn(),
    onDraft: fn(),
  },
} satisfies Meta<typeof AiSourceChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTranscripts: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /\(41 min\)$/ })).toBeChecked();
    await expect(canvas.getByText('Drafter: Rule-based drafter (offline)')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Your own summary' }));
    await expect(args.onChooseSummary).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Draft note' }));
    await expect(args.onDraft).toHaveBeenCalled();
  },
};

export const WithoutTranscripts: Story = {
  args: { transcripts: [], source: { kind: 'summary' } },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no transcribed recording yet/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Summary of the session' }), 'A');
    await expect(args.onSummaryChange).toHaveBeenCalledWith('A');
  },
};

export const SummaryMissing: Story = {
  args: { source: { kind: 'summary' }, summaryMissing: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Write or dictate a summary first.'),
    ).toBeVisible();
  },
};

export const DictationOff: Story = {
  args: { source: { kind: 'summary' }, summary: 'Typed so far.' },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dictate' }));
    await expect(args.onDictationStart).toHaveBeenCalled();
    await expect(canvas.queryByText('Dictation is on')).toBeNull();
  },
};

export const DictationOn: Story = {
  args: {
    source: { kind: 'summary' },
    summary: 'Client reports sleeping better.',
    interim: 'she said work is',
    dictation: 'on',
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dictation is on')).toBeVisible();
    await expect(canvas.getByText('Hearing: she said work is')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop dictation' }));
    await expect(args.onDictationStop).toHaveBeenCalled();
  },
};

export const DictationRefusedMicrophone: Story = {
  args: { source: { kind: 'summary' }, dictationFailure: 'not-allowed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /not allowed to use the microphone/,
    );
  },
};

export const DictationUnsupported: Story = {
  args: { source: { kind: 'summary' }, dictation: 'unsupported' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This browser has no speech recognition/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Dictate' })).toBeNull();
  },
};

export const ExternalModel: Story = {
  args: { drafter: { setting: 'external', consented: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Drafter: External AI model configured on the server'),
    ).toBeVisible();
  },
};

export const ExternalWithoutConsent: Story = {
  args: { drafter: { setting: 'external', consented: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drafter: Rule-based drafter (offline)')).toBeVisible();
    await expect(canvas.getByText(/nothing will be sent to the external model/)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { source: { kind: 'summary' }, dictation: 'on' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dictation is on')).toBeVisible();
  },
};
