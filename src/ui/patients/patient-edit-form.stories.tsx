import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { STORY_TODAY, storyPatient } from './chart-story-data';
import { PatientEditForm } from './patient-edit-form';

const meta = {
  title: 'Patients/Chart/Edit details',
  component: PatientEditForm,
  args: {
    patient: storyPatient,
    today: STORY_TODAY,
    onSubmit: fn(),
    onConfirmDischarge: fn(),
    onCancelDischarge: fn(),
  },
} satisfies Meta<typeof PatientEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/^Given name/)).toHaveValue('Grace');
    await userEvent.clear(canvas.getByLabelText(/^Phone/));
    await userEvent.type(canvas.getByLabelText(/^Phone/), '+40 700 000 000');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'inactive');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+40 700 000 000', status: 'inactive', givenName: 'Grace' }),
    );
  },
};

export const MissingName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText(/^Family name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByLabelText(/^Family name/)).toHaveAccessibleDescription(
      'Enter the family name.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ConfirmingDischarge: Story = {
  args: { confirmingDischarge: true },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Discharge Grace Hopper?' });
    await expect(canvas.getByRole('button', { name: 'Keep the current status' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelDischarge).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).toBeVisible());
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
    await expect(canvas.getByRole('status')).toHaveTextContent('The changes are saved.');
  },
};

export const RoleRefused: Story = {
  args: { failure: { kind: 'forbidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your role in this clinic does not allow editing patients.',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Enregistrer les modifications' }),
    ).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  args: { confirmingDischarge: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Externează' })).toBeVisible());
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('状态')).toHaveValue('active');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const given = canvas.getByLabelText(/^Given name/).getBoundingClientRect();
    const family = canvas.getByLabelText(/^Family name/).getBoundingClientRect();
    await expect(given.left).toBeGreaterThan(family.left);
  },
};
