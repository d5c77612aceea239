import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { actionsFrom } from '../../../common/contracts/encounters.contract';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { PractitionerDayView } from './practitioner-day-view';
import { busyDay, LONG_NAME, STORY_DAY_START, STORY_TIME_ZONE } from './session-story-data';

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
