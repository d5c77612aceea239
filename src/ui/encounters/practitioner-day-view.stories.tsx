import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { actionsFrom } from '../../../common/contracts/encounters.contract';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { PractitionerDayView } from './practitioner-day-view';
import {
  busyDay,
  LONG_NAME,
  STORY_DAY_START,
  STORY_TIME_ZONE,
  storyDayAvailability,
} from './session-story-data';

const meta = {
  title: 'Sessions/Practitioner day',
  component: PractitionerDayView,
  args: {
    state: { kind: 'ready', day: busyDay },
    dayStart: STORY_DAY_START,
    timeZone: STORY_TIME_ZONE,
    nextAction: (session) => actionsFrom(session.status)[0] ?? null,
    onAction: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PractitionerDayView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone (below the `md` breakpoint) the day is a list of cards. */
export const BusyDayOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas, args }) => {
    const day = canvas.getByRole('list', { name: 'Sessions of the day' });
    const cards = within(day).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(canvas.queryAllByRole('row')).toHaveLength(0);
    const finish = within(cards[1]!).getByRole('button', { name: /^Finish/ });
    await expect(finish).toBeVisible();
    // The next step is on screen, not in a column scrolled out of a phone's width.
    await expect(finish.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(cards[1]!).getByText('In progress')).toBeVisible();
    await userEvent.click(within(cards[2]!).getByRole('button', { name: /^Start session/ }));
    await expect(args.onAction).toHaveBeenCalledWith(busyDay.sessions[2], 'start');
    const notes = canvas.getByRole('region', { name: 'Notes to write' });
    const [overdue, today] = within(notes).getAllByRole('listitem');
    await expect(overdue).toHaveTextContent('Overdue');
    // Each note opens its own form: the started DAP draft its DAP page, a note not begun SOAP.
    await expect(within(overdue!).getByRole('link')).toHaveAttribute(
      'href',
      '/app/panels/hospital/therapydapform?session=e-0',
    );
    await expect(within(today!).getByRole('link')).toHaveAttribute(
      'href',
      '/app/panels/hospital/therapysoapform?session=e-1',
    );
    await expect(canvas.getByText('Suicide risk')).toBeVisible();
    await expect(canvas.getAllByText(LONG_NAME).length).toBeGreaterThan(0);
    const scores = canvas.getByRole('region', { name: 'Latest PHQ-9 / GAD-7 changes' });
    // The busy day's unchanged score is no change and is not listed (issue 30).
    await expect(within(scores).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const BusyDay: Story = {
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(
      canvas.queryByRole('list', { name: 'Sessions of the day' }),
    ).not.toBeInTheDocument();
    await expect(within(rows[2]!).getByRole('button', { name: /^Finish/ })).toBeVisible();
    await userEvent.click(within(rows[3]!).getByRole('button', { name: /^Start session/ }));
    await expect(args.onAction).toHaveBeenCalledWith(busyDay.sessions[2], 'start');
  },
};

export const EmptyDay: Story = {
  args: {
    state: {
      kind: 'ready',
      day: { sessions: [], notesToWrite: [], flaggedPatients: [], scoreChanges: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sessions on this day.')).toBeVisible();
    await expect(canvas.getByText('No notes are waiting.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your day…');
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotAClinician: Story = {
  args: { state: { kind: 'not-clinician' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: "This page is a clinician's day" }),
    ).toBeVisible();
  },
};

export const ActionPending: Story = {
  args: { pendingSessionId: 'e-3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Finish/ })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    // The English time range reads in its own order: start time left of end time, not reordered.
    const cell = within(rows[1]!).getAllByRole('cell')[0]!;
    const [start, end] = (cell.textContent ?? '').split(/\s*–\s*/);
    await expect(leftEdgeOf(cell, start!)).toBeLessThan(leftEdgeOf(cell, end!));
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Séances du jour/ })).toBeVisible();
  },
};

/** Dana works 09:00–11:30 on the story Tuesday. */
const danaMorning = storyDayAvailability([
  { id: 'c-1', name: 'Dana Demo', hours: [9 * 60, 11 * 60 + 30] },
]);

/**
 * The clinician's hours today are said above the sessions; a session outside them is shaded as the
 * week shades an hour, and its time says so (11:00–11:50 partly outside, 14:00 outside).
 */
export const OutsideWorkingHours: Story = {
  args: { availability: danaMorning },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('list', { name: 'Working hours on this day' });
    await expect(note).toHaveTextContent(
      /You work today: 9:00\s–\s11:30\sAM\. The rest of the day is outside your working hours\./,
    );
    await expect(canvas.getByRole('region', { name: 'What the shading means' })).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).not.toHaveAttribute('data-shade');
    await expect(rows[1]).not.toHaveTextContent('outside');
    await expect(rows[3]).toHaveAttribute('data-shade', 'partly');
    await expect(rows[3]).toHaveTextContent('partly outside working hours');
    await expect(rows[4]).toHaveAttribute('data-shade', 'outside');
    await expect(
      within(rows[4]!).getByRole('cell', { name: /2:00\s–\s2:50\sPM outside working hours/ }),
    ).toBeVisible();
  },
};

/** A date off is said plainly, and every session of the day is shaded as a date off. */
export const DateOff: Story = {
  args: {
    availability: storyDayAvailability([
      { id: 'c-1', name: 'Dana Demo', hours: [9 * 60, 17 * 60], off: true },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are off today.')).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    for (const row of rows) {
      await expect(row).toHaveAttribute('data-shade', 'date-off');
      await expect(row).toHaveTextContent('a date off');
    }
  },
};

/** On a phone each card outside the hours is shaded as its table row is. */
export const OutsideWorkingHoursOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: { availability: danaMorning },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Sessions of the day' })).getAllByRole(
      'listitem',
    );
    await expect(cards[0]).not.toHaveAttribute('data-shade');
    await expect(cards[3]).toHaveAttribute('data-shade', 'outside');
    await expect(cards[3]).toHaveTextContent('outside working hours');
  },
};

/** Right to left, the hours keep their own order and the shaded row its shade. */
export const OutsideWorkingHoursRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { availability: danaMorning },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('list', { name: 'Working hours on this day' });
    // The English sentence reads in its own order: its start time left of its end time.
    await expect(leftEdgeOf(note, '9:00')).toBeLessThan(leftEdgeOf(note, '11:30'));
    await expect(canvas.getAllByRole('row')[4]).toHaveAttribute('data-shade', 'outside');
  },
};
