import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SERIES_IDLE } from '../../machines/encounters/series-actions';
import { SeriesActionsCard } from './series-actions-card';
import { STORY_TIME_ZONE, storySession } from './session-story-data';

const rest = [0, 7, 14].map((days, i) =>
  storySession({
    id: `rest-${i}`,
    startsAt: new Date(Date.UTC(2026, 11, 1 + days, 8)).toISOString(),
    endsAt: new Date(Date.UTC(2026, 11, 1 + days, 8, 50)).toISOString(),
  }),
);
const move = { startTime: '16:00', weekday: 3 };

const meta = {
  title: 'Sessions/Series actions',
  component: SeriesActionsCard,
  args: {
    position: { position: 3, total: 6 },
    frequency: 'weekly',
    rest,
    mayChange: true,
    timeZone: STORY_TIME_ZONE,
    state: SERIES_IDLE,
    send: fn(),
  },
} satisfies Meta<typeof SeriesActionsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Session 3 of 6, weekly.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the rest of the series' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'open-cancel' });
  },
};

/** A viewer without the right sees where the session stands, and no action. */
export const NotOffered: Story = {
  args: { mayChange: false, frequency: 'fortnightly' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Session 3 of 6, every two weeks.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A cancelled occurrence: no place in the series, which now counts the sessions left. */
export const CancelledOccurrence: Story = {
  args: { position: { position: null, total: 5 }, mayChange: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This session is cancelled. The series (weekly) now holds 5 sessions.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Session \d+ of/)).toBeNull();
  },
};

export const EditingInvalidTime: Story = {
  args: { state: { phase: 'editing', move: { startTime: '4pm', weekday: 3 }, invalid: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Write the time as HH:MM, for example 14:00.')).toBeVisible();
  },
};

/** The dry run's new times, one outside the working hours, before anything is stored. */
export const Preview: Story = {
  args: { state: { phase: 'preview', move, sessions: rest.slice(0, 2), outside: ['2026-12-09'] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 sessions will move to:')).toBeVisible();
    await expect(
      canvas.getByText(/Outside the clinician’s working hours on 2026-12-09/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Move them' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'confirm-move' });
  },
};

export const Conflicts: Story = {
  args: {
    state: {
      phase: 'conflicts',
      move,
      conflicts: [
        {
          date: '2026-12-09',
          with: 'patient',
          startsAt: '2026-12-09T14:30:00Z',
          endsAt: '2026-12-09T15:20:00Z',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Nothing was moved/);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /patient’s other session on Wednesday/,
    );
    await expect(canvas.queryByRole('button', { name: 'Move them' })).toBeNull();
  },
};

/** Cancelling the rest lists what will be cancelled and says the past stays. */
export const AskingToCancel: Story = {
  args: { state: { phase: 'asking-cancel', reason: '', invalid: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('These 3 planned sessions will be cancelled:')).toBeVisible();
    await expect(canvas.getByText(/Earlier sessions.+stay as they are/)).toBeVisible();
    await expect(canvas.getByText('Give a reason (up to 500 characters).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel 3 sessions' })).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    state: { phase: 'failed', action: 'cancel', detail: 'Your role does not allow booking.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Refused: Your role does not allow booking.',
    );
  },
};

export const Cancelled: Story = {
  args: { state: { phase: 'idle', done: { kind: 'cancelled', count: 3 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 sessions cancelled.');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { state: { phase: 'asking-cancel', reason: 'Treatment ended', invalid: false } },
};
