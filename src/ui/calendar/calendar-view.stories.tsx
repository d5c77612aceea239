import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOVE_IDLE } from '../../machines/calendar/move-session';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { CalendarView } from './calendar-view';
import {
  answerOf,
  fullClinicWeek,
  oneClinicianAvailability,
  oneClinicianWeek,
  STORY_WEEK,
  storySession,
  wholeClinicAvailability,
  withBusyBlocks,
} from './calendar-story-data';

const AGENDA_DAYS = [...STORY_WEEK, ...STORY_WEEK.map((d) => d.replace('-11-3', '-12-0'))];
const moving = oneClinicianWeek[0]!;

const meta = {
  title: 'Calendar/Week and agenda',
  component: CalendarView,
  args: {
    view: 'week',
    state: { kind: 'ready', answer: answerOf(oneClinicianWeek) },
    days: STORY_WEEK,
    today: '2026-12-01',
    showClinicians: false,
    onRetry: fn(),
    onOpen: fn(),
    mayMove: () => true,
    onBook: fn(),
    move: MOVE_IDLE,
    onMove: fn(),
    onChoose: fn(),
    onConfirmMove: fn(),
    onCancelMove: fn(),
  },
} satisfies Meta<typeof CalendarView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One clinician's week: a grid by day and hour, a session opening on a click. */
export const OneClinicianWeek: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: /^Sessions from Monday, November 30, 2026/ });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
    await userEvent.click(within(grid).getAllByRole('button', { name: /Ada Lovelace/ })[0]!);
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** The arrow keys walk the cells; Enter on an empty one offers booking there. */
export const KeyboardWalk: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getAllByRole('gridcell').find((cell) => cell.tabIndex === 0)!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onBook).toHaveBeenCalledWith({ date: '2026-11-30', hour: 10 });
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the calendar…');
  },
};

export const LoadFailed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The calendar could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An empty week still has its slots, to book in. */
export const EmptyWeek: Story = {
  args: { state: { kind: 'ready', answer: answerOf([]) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing is booked this week.')).toBeVisible();
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/** The whole clinic's busiest week: 200 sessions, each clinician named in their colour. */
export const FullClinicWeek: Story = {
  args: { state: { kind: 'ready', answer: answerOf(fullClinicWeek) }, showClinicians: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /, Planned, / })).toHaveLength(200);
    await expect(canvas.getAllByText('Grace Okafor').length).toBeGreaterThan(0);
    // The week's first style and layout is paid per element (issue 32): nine per session at
    // most (the frame, its five parts and two names' isolates, "Move"), no wrapper per cell.
    // 2 419 before c32-weekdom, 1 928 after.
    const grid = canvas.getByRole('grid');
    await expect(grid.querySelectorAll('*').length).toBeLessThanOrEqual(1928);
  },
};

/** A colleague's sessions the viewer may not see are busy blocks: no patient, not a link. */
export const BusyBlocks: Story = {
  args: { state: { kind: 'ready', answer: answerOf(withBusyBlocks) }, showClinicians: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: /^.+, Busy \(Grace Okafor\)/ })).toHaveLength(
      2,
    );
    await expect(canvas.queryAllByRole('button', { name: /Busy/ })).toHaveLength(0);
  },
};

/** Choosing a new slot for a session: the grid waits for a slot; Escape cancels. */
export const ChoosingASlot: Story = {
  args: { move: { phase: 'choosing', session: moving, problem: null } },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(/^Choose a new time for the session of Ada Lovelace/),
    ).toBeVisible();
    const cell = canvas.getAllByRole('gridcell').find((c) => c.tabIndex === 0)!;
    cell.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelMove).toHaveBeenCalled();
  },
};

