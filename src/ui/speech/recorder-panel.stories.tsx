import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { recordingMachine } from '../../machines/recording/recording.machine';
import {
  selectActions,
  selectElapsedMs,
  selectLevel,
  selectMessageKey,
  selectRecordingPhase,
  selectUpload,
} from '../../machines/recording/recording.selectors';
import { initialRecordingContext } from '../../machines/recording/recording.setup';
import type { QueuedChunk, RecordingContext } from '../../machines/recording/recording.types';
import { ConsentGate } from './consent-gate';
import { RecorderPanel, type RecorderPanelProps } from './recorder-panel';

/**
 * The recorder in each state of the recording statechart: every story resolves a real state of
 * the machine and reads it through the page's selectors, so a story cannot show a button or a
 * message the machine would not offer there.
 */
const BASE: RecordingContext = {
  ...initialRecordingContext({ encounterId: 'enc-1' }),
  recordingId: 'rec-1',
};

const queued = (from: number, count: number): QueuedChunk[] =>
  Array.from({ length: count }, (_, i) => ({ seq: from + i, bytes: 20_000, data: null }));

type StateValue = Parameters<typeof recordingMachine.resolveState>[0]['value'];

/** The panel's state props at a state of the machine with some context. */
function at(value: StateValue, context: Partial<RecordingContext> = {}) {
  const snapshot = recordingMachine.resolveState({ value, context: { ...BASE, ...context } });
  return {
    phase: selectRecordingPhase(snapshot),
    elapsedMs: selectElapsedMs(snapshot),
    level: selectLevel(snapshot),
    upload: selectUpload(snapshot),
    messageKey: selectMessageKey(snapshot),
    failure: snapshot.context.failure,
    actions: selectActions(snapshot),
  } satisfies Partial<RecorderPanelProps>;
}

const live = (region: 'recording' | 'paused', upload = 'waiting') => ({
  active: { microphone: { open: { live: region } }, upload },
});
const RECORDED = { elapsedMs: 83_000, acknowledgedChunks: 16, acknowledgedBytes: 320_000 };

const meta = {
  title: 'Speech/Recorder',
  component: RecorderPanel,
  args: {
    ...at('idle', { recordingId: null }),
    onStart: fn(),
    onPause: fn(),
    onResume: fn(),
    onStop: fn(),
    onFinish: fn(),
    onDiscard: fn(),
    onRetry: fn(),
    onRecheckConsent: fn(),
  },
} satisfies Meta<typeof RecorderPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Recorder' }));

export const CheckingConsent: Story = {
  args: at('consentCheck', { recordingId: null }),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText("Checking the patient's recording consent…")).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ConsentMissing: Story = {
  args: {
    ...at('consentMissing', { recordingId: null }),
    gate: (
      <ConsentGate
        patientName="Ada Lovelace"
        mayRecordConsent
        today="2026-03-04"
        onRecord={fn()}
        onRecheck={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('No recording consent on file')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Recording consent needed' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Record' })).toBeNull();
  },
};

export const ReadyToRecord: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('Ready to record')).toBeVisible();
    await expect(canvas.queryByText('Recording is on')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Resumable: Story = {
  args: at('resumable', {
    recordingId: null,
    unfinished: { recordingId: 'rec-0', chunks: 7, bytes: 140_000, durationMs: 35_000 },
  }),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText(/was interrupted/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish from what arrived' }));
    await expect(args.onFinish).toHaveBeenCalled();
  },
};

export const OpeningRecording: Story = {
  args: at('opening', { recordingId: null }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText('Opening a recording…')).toBeVisible();
  },
};

export const RequestingMicrophone: Story = {
  args: at('requestingMicrophone'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText(/allow it in your browser's prompt/)).toBeVisible();
  },
};

export const MicrophoneDenied: Story = {
  args: at('microphoneDenied', { microphoneProblem: 'denied' }),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/The browser blocked the microphone/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try the microphone again' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const NoMicrophone: Story = {
  args: at('noMicrophone', { microphoneProblem: 'noDevice' }),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/No microphone was found/);
    await expect(canvas.getByRole('button', { name: 'Try the microphone again' })).toBeVisible();
  },
};

export const MicrophoneError: Story = {
  args: at('microphoneError', { microphoneProblem: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('alert')).toHaveTextContent(
      /another application may be using it/,
    );
  },
};

export const Recording: Story = {
  args: at(live('recording', 'sending'), { ...RECORDED, level: 0.62, queue: queued(16, 1) }),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('Recording is on')).toBeVisible();
    await expect(canvas.getByText('01:23')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await expect(canvas.getByText(/16 parts saved on the server · 1 waiting/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const RecordingForOverAnHour: Story = {
  args: at(live('recording'), { ...RECORDED, elapsedMs: 3_723_000, level: 0.3 }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText('1:02:03')).toBeVisible();
  },
};

export const Paused: Story = {
  args: at(live('paused'), { ...RECORDED, pausedAt: 1 }),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('Recording is on')).toBeVisible();
    await expect(canvas.getByText(/the recording stays on until you stop it/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalled();
  },
};

export const ConnectionTroubleWhileRecording: Story = {
  args: at(live('recording', 'backingOff'), {
    ...RECORDED,
    level: 0.4,
    queue: queued(16, 3),
    uploadAttempts: 2,
  }),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText(/sending again \(attempt 3\)\. The recording goes on\./));
    await expect(canvas.getByText(/3 waiting to be sent/)).toBeVisible();
  },
};

