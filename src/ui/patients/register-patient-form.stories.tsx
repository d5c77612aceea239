import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { patientDetailsOf } from '../../../common/contracts/patients.contract';
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
      ...patientDetailsOf({}),
      givenName: 'Ada',
      familyName: 'Lovelace',
      birthDate: '1985-12-10',
    });
  },
};

/** The details clinics record: address, emergency contact, sex and gender, referral, contact method. */
export const NewDetails: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Given name/), 'Maria');
    await userEvent.type(canvas.getByLabelText(/^Family name/), 'Ionescu');
    await userEvent.type(canvas.getByLabelText(/^Birth date/), '1991-04-23');
    await userEvent.selectOptions(canvas.getByLabelText('Gender (administrative)'), 'female');
    await userEvent.selectOptions(canvas.getByLabelText('Preferred contact method'), 'sms');
    await userEvent.type(canvas.getByLabelText(/^City/), 'Cluj-Napoca');
    await userEvent.type(canvas.getByLabelText(/^Relationship to the patient/), 'Brother');
    await userEvent.type(canvas.getByLabelText(/^Referred by/), 'Self-referral');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        administrativeGender: 'female',
        preferredContactMethod: 'sms',
        city: 'Cluj-Napoca',
        emergencyContactRelationship: 'Brother',
        referralSource: 'Self-referral',
      }),
    );
  },
};

const matches = [
  { id: 'p1', mrn: '000001', givenName: 'Oliver', familyName: 'Clarke', birthDate: '1978-06-07' },
];

export const MatchesFound: Story = {
  args: {
    step: 'matches',
    matches,
    onRegisterAnyway: fn(),
    onConfirmNew: fn(),
    onBackToMatches: fn(),
  },
  play: async ({ canvas, args }) => {
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent('This patient may already be registered');
    await expect(warning).toHaveTextContent('Clarke, Oliver');
    await expect(canvas.getByRole('link', { name: 'Open existing' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/patientdashboard?id=p1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Register a new patient anyway' }));
    await expect(args.onRegisterAnyway).toHaveBeenCalled();
  },
};

export const ConfirmAnyway: Story = {
  args: { ...MatchesFound.args, step: 'confirming' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('recorded in the audit trail');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, register a new patient' }));
    await expect(args.onConfirmNew).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBackToMatches).toHaveBeenCalled();
  },
};

export const MatchesRightToLeft: Story = {
  args: { ...MatchesFound.args },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open existing' })).toBeVisible();
  },
};

export const InvalidDetail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Given name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/^Family name/), 'Lovelace');
    await userEvent.type(canvas.getByLabelText(/^Birth date/), '1985-12-10');
    await userEvent.type(canvas.getByLabelText(/^Postal code/), '1'.repeat(21));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText(/^Postal code/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