/** The server refused the chosen slot: the session in the way is named. */
export const ConflictOnMove: Story = {
  args: {
    move: {
      phase: 'choosing',
      session: moving,
      problem: {
        kind: 'conflict',
        conflict: {
          patientName: 'Grace Hopper',
          startsAt: '2026-11-30T09:00:00.000Z',
          endsAt: '2026-11-30T09:50:00.000Z',
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^That time meets another session: Grace Hopper, Monday, November 30, 2026.+11:00/,
    );
  },
};

/** A chosen slot waits for confirmation, focus on the confirm button. */
export const ConfirmingAMove: Story = {
  args: {
    move: {
      phase: 'confirming',
      session: moving,
      startsAt: '2026-12-02T12:00:00.000Z',
      endsAt: '2026-12-02T12:50:00.000Z',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirmMove).toHaveBeenCalled();
  },
};

/** On a phone the week is the agenda: the sessions grouped by day. */
export const PhoneAgenda: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: {
    view: 'agenda',
    days: AGENDA_DAYS,
    state: { kind: 'ready', answer: answerOf(oneClinicianWeek) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const EmptyAgenda: Story = {
  args: { view: 'agenda', days: AGENDA_DAYS, state: { kind: 'ready', answer: answerOf([]) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing is booked in these 14 days.')).toBeVisible();
  },
};

/**
 * Right to left the first day is on the right, and ArrowLeft moves to the next day. A session's
 * time and Latin names keep their own direction (not "AM 9:50 – 9:00"), and sit on the item's
 * right, where the layout starts; so do the hours of the rows.
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    state: {
      kind: 'ready',
      answer: answerOf([storySession(1, 0, 9, { patient: { id: 'p-1', name: 'Ada Li (Jr.)' } })]),
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    const [, monday, tuesday] = canvas.getAllByRole('columnheader');
    await expect(monday!.getBoundingClientRect().left).toBeGreaterThan(
      tuesday!.getBoundingClientRect().left,
    );
    const names = [...canvasElement.querySelectorAll<HTMLElement>('[data-part=who]')];
    await expect(names.map((name) => name.textContent)).toEqual(['Ada Li (Jr.)']);
    const times = [...canvasElement.querySelectorAll<HTMLElement>('[data-part=time]')];
    const hours = canvas.getAllByRole('rowheader').map((header) => header.querySelector('bdi')!);
    for (const time of [...times, ...hours]) {
      // Read left to right, a time's first word ("9:00") is drawn left of its last ("AM").
      const words = (time.textContent ?? '').split(/\s+/);
      await expect(leftEdgeOf(time, words[0]!)).toBeLessThan(leftEdgeOf(time, words.at(-1)!));
    }
    for (const name of [...names, ...times]) {
      await expect(getComputedStyle(name).direction).toBe('ltr');
      const text = document.createRange();
      text.selectNodeContents(name);
      const gap = name.getBoundingClientRect().right - text.getBoundingClientRect().right;
      await expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    }
    const cell = canvas.getAllByRole('gridcell').find((c) => c.tabIndex === 0)!;
    cell.focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onBook).toHaveBeenCalledWith({ date: '2026-12-01', hour: 9 });
  },
};

/**
 * Time outside the clinician's availability is shaded, and each empty cell's name says so: before
 * 09:00 and after 17:30 (17:00 is partly outside), the weekend, Thursday (a date off) and Friday
 * (a clinic holiday). Booking there still works; the legend says the booking asks to confirm.
 */
export const OutsideWorkingHours: Story = {
  args: { availability: oneClinicianAvailability },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('gridcell', { name: /November 30, 2026, 8:00 AM, outside working hours$/ }),
    ).toHaveAttribute('data-shade', 'outside');
    await expect(
      canvas.getByRole('gridcell', { name: /November 30, 2026, 10:00 AM$/ }),
    ).not.toHaveAttribute('data-shade');
    await expect(
      canvas.getByRole('gridcell', { name: /November 30, 2026, 5:00 PM, partly outside/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('gridcell', { name: /December 3, 2026, 10:00 AM, a date off$/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('gridcell', {
        name: /December 4, 2026, 10:00 AM, clinic holiday: Romania’s national day$/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'What the shading means' })).toHaveTextContent(
      /the booking asks you to confirm/,
    );
    const saturday = canvas.getByRole('gridcell', { name: /December 5, 2026, 9:00 AM/ });
    saturday.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBook).toHaveBeenCalledWith({ date: '2026-12-05', hour: 9 });
  },
};

/** The whole clinic's week is shaded only where no clinician works. */
export const WholeClinicShading: Story = {
  args: {
    showClinicians: true,
    state: { kind: 'ready', answer: answerOf([]) },
    availability: wholeClinicAvailability,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('gridcell', {
        name: /November 30, 2026, 7:00 AM, outside every clinician’s working hours$/,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('gridcell', { name: /November 30, 2026, 12:00 PM$/ }),
    ).not.toHaveAttribute('data-shade');
    await expect(
      canvas.getByRole('gridcell', { name: /November 30, 2026, 4:00 PM, partly outside every/ }),
    ).toBeVisible();
    await expect(canvas.getByText(/Shaded where no clinician works/)).toBeVisible();
  },
};

/** Right to left the shading stays with its day (Thursday off, on the left of Wednesday). */
export const ShadingRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { availability: oneClinicianAvailability },
  play: async ({ canvas }) => {
    const wednesday = canvas.getByRole('gridcell', { name: /December 2, 2026, 10:00 AM$/ });
    const thursday = canvas.getByRole('gridcell', { name: /December 3, 2026, 10:00 AM, a date/ });
    await expect(thursday.getBoundingClientRect().left).toBeLessThan(
      wednesday.getBoundingClientRect().left,
    );
  },
};
