import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_SESSION, STORY_TRANSCRIPT } from './speech-story-data';
import { TranscriptEditor } from './transcript-editor';

/** A recording's transcript: corrected by the session's clinician, and the way on to a note. */
const meta = {
  title: 'Speech/Transcript editor',
  component: TranscriptEditor,
  args: {
    encounterId: STORY_SESSION,
    recordingId: 'rec-1',
    transcript: STORY_TRANSCRIPT,
    editable: true,
    onSave: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof TranscriptEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CorrectAndSave: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transcript' });
    const text = within(region).getByRole('textbox', { name: 'Transcript text' });
    await expect(
      within(region).getByText('Transcribed by openai-compatible (whisper-large-v3)'),
    ).toBeVisible();
    await userEvent.clear(text);
    await userEvent.type(text, 'Slept better.');
    await userEvent.click(within(region).getByRole('button', { name: 'Save corrections' }));
    await expect(args.onSave).toHaveBeenCalledWith('Slept better.');
  },
};

export const EmptyIsRefused: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Transcript text' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save corrections' }));
    await expect(canvas.getByText('The transcript cannot be empty.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LinksToTheAiNotes: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const soap = canvas.getByRole('link', { name: 'Draft a SOAP note from this transcript' });
    await expect(soap).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapysoapformai?session=${STORY_SESSION}&recording=rec-1`,
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Draft a DAP note from this transcript' }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith(
      `/app/panels/hospital/therapydapformai?session=${STORY_SESSION}&recording=rec-1`,
    );
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: {
    saved: true,
    transcript: {
      ...STORY_TRANSCRIPT,
      correctedAt: '2026-03-04T10:00:00Z',
      correctedBy: 'Dana Demo',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Corrections saved.')).toBeVisible();
    await expect(canvas.getByText(/Corrected by Dana Demo/)).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { failure: 'recording-closed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /The corrections could not be saved/,
    );
  },
};

export const ReadOnlyForTheCareTeam: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Transcript text' })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.queryByRole('button', { name: 'Save corrections' })).toBeNull();
    await expect(canvas.getByText(/Only the session's clinician corrects/)).toBeVisible();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Enregistrer les corrections' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Transcript text' }),
    ).toBeVisible();
  },
};

/** A provider that names the language ("english") instead of a tag: no invalid `lang` is set. */
export const LanguageNamedByTheProvider: Story = {
  args: { transcript: { ...STORY_TRANSCRIPT, language: 'english' } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByRole('textbox', { name: 'Transcript text' });
    await expect(text).not.toHaveAttribute('lang');
  },
};

/** The session's note is a DAP draft: only the DAP form is offered, never a page that refuses. */
export const OnlyTheStartedNotesForm: Story = {
  args: { noteFormat: 'dap' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /DAP/ })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapydapformai?session=${STORY_SESSION}&recording=rec-1`,
    );
    await expect(canvas.queryByRole('link', { name: /SOAP/ })).toBeNull();
  },
};
