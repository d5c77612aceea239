import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClinicianOnly, IntakeHeader, IntakeNotFound } from './intake-page-states';

const meta = { title: 'Intake/Page states', component: ClinicianOnly } satisfies Meta<
  typeof ClinicianOnly
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StaffSeeNoForm: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Intakes are written by clinicians' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <IntakeNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No such intake' })).toBeVisible();
  },
};

export const Header: Story = {
  render: () => <IntakeHeader patientName="Grace Hopper" patientId="p1" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Intake: Grace Hopper' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Back to the patient's chart" })).toHaveAttribute(
      'href',
      '/app/panels/hospital/patientdashboard?id=p1',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /rédigées par les cliniciens/ }),
    ).toBeVisible();
  },
};
