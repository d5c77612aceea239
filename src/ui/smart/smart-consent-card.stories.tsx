import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SmartConsentCard } from './smart-consent-card';

const CONSENT = {
  app: { name: 'Outcome tracker', clientId: 'k3Jx9' },
  scopes: ['launch/patient', 'patient/*.rs'],
  needsPatient: true,
};

const meta = {
  title: 'SMART/Consent',
  component: SmartConsentCard,
  args: {
    view: { kind: 'ready', consent: CONSENT },
    patientPicker: <p>Patient picker</p>,
    onApprove: fn(),
    onDeny: fn(),
  },
} satisfies Meta<typeof SmartConsentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PatientLaunch: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Allow Outcome tracker to read from Praxis?' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/read and search every record of the patient you choose/),
    ).toBeVisible();
    await expect(canvas.getByText('Patient picker')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(args.onDeny).toHaveBeenCalledOnce();
  },
};

export const EverythingTheMemberSees: Story = {
  args: {
    view: {
      kind: 'ready',
      consent: { ...CONSENT, scopes: ['user/*.read', 'user/Observation.s'], needsPatient: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/read and search every record you may see/)).toBeVisible();
    await expect(canvas.getByText(/search the Observation records you may see/)).toBeVisible();
    await expect(canvas.queryByText('Patient picker')).toBeNull();
  },
};

export const KeepsReadingAfterSignOut: Story = {
  args: {
    view: {
      kind: 'ready',
      consent: { ...CONSENT, scopes: ['launch/patient', 'patient/*.rs', 'offline_access'] },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/keep reading for 30 days after you sign out of Praxis/),
    ).toBeVisible();
    await expect(canvas.getByText(/offline_access/)).toBeVisible();
  },
};

export const KeepsReadingWhileSignedIn: Story = {
  args: {
    view: {
      kind: 'ready',
      consent: { ...CONSENT, scopes: ['user/*.rs', 'online_access'], needsPatient: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/keep reading while you stay signed in to Praxis/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { view: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading the app's request…")).toBeVisible();
  },
};

export const RequestExpired: Story = {
  args: {
    view: {
      kind: 'failed',
      detail: 'This authorization request is no longer valid: start again from the app.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no longer valid/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Allow' })).toBeNull();
  },
};

export const AnswerFailed: Story = {
  args: { decideFailed: 'No such patient in this clinic.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not be sent: No such patient/)).toBeVisible();
  },
};

export const Leaving: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Returning to the app…');
    await expect(canvas.getByRole('button', { name: 'Deny' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(patient/*.rs)')).toHaveAttribute('dir', 'ltr');
  },
};
