import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RecordingsList } from './recordings-list';
import { SpeechHeader } from './speech-header';
import {
  SpeechLoadFailed,
  SpeechLoading,
  SpeechNotFound,
  SpeechNotUnderWay,
  SpeechNotYours,
} from './speech-page-states';
import { STORY_RECORDINGS, STORY_SESSION, STORY_ZONE } from './speech-story-data';

/** What the speech page shows around the recorder: its header, the recordings, and its states. */
const meta = {
  title: 'Speech/Page states',
  component: SpeechNotFound,
} satisfies Meta<typeof SpeechNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const open = fn();
const transcribe = fn();

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Session not found' }),
    ).toBeVisible();
    await expect(canvas.getByText(/not yours to open/)).toBeVisible();
  },
};

export const NoSessionInTheAddress: Story = {
  args: { noId: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This address names no session/)).toBeVisible();
  },
};

export const AnotherCliniciansSession: Story = {
  render: () => <SpeechNotYours clinicianName="Dr. Ioana Marinescu-Vasilescu" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: "Only the session's clinician records" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Ioana Marinescu-Vasilescu is this session's clinician/));
  },
};

export const SessionNotUnderWay: Story = {
  render: () => <SpeechNotUnderWay />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Not yet' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <SpeechLoadFailed onRetry={open} />,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(open).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => <SpeechLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the session…',
    );
  },
};

export const HeaderWithoutTranscription: Story = {
  render: () => (
    <SpeechHeader
      encounterId={STORY_SESSION}
      patientName="Ada Lovelace"
      clinicianName="Dana Demo"
      startsAt="2026-03-04T09:00:00Z"
      timeZone={STORY_ZONE}
      transcriptionConfigured={false}
      onNavigate={navigate}
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Speech entry: Ada Lovelace' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Transcription is not set up on this server/)).toBeVisible();
    await expect(canvas.getByText(/Live dictation of the clinician's own summary/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'SOAP note with AI assistance' }));
    await expect(navigate).toHaveBeenCalledWith(
      `/app/panels/hospital/therapysoapformai?session=${STORY_SESSION}`,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the session' }));
    await expect(navigate).toHaveBeenCalledWith(
      `/app/panels/hospital/patientviewsession?id=${STORY_SESSION}`,
    );
  },
};

export const RecordingsOfTheSession: Story = {
  render: () => (
    <RecordingsList
      recordings={STORY_RECORDINGS}
      selectedId="rec-1"
      timeZone={STORY_ZONE}
      mayTranscribe
      onOpen={open}
      onTranscribe={transcribe}
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Recordings of this session' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Audio deleted after transcription')).toBeVisible();
    await expect(within(list).getByText('Unfinished')).toBeVisible();
    const opener = within(list).getByRole('button', { name: /^Open transcript of / });
    await expect(opener).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(opener);
    await expect(open).toHaveBeenCalledWith('rec-1');
    await userEvent.click(within(list).getByRole('button', { name: /^Transcribe the recording/ }));
    await expect(transcribe).toHaveBeenCalledWith('rec-2');
  },
};

export const NoRecordingsYet: Story = {
  render: () => (
    <RecordingsList
      recordings={[]}
      selectedId={null}
      mayTranscribe={false}
      onOpen={open}
      onTranscribe={transcribe}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recordings yet.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ro' },
  render: () => (
    <RecordingsList
      recordings={STORY_RECORDINGS}
      selectedId="rec-1"
      timeZone={STORY_ZONE}
      mayTranscribe
      onOpen={open}
      onTranscribe={transcribe}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Înregistrările acestei ședințe' }),
    ).toBeVisible();
  },
};

/** The session's note is a DAP draft: dictation offers the DAP form only. */
export const HeaderWithADapNote: Story = {
  render: () => (
    <SpeechHeader
      encounterId={STORY_SESSION}
      patientName="Ada Lovelace"
      clinicianName="Dana Demo"
      startsAt="2026-03-04T09:00:00Z"
      timeZone={STORY_ZONE}
      transcriptionConfigured
      noteFormat="dap"
      onNavigate={navigate}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'DAP note with AI assistance' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapydapformai?session=${STORY_SESSION}`,
    );
    await expect(canvas.queryByRole('link', { name: 'SOAP note with AI assistance' })).toBeNull();
  },
};
