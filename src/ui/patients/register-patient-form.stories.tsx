import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterPatientForm } from './register-patient-form';

const meta = {
  title: 'Patients/Register a patient',
  component: RegisterPatientForm,
  args: { onSubmit: fn(), today: '2026-11-24' },
} satisfies Meta<typeof RegisterPatientForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Given name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/^Family name/), 'Lovelace');
    await userEvent.type(canvas.getByLabelText(/^Birth date/), '1985-12-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      givenName: 'Ada',
      familyName: 'Lovelace',
      preferredName: null,
      pronouns: null,
      birthDate: '1985-12-10',
      phone: null,
      email: null,
    });
  },
};

export const MissingDetails: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText(/^Given name/)).toHaveAccessibleDescription(
      'Enter the given name.',
    );
    await expect(canvas.getByLabelText(/^Given name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Registering/ })).toBeDisabled();
  },
};

export const RoleRefused: Story = {
  args: { failure: { kind: 'forbidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your role in this clinic does not allow registering patients.',
    );
  },
};

export const ServerRefusedDetails: Story = {
  args: { failure: { kind: 'invalid', detail: 'Use the date format YYYY-MM-DD' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Use the date format YYYY-MM-DD');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Nom de famille/)).toBeVisible();
  },
};
