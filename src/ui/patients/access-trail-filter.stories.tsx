import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccessTrailFilter } from './access-trail-filter';
import { NO_TRAIL_FILTER } from './access-trail-filter-values';

const meta = {
  title: 'Patients/Chart/Access trail filter',
  component: AccessTrailFilter,
  args: {
    members: [
      { id: 'u-1', name: 'Dana Demo' },
      { id: 'u-2', name: 'Irina Dobre' },
    ],
    values: NO_TRAIL_FILTER,
    onChange: fn(),
    onExport: fn(),
    exportState: 'idle',
  },
} satisfies Meta<typeof AccessTrailFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Member')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('Member'), 'u-2');
    await expect(args.onChange).toHaveBeenCalledWith({ ...NO_TRAIL_FILTER, userId: 'u-2' });
    await userEvent.click(canvas.getByRole('button', { name: 'Download as CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const Narrowed: Story = {
  args: {
    values: {
      ...NO_TRAIL_FILTER,
      userId: 'u-1',
      action: 'read-note',
      fromDay: '2026-11-01',
      toDay: '2026-11-29',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('What was done')).toHaveValue('read-note');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
  },
};

export const EndBeforeStart: Story = {
  args: {
    values: { ...NO_TRAIL_FILTER, fromDay: '2026-11-29', toDay: '2026-11-01' },
    error: 'toBeforeFrom',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(/must not be before/);
    await expect(canvas.getByRole('button', { name: 'Download as CSV' })).toBeDisabled();
  },
};

export const Downloaded: Story = {
  args: { exportState: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/recorded in the audit trail/);
  },
};

export const DownloadFailed: Story = {
  args: { exportState: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The CSV could not be made.');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下载为 CSV' })).toBeVisible();
  },
};

/** Narrowed to one record from a line that names it: said in words, and undone with one button. */
export const OneRecord: Story = {
  args: {
    values: {
      ...NO_TRAIL_FILTER,
      recordId: 'n-7',
      recordLabel: 'SOAP note of Nov 24, 2026, 2:00 PM',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Showing the reads of one record: SOAP note of Nov 24, 2026, 2:00 PM.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every record' }));
    await expect(args.onChange).toHaveBeenCalledWith(NO_TRAIL_FILTER);
  },
};
