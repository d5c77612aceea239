import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type {
  BookingErrors,
  BookingValues,
} from '../../machines/encounters/session-booking.machine';
import { BookSessionForm, type BookSessionFormProps } from './book-session-form';
import { storyBookingValues, storyClinicians, STORY_TIME_ZONE } from './session-story-data';

/** The form with its values held here, as the machine holds them in the app. */
function Controlled(props: BookSessionFormProps) {
  const [values, setValues] = useState<BookingValues>(props.values);
  return (
    <BookSessionForm
      {...props}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Sessions/Book a session',
  component: BookSessionForm,
  render: (args) => <Controlled {...args} />,
  args: {
    values: storyBookingValues,
    errors: {},
    clinicians: storyClinicians,
    timeZone: STORY_TIME_ZONE,
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BookSessionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/^Clinician/)).toHaveValue('c-1');
    await expect(canvas.getByText(/clinic's time zone, Europe\/Bucharest/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Location/), ' east');
    await userEvent.click(canvas.getByRole('button', { name: 'Book the session' }));
    await expect(args.onChange).toHaveBeenCalledWith('location', ' ');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { values: { ...storyBookingValues, clinicianId: '', date: '', time: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Clinician/)).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a clinician' })).toBeInTheDocument();
  },
};

const invalid: BookingErrors = {
  clinicianId: 'sessions.validation.clinicianRequired',
  time: 'sessions.validation.timeSkipped',
  minutes: 'sessions.validation.minutesInvalid',
};

export const ValidationErrors: Story = {
  args: { errors: invalid, values: { ...storyBookingValues, clinicianId: '', minutes: '0' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Clinician/)).toHaveAccessibleDescription(
      'Choose a clinician.',
    );
    await expect(canvas.getByLabelText(/^Length/)).toHaveAccessibleDescription(
      'Enter a length from 5 to 720 minutes.',
    );
    await expect(canvas.getByLabelText(/^Start time/)).toHaveAccessibleDescription(
      /does not exist in the clinic's time zone/,
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const Conflict: Story = {
  args: {
    conflict: {
      id: 'e-9',
      startsAt: '2026-11-24T07:00:00.000Z',
      endsAt: '2026-11-24T07:50:00.000Z',
      patient: { id: 'p-2', name: 'Grace Hopper', mrn: '000002' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /already has a session then: Grace Hopper \(MRN 000002\)/,
    );
    await expect(canvas.getByRole('link', { name: 'Open that session' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/patientviewsession?id=e-9',
    );
  },
};

export const FailedWithRetry: Story = {
  args: { failure: { kind: 'failed' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Reschedule: Story = {
  args: { reschedule: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save the new time' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { errors: invalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Clinician/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '预约会谈' })).toBeVisible();
  },
};
