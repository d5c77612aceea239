import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RecordDownload } from './record-download';

const meta = {
  title: 'Portal/Download my record',
  component: RecordDownload,
  globals: { viewport: { value: 'mobile2' } },
  args: { state: { status: 'idle' }, onDownload: fn() },
} satisfies Meta<typeof RecordDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download my record' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const Preparing: Story = {
  args: { state: { status: 'preparing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/being prepared/)).toBeVisible();
  },
};

export const Done: Story = {
  args: { state: { status: 'done', fileName: 'patient-P000123-record.zip' } },
};

export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/could not be downloaded/);
  },
};

export const RightToLeft: Story = { globals: { viewport: { value: 'mobile2' }, direction: 'rtl' } };