export const Stopping: Story = {
  args: at(
    { active: { microphone: { open: 'stopping' }, upload: 'waiting' } },
    { ...RECORDED, stopCause: 'user' },
  ),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('Stopping…')).toBeVisible();
    await expect(canvas.queryByText('Recording is on')).toBeNull();
  },
};

export const DeviceLost: Story = {
  args: at(
    { active: { microphone: 'deviceLost', upload: 'waiting' } },
    { ...RECORDED, interruption: 'deviceLost' },
  ),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/microphone was disconnected/);
    await expect(canvas.queryByText('Recording is on')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish from what arrived' }));
    await expect(args.onFinish).toHaveBeenCalled();
  },
};

export const RecorderBroke: Story = {
  args: at(
    { active: { microphone: 'deviceLost', upload: 'waiting' } },
    { ...RECORDED, interruption: 'recorderError' },
  ),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('alert')).toHaveTextContent(
      /recorder stopped unexpectedly/,
    );
  },
};

export const UploadingQueuedChunks: Story = {
  args: at(
    { active: { microphone: 'stopped', upload: 'sending' } },
    { ...RECORDED, queue: queued(16, 4), stopCause: 'user' },
  ),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('Sending the last audio to the server…')).toBeVisible();
    await expect(canvas.getByText(/16 parts saved on the server · 4 waiting/)).toBeVisible();
  },
};

export const StoppedAtMaximumLength: Story = {
  args: at(
    { active: { microphone: 'stopped', upload: 'sending' } },
    { ...RECORDED, queue: queued(16, 1), stopCause: 'maxDuration' },
  ),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText(/reached its maximum length/)).toBeVisible();
  },
};

export const Transcribing: Story = {
  args: at('transcribing', RECORDED),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('Transcribing…')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Transcribed: Story = {
  args: {
    ...at('done', { ...RECORDED, transcript: { text: 'Hello.' } }),
    onRecordAnother: fn(),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('Transcribed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record another' }));
    await expect(args.onRecordAnother).toHaveBeenCalled();
  },
};

export const TranscriptionNotConfigured: Story = {
  args: { ...at('transcriptionNotConfigured', RECORDED), onRecordAnother: fn() },
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText('Saved, not transcribed')).toBeVisible();
    await expect(canvas.getByText(/The audio is kept, so it can be transcribed later/));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const TranscriptionFailed: Story = {
  args: at('failed', {
    ...RECORDED,
    failure: { step: 'transcription', status: 0, message: 'rate-limited' },
  }),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/The transcription failed\. The audio is kept/);
    await expect(alert).toHaveTextContent(/too many requests/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  args: at('failed', {
    ...RECORDED,
    queue: queued(16, 2),
    failure: { step: 'upload', status: 0, message: '' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/check the connection/);
    await expect(canvas.getByRole('button', { name: 'Finish from what arrived' })).toBeVisible();
    await expect(canvas.getByText(/2 waiting to be sent/)).toBeVisible();
  },
};

/** Issue 31: the server had no room for a chunk (here the member's audio for the day). */
export const AudioLimitReached: Story = {
  args: at('failed', {
    ...RECORDED,
    queue: queued(16, 1),
    failure: { step: 'upload', status: 429, message: 'daily-audio-limit' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/all the audio allowed in 24 hours/);
    await expect(canvas.getByRole('button', { name: 'Finish from what arrived' })).toBeVisible();
  },
};

export const ServerStorageFull: Story = {
  args: at('failed', {
    ...RECORDED,
    queue: queued(16, 1),
    failure: { step: 'upload', status: 507, message: 'storage-full' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/storage for audio is full/);
    await expect(canvas.getByRole('button', { name: 'Finish from what arrived' })).toBeVisible();
  },
};

export const OpenRefusedBySessionStatus: Story = {
  args: at('failed', {
    recordingId: null,
    failure: { step: 'open', status: 409, message: 'session-not-under-way' },
  }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('alert')).toHaveTextContent(
      /recording starts once the patient has arrived/,
    );
  },
};

export const DiscardAsksFirst: Story = {
  args: at(live('recording'), { ...RECORDED, level: 0.5 }),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = panel(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard recording' }));
    const confirm = canvas.getByRole('group', { name: 'Discard this recording?' });
    await expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard recording' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};

export const Discarding: Story = {
  args: at('discarding', RECORDED),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText('Discarding…')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: at(live('recording'), { ...RECORDED, level: 0.5 }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText('Recording is on')).toBeVisible();
  },
};

export const InChinese: Story = {
  globals: { locale: 'zh' },
  args: at(live('paused'), { ...RECORDED, pausedAt: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '录音器' })).toBeVisible();
    await expect(canvas.getByText('正在录音')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '继续' })).toBeVisible();
  },
};
