import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MrnSystemCard } from './mrn-system-card';

const meta = {
  title: 'Clinic/MRN system',
  component: MrnSystemCard,
  args: { mrnSystem: null, editable: true, onSave: fn() },
} satisfies Meta<typeof MrnSystemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnlyDefault: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Praxis’s address for this clinic')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ReadOnlySet: Story = {
  args: { editable: false, mrnSystem: 'https://records.harbour.example/mrn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('https://records.harbour.example/mrn')).toBeVisible();
  },
};

export const Editable: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('MRN system (https address)');
    await expect(field).toHaveValue('');
    await userEvent.type(field, 'https://records.harbour.example/mrn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the MRN system' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      mrnSystem: 'https://records.harbour.example/mrn',
    });
  },
};

export const Cleared: Story = {
  args: { mrnSystem: 'https://records.harbour.example/mrn' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('MRN system (https address)');
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the MRN system' }));
    await expect(args.onSave).toHaveBeenCalledWith({ mrnSystem: null });
  },
};

export const NotHttps: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('MRN system (https address)');
    await userEvent.type(field, 'http://records.harbour.example/mrn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the MRN system' }));
    await expect(field).toHaveAccessibleDescription(/Enter an absolute https address/);
    await expect(field).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: {
    failure: { kind: 'invalid', detail: 'mrnSystem must be an absolute https URL.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Saved: Story = {
  args: { saved: true, mrnSystem: 'https://records.harbour.example/mrn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The MRN system is saved.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  args: { mrnSystem: 'https://records.harbour.example/mrn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '供其他系统使用的病历号' })).toBeVisible();
    // The URL still reads left to right.
    await expect(canvas.getByLabelText('病历号体系（https 地址）')).toHaveAttribute('dir', 'ltr');
  },
};
