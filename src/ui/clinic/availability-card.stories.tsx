import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvailabilityLoadCard, ClinicianAvailabilityCard } from './availability-card';

const OPENING = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '19:00' }));

const meta = {
  title: 'Clinic/Working hours',
  component: ClinicianAvailabilityCard,
  args: {
    availability: {
      hours: [
        { weekday: 1, start: '09:00', end: '12:30' },
        { weekday: 1, start: '13:30', end: '17:00' },
        { weekday: 3, start: '09:00', end: '17:00' },
      ],
      datesOff: ['2026-12-24'],
    },
    openingHours: OPENING,
    clinicianName: null,
    onSave: fn(),
  },
} satisfies Meta<typeof ClinicianAvailabilityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A clinician's own week: the clinic's opening hours named as the bound; saved as typed. */
export const OwnWeek: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/opening hours bound them: Monday 08:00–19:00/)).toBeVisible();
    await expect(canvas.getAllByLabelText('Monday: from (HH:MM)')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours on Friday' }));
    const friday = canvas.getByLabelText('Friday: until (HH:MM)');
    await userEvent.clear(friday);
    await userEvent.type(friday, '13:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the working hours' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      hours: [
        { weekday: 1, start: '09:00', end: '12:30' },
        { weekday: 1, start: '13:30', end: '17:00' },
        { weekday: 3, start: '09:00', end: '17:00' },
        { weekday: 5, start: '09:00', end: '13:00' },
      ],
      datesOff: ['2026-12-24'],
    });
  },
};

/** An end before its start and overlapping hours are named under their row; nothing is sent. */
export const InvalidHours: Story = {
  play: async ({ canvas, args }) => {
    const [, afternoon] = canvas.getAllByLabelText('Monday: from (HH:MM)');
    await userEvent.clear(afternoon!);
    await userEvent.type(afternoon!, '11:00');
    const wednesdayEnd = canvas.getByLabelText('Wednesday: until (HH:MM)');
    await userEvent.clear(wednesdayEnd);
    await userEvent.type(wednesdayEnd, '08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the working hours' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(afternoon).toHaveAccessibleDescription(
      'These hours overlap other hours of the same day.',
    );
    await expect(wednesdayEnd).toHaveAccessibleDescription('The end must be after the start.');
    await expect(afternoon).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('2 entries need correcting');
  },
};

/** A time not written as HH:MM, and a date off given twice. */
export const BadTimeAndRepeatedDate: Story = {
  play: async ({ canvas }) => {
    const [morning] = canvas.getAllByLabelText('Monday: from (HH:MM)');
    await userEvent.clear(morning!);
    await userEvent.type(morning!, '9h');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a date off' }));
    const date = canvas.getByLabelText('Date 2');
    await userEvent.type(date, '2026-12-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the working hours' }));
    await expect(morning).toHaveAccessibleDescription(/Write each time as HH:MM/);
    await expect(date).toHaveAccessibleDescription('This date is already in the list.');
  },
};

/** The server refused hours outside the opening hours (409): the form says so, and the server. */
export const OutsideOpeningHours: Story = {
  args: {
    failure: {
      kind: 'conflict',
      detail: 'Working hours 07:00–12:30 on weekday 1 lie outside the clinic’s opening hours.',
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/outside the clinic’s opening hours: each interval/);
    await expect(alert).toHaveTextContent(/The server said: Working hours 07:00–12:30/);
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
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
  },
};

export const NetworkFailure: Story = {
  args: { failure: { kind: 'network' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/could not reach the server/);
  },
};

/** No opening hours and no hours yet: every weekday says "Not working". */
export const NothingSet: Story = {
  args: { availability: { hours: [], datesOff: [] }, openingHours: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/has set no opening hours/)).toBeVisible();
    await expect(canvas.getAllByText('Not working')).toHaveLength(7);
    await expect(canvas.getByText('No dates off.')).toBeVisible();
  },
};

/** An owner edits a colleague's hours, chosen above the form. */
export const OwnerForAColleague: Story = {
  args: {
    clinicianName: 'Grace Okafor',
    whose: (
      <label>
        Whose working hours{' '}
        <select defaultValue="c-2">
          <option value="c-1">Amira Haddad</option>
          <option value="c-2">Grace Okafor</option>
        </select>
      </label>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Working hours of Grace Okafor' }),
    ).toBeVisible();
  },
};

/** Right to left, the weekday's name is on the right and its hours run leftwards. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const monday = canvas.getByRole('group', { name: 'Monday' });
    const legend = within(monday).getByText('Monday');
    const [from] = within(monday).getAllByLabelText('Monday: from (HH:MM)');
    await expect(legend.getBoundingClientRect().left).toBeGreaterThan(
      from!.getBoundingClientRect().left,
    );
  },
};

export const Loading: StoryObj<typeof AvailabilityLoadCard> = {
  render: () => <AvailabilityLoadCard title="Your working hours" failed={false} onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the working hours…');
  },
};

export const LoadFailed: StoryObj<typeof AvailabilityLoadCard> = {
  render: () => <AvailabilityLoadCard title="Your working hours" failed onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};
