import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsentGate } from './consent-gate';

/** Nothing is recorded without the patient's recording & AI consent: the gate explains and leads on. */
const meta = {
  title: 'Speech/Consent gate',
  component: ConsentGate,
  args: {
    patientName: 'Ada Lovelace',
    mayRecordConsent: true,
    today: '2026-03-04',
    onRecord: fn(),
    onRecheck: fn(),
  },
} satisfies Meta<typeof ConsentGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MayRecordTheConsent: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const gate = within(canvasElement).getByRole('region', { name: 'Recording consent needed' });
    await expect(gate).toHaveTextContent('Ada Lovelace has no recording & AI consent on file.');
    await expect(within(gate).getByLabelText(/^Date the patient consented/)).toHaveValue(
      '2026-03-04',
    );
    await userEvent.type(within(gate).getByLabelText('Note (optional)'), 'Verbal consent');
    await userEvent.click(
      within(gate).getByRole('button', { name: "Record the patient's consent" }),
    );
    await expect(args.onRecord).toHaveBeenCalledWith({
      effectiveDate: '2026-03-04',
      note: 'Verbal consent',
    });
  },
};

export const RefusesADateInTheFuture: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText(/^Date the patient consented/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-05');
    await userEvent.click(canvas.getByRole('button', { name: "Record the patient's consent" }));
    await expect(canvas.getByText('The date cannot be in the future.')).toBeVisible();
    await expect(date).toHaveFocus();
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

export const Recording: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Recording the consent/ }));
  },
};

export const RecordingFailed: Story = {
  args: { failure: 'Your role does not allow this.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The consent could not be recorded. Your role does not allow this.',
    );
  },
};

export const MayNotRecordTheConsent: Story = {
  args: { mayRecordConsent: false },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Only the front desk or the session's clinician/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Check consent again' }));
    await expect(args.onRecheck).toHaveBeenCalled();
  },
};

export const InRomanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Înregistrați acordul pacientului' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Recording consent needed' }),
    ).toBeVisible();
  },
};
