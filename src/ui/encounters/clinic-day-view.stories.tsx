import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nextActionOf } from '../../machines/encounters/session-actions';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { ClinicDayView } from './clinic-day-view';
import {
  clinicDaySessions,
  LONG_NAME,
  STORY_DAY_START,
  STORY_TIME_ZONE,
  storyDayAvailability,
} from './session-story-data';

const frontDesk = { roles: ['staff' as const], userId: 'desk-1' };

const meta = {
  title: 'Sessions/Clinic day',
  component: ClinicDayView,
  args: {
    state: { kind: 'ready', sessions: clinicDaySessions },
    dayStart: STORY_DAY_START,
    timeZone: STORY_TIME_ZONE,
    nextAction: (session) => nextActionOf(session, frontDesk),
    onAction: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ClinicDayView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The front desk's day: every clinician's session, its clinician, and the desk's next step. */
export const SeveralClinicians: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: "The clinic's day — Tuesday, November 24, 2026" }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Sessions: 4 · to arrive: 2 · checked in, waiting: 1'),
    ).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(canvas.getByRole('columnheader', { name: 'Clinician' })).toBeVisible();
    await expect(within(rows[2]!).getByText('Grace Okafor')).toBeVisible();
    await expect(within(rows[3]!).getByText('Amira Haddad')).toBeVisible();
    // The patient's name opens the session (reschedule, cancel, no-show); starting is not the
    // desk's.
    await expect(within(rows[2]!).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/patientviewsession?id=e-2',
    );
    await expect(within(rows[2]!).getByText('Nothing to do')).toBeVisible();
    await userEvent.click(within(rows[3]!).getByRole('button', { name: /^Check in/ }));
    await expect(args.onAction).toHaveBeenCalledWith(clinicDaySessions[2], 'check-in');
  },
};

/** On a phone the clinic's day is cards, each naming its clinician. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas, args }) => {
    const day = canvas.getByRole('list', { name: 'Sessions of the day' });
    const cards = within(day).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(canvas.queryAllByRole('row')).toHaveLength(0);
    await expect(within(cards[1]!).getByText('with Grace Okafor')).toBeVisible();
    await expect(within(cards[2]!).getByText(LONG_NAME)).toBeVisible();
    const checkIn = within(cards[3]!).getByRole('button', { name: /^Check in/ });
    await expect(checkIn.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(checkIn);
    await expect(args.onAction).toHaveBeenCalledWith(clinicDaySessions[3], 'check-in');
  },
};

export const EmptyDay: Story = {
  args: { state: { kind: 'ready', sessions: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No sessions are booked in the clinic on this day.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Sessions:/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("Loading the clinic's day…");
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("The clinic's day could not be loaded.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    // The English time range reads in its own order: start time left of end time, not reordered.
    const cell = within(rows[1]!).getAllByRole('cell')[0]!;
    const [start, end] = (cell.textContent ?? '').split(/\s*–\s*/);
    await expect(leftEdgeOf(cell, start!)).toBeLessThan(leftEdgeOf(cell, end!));
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /La journée de la clinique/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Clinicien(ne)' })).toBeVisible();
  },
};

/** Dana 09:00–13:00, Grace 10:00–13:00, Amira off: the day's three clinicians. */
const threeClinicians = storyDayAvailability([
  { id: 'c-1', name: 'Dana Demo', hours: [9 * 60, 13 * 60] },
  { id: 'c-2', name: 'Grace Okafor', hours: [10 * 60, 13 * 60] },
  { id: 'c-3', name: 'Amira Haddad', hours: [9 * 60, 17 * 60], off: true },
]);

/**
 * Each clinician's hours today, by name, and a date off said plainly; each session is shaded by
 * its own clinician's hours (Grace's 09:30 partly, her 14:00 outside, Amira's on her date off).
 */
export const ClinicianAvailability: Story = {
  args: { availability: threeClinicians },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('list', { name: 'Working hours on this day' });
    const lines = within(note).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent(/^Dana Demo works today: 9:00\sAM\s–\s1:00\sPM\./);
    await expect(lines[1]).toHaveTextContent(/^Grace Okafor works today: 10:00\sAM\s–\s1:00\sPM\./);
    await expect(lines[2]).toHaveTextContent('Amira Haddad is off today.');
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).not.toHaveAttribute('data-shade');
    await expect(rows[2]).toHaveAttribute('data-shade', 'partly');
    await expect(rows[3]).toHaveAttribute('data-shade', 'date-off');
    await expect(rows[3]).toHaveTextContent('a date off');
    await expect(rows[4]).toHaveAttribute('data-shade', 'outside');
    await expect(rows[4]).toHaveTextContent('outside working hours');
  },
};

/** Another day than today names its date; a clinic holiday is one line and shades every row. */
export const ClinicHolidayAnotherDay: Story = {
  args: {
    availability: {
      ...storyDayAvailability(
        [
          { id: 'c-1', name: 'Dana Demo', hours: [9 * 60, 13 * 60] },
          { id: 'c-2', name: 'Grace Okafor', hours: [10 * 60, 13 * 60] },
        ],
        'Saint Andrew',
      ),
      today: '2026-11-23',
    },
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('list', { name: 'Working hours on this day' });
    await expect(within(note).getAllByRole('listitem')).toHaveLength(1);
    await expect(note).toHaveTextContent(
      'The clinic is closed on Tuesday, November 24, 2026: Saint Andrew.',
    );
    // Amira's time is not bounded (the answer does not name her): her session is not shaded.
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveAttribute('data-shade', 'holiday');
    await expect(rows[1]).toHaveTextContent('clinic holiday: Saint Andrew');
    await expect(rows[3]).not.toHaveAttribute('data-shade');
  },
};

/** In French, right to left: the same sentences in the reader's language. */
export const ClinicianAvailabilityFrenchRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'fr' },
  args: { availability: threeClinicians },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('list', { name: 'Heures de travail ce jour' });
    await expect(note).toHaveTextContent('Amira Haddad est en congé aujourd’hui.');
    await expect(canvas.getAllByRole('row')[4]).toHaveTextContent(
      'en dehors des heures de travail',
    );
  },
};
