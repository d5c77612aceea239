import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import type { EncounterAction } from '../../../common/contracts/encounters.contract';
import { SessionActionsBar, SessionDocumentationPlaceholder } from './session-actions-bar';
import { SessionDetails, type SessionDetailsProps } from './session-details';
import { LONG_NAME, storySession, STORY_TIME_ZONE } from './session-story-data';

type Props = SessionDetailsProps & {
  actions: EncounterAction[];
  canReschedule?: boolean;
  onAction: (action: EncounterAction) => void;
};

/** The session page's body: details, the actions the viewer may take, the documentation slot. */
function SessionBody({ actions, canReschedule, onAction, ...details }: Props) {
  return (
    <Stack gap="6" p="6">
      <SessionDetails {...details} />
      <SessionActionsBar
        status={details.session.status}
        actions={actions}
        onAction={onAction}
        canReschedule={canReschedule}
      />
      <SessionDocumentationPlaceholder />
    </Stack>
  );
}

const meta = {
  title: 'Sessions/Session details',
  component: SessionBody,
  args: {
    session: storySession(),
    timeZone: STORY_TIME_ZONE,
    actions: ['check-in', 'start', 'cancel', 'no-show'],
    canReschedule: true,
    onAction: fn(),
  },
} satisfies Meta<typeof SessionBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A video session: its meeting link opens the clinic's video room in a new tab. */
export const VideoSession: Story = {
  args: {
    session: storySession({ modality: 'video', videoLink: 'https://video.example/room-42' }),
  },
  play: async ({ canvas }) => {
    const join = canvas.getByRole('link', { name: /Join the video session/ });
    await expect(join).toHaveAttribute('href', 'https://video.example/room-42');
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Planned: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Planned')).toBeVisible();
    await expect(canvas.getByText(/9:00\s?–\s?9:50\s?AM/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the chart' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/patientdashboard?id=p-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Check in' }));
    await expect(args.onAction).toHaveBeenCalledWith('check-in');
    await expect(
      canvas.getByText('The note, recording and transcript of this session will appear here.'),
    ).toBeVisible();
  },
};

export const Arrived: Story = {
  args: {
    session: storySession({ status: 'arrived', arrivedAt: '2026-11-24T06:55:00Z' }),
    actions: ['start', 'cancel'],
    canReschedule: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Checked in:/)).toBeVisible();
  },
};

export const InProgress: Story = {
  args: {
    session: storySession({
      status: 'in-progress',
      arrivedAt: '2026-11-24T06:55:00Z',
      startedAt: '2026-11-24T07:01:00Z',
    }),
    actions: ['finish'],
    canReschedule: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Finish' })).toBeVisible();
  },
};

export const Finished: Story = {
  args: {
    session: storySession({
      status: 'finished',
      arrivedAt: '2026-11-24T06:55:00Z',
      startedAt: '2026-11-24T07:01:00Z',
      finishedAt: '2026-11-24T07:49:00Z',
    }),
    actions: [],
    canReschedule: false,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This session is finished: its status does not change any more.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/with your role/)).toBeNull();
  },
};

export const Cancelled: Story = {
  args: {
    session: storySession({ status: 'cancelled', statusReason: 'Patient is unwell' }),
    actions: [],
    canReschedule: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reason: Patient is unwell')).toBeVisible();
    await expect(
      canvas.getByText('This session was cancelled: its status does not change any more.'),
    ).toBeVisible();
  },
};

export const NoShow: Story = {
  args: {
    session: storySession({ status: 'no-show', statusReason: 'Did not answer the phone' }),
    actions: [],
    canReschedule: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No-show').length).toBeGreaterThan(0);
    await expect(
      canvas.getByText(
        'This session was marked as a no-show: its status does not change any more.',
      ),
    ).toBeVisible();
  },
};

export const FrontDeskView: Story = {
  args: { actions: ['check-in', 'cancel', 'no-show'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Start session' })).toBeNull();
  },
};

/** A planned session the viewer's role may not change: then the role is the reason given. */
export const OpenSessionBeyondTheRole: Story = {
  args: { actions: [], canReschedule: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to do on this session with your role.')).toBeVisible();
    await expect(canvas.queryByText(/does not change any more/)).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    session: storySession({
      patient: { id: 'p-3', name: LONG_NAME, mrn: '000003' },
      clinician: { id: 'c-9', name: 'Dr. Konstantin Alexandrovich Rimsky-Korsakov-Petrov' },
      location: 'Building C, third floor, the room at the end of the corridor behind the garden',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(LONG_NAME).length).toBeGreaterThan(0);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Check in' })).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Înregistrează sosirea' })).toBeVisible();
  },
};
