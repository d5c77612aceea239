import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingPatient } from './booking-patient';

const grace = {
  givenName: 'Grace',
  familyName: 'Hopper',
  preferredName: null,
  mrn: '000042',
  birthDate: '1985-12-10',
};

const meta = {
  title: 'Sessions/Book a session/Whom it is for',
  component: BookingPatient,
  args: { patient: grace },
} satisfies Meta<typeof BookingPatient>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamedWithMrnAndBirthDate: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Book a session for Grace Hopper' }),
    ).toBeVisible();
    await expect(canvas.getByText('MRN 000042')).toBeVisible();
    // A calendar date: shown as born, in no time zone.
    await expect(canvas.getByText('born December 10, 1985')).toBeVisible();
  },
};

export const WithPreferredName: Story = {
  args: { patient: { ...grace, preferredName: 'Amazing Grace' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('goes by Amazing Grace')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Planifier une séance pour Grace Hopper' }),
    ).toBeVisible();
    await expect(canvas.getByText('né(e) le 10 décembre 1985')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('病历号 000042')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
