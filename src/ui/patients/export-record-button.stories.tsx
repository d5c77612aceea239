import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExportRecordButton } from './export-record-button';

const meta = {
  title: 'Patients/Chart/Export record',
  component: ExportRecordButton,
  args: { state: { status: 'idle' }, onExport: fn() },
} satisfies Meta<typeof ExportRecordButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Export record' });
    await expect(button).toHaveAccessibleDescription(/a PDF of each signed note and intake/);
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const Exporting: Story = {
  args: { state: { status: 'exporting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
    await expect(canvas.getByText('Preparing the record…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The record could not be exported. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Export record' })).toBeEnabled();
  },
};

export const Done: Story = {
  args: { state: { status: 'done', fileName: 'patient-P000123-record.zip' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('patient-P000123-record.zip');
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exportă dosarul' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { state: { status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('无法导出病历，请重试。');
  },
};
