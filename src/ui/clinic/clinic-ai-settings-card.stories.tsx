import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { clinicSettings } from '../../../common/contracts/clinic.contract';
import { ClinicAiSettingsCard } from './clinic-ai-settings-card';
import { storyClinic } from './clinic-story-data';

const meta = {
  title: 'Clinic/AI and recordings',
  component: ClinicAiSettingsCard,
  args: { settings: storyClinic.settings, editable: true, onSave: fn() },
} satisfies Meta<typeof ClinicAiSettingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const SAVE = 'Save AI and recording settings';

export const OwnerEditing: Story = {
  play: async ({ canvas, args }) => {
    // The defaults: the offline drafter, audio deleted once transcribed, transcripts kept.
    await expect(
      canvas.getByRole('radio', { name: 'Rule-based drafter on this server (offline)' }),
    ).toBeChecked();
    const external = canvas.getByRole('radio', {
      name: 'External AI model configured on the server',
    });
    await expect(external).toHaveAccessibleDescription(
      /only for patients whose recording & AI consent is on file/,
    );
    const keepAudio = canvas.getByRole('checkbox', { name: 'Keep audio after transcription' });
    await expect(keepAudio).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Keep with the record' })).toBeChecked();
    await expect(canvas.queryByLabelText(/^Days after the session/)).toBeNull();

    await userEvent.click(external);
    const style = canvas.getByLabelText('Note style instructions (optional)');
    await userEvent.type(style, 'Third person.');
    await expect(style).toHaveAccessibleDescription(/13 of 2000 characters/);
    await userEvent.click(keepAudio);
    await userEvent.click(canvas.getByRole('radio', { name: 'Delete after a number of days' }));
    await userEvent.type(canvas.getByLabelText(/^Days after the session/), '90');
    const audioDays = canvas.getByLabelText(/^Days a recording's audio is kept at most/);
    await expect(audioDays).toHaveValue('30');
    await expect(audioDays).toHaveAccessibleDescription(
      /transcribed or not, is deleted at the latest this many days after it was recorded/,
    );
    await userEvent.clear(audioDays);
    await userEvent.type(audioDays, '14');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(args.onSave).toHaveBeenCalledWith({
      settings: {
        aiDrafting: 'external',
        noteStyleInstructions: 'Third person.',
        keepAudio: true,
        transcriptRetentionDays: 90,
        audioRetentionDays: 14,
      },
    });
  },
};

export const ReadOnly: Story = {
  args: {
    editable: false,
    settings: clinicSettings.parse({
      aiDrafting: 'external',
      noteStyleInstructions: 'Write in the third person.',
      transcriptRetentionDays: 90,
      audioRetentionDays: 14,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('External AI model configured on the server')).toBeVisible();
    await expect(
      canvas.getByText('Audio deleted at the latest 14 days after recording, transcribed or not'),
    ).toBeVisible();
    await expect(canvas.getByText('Write in the third person.')).toBeVisible();
    await expect(canvas.getByText('Deleted once transcribed')).toBeVisible();
    await expect(canvas.getByText('Deleted 90 days after the session')).toBeVisible();
    await expect(
      canvas.getByText('Only an owner of the clinic can change these settings.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByLabelText(/^Days a recording's audio/)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const InvalidRetention: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Delete after a number of days' }));
    const days = canvas.getByLabelText(/^Days after the session/);
    await userEvent.type(days, '5000');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(days).toHaveAccessibleDescription(/Enter whole days from 1 to 3650\./);
    await expect(days).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    // The message follows the typing once shown.
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await expect(days).not.toHaveAccessibleDescription(/Enter whole days/);
  },
};

export const InvalidAudioRetention: Story = {
  play: async ({ canvas, args }) => {
    const audioDays = canvas.getByLabelText(/^Days a recording's audio is kept at most/);
    await userEvent.clear(audioDays);
    await userEvent.type(audioDays, '45');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    // The contract's limit: audio is never kept longer than 30 days.
    await expect(audioDays).toHaveAccessibleDescription(
      /Enter whole days from 1 to 30 for the audio\./,
    );
    await expect(audioDays).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(audioDays);
    await userEvent.type(audioDays, '1');
    await expect(audioDays).not.toHaveAccessibleDescription(/Enter whole days/);
  },
};

export const NoteStyleTooLong: Story = {
  args: { settings: { ...storyClinic.settings, noteStyleInstructions: 'a'.repeat(2001) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    const style = canvas.getByLabelText('Note style instructions (optional)');
    await expect(style).toHaveAccessibleDescription(
      /Keep the note style instructions to 2000 characters or fewer\./,
    );
    await expect(style).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The AI and recording settings are saved.',
    );
  },
};

export const SaveFailed: Story = {
  args: {
    failure: { kind: 'invalid', detail: 'transcriptRetentionDays: Too big' },
    settings: { ...storyClinic.settings, aiDrafting: 'off', transcriptRetentionDays: 30 },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The server refused these details.');
    await expect(alert).toHaveTextContent('The server said: transcriptRetentionDays: Too big');
    // What the owner chose is still there to correct and send again.
    await expect(canvas.getByRole('radio', { name: 'Off' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Days after the session/)).toHaveValue('30');
    await expect(canvas.getByRole('button', { name: SAVE })).toBeEnabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'AI 与录音' })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: '本服务器上的规则起草器（离线）' }),
    ).toBeChecked();
  },
};
