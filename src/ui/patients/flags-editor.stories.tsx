import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FlagsEditor } from './flags-editor';

const meta = {
  title: 'Patients/Chart/Flags',
  component: FlagsEditor,
  args: { flags: ['suicide-risk'], onSave: fn() },
} satisfies Meta<typeof FlagsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the flags' }));
    await expect(canvas.getByRole('checkbox', { name: 'Suicide risk' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Allergy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the flags' }));
    await expect(args.onSave).toHaveBeenCalledWith(['suicide-risk', 'allergy']);
  },
};

export const NoFlags: Story = {
  args: { flags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No flags.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onSave: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit the flags' })).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Risque suicidaire')).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Risc suicidar')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('自杀风险')).toBeVisible();
  },
};
