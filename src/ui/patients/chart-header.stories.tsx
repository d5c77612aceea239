import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { ChartHeader } from './chart-header';
import { STORY_TODAY, storyPatient } from './chart-story-data';

const meta = {
  title: 'Patients/Chart/Header',
  component: ChartHeader,
  args: {
    patient: storyPatient,
    today: STORY_TODAY,
    primaryClinicianName: 'Dana Demo',
    consentsInForce: ['treatment', 'recording-ai'],
  },
} satisfies Meta<typeof ChartHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFlags: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Grace Hopper');
    await expect(canvas.getByText('goes by Amazing Grace')).toBeVisible();
    await expect(canvas.getByText(/39 years/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Flags' })).toHaveTextContent('Suicide risk');
    await expect(canvas.getByRole('list', { name: 'Consents in force' })).toHaveTextContent(
      'Recording & AI',
    );
  },
};

export const LongNames: Story = {
  args: {
    patient: {
      ...storyPatient,
      givenName: 'Maria-Magdalena Alexandrina Theodora',
      familyName: 'Constantinescu-Vasilescu de la Vega y Montenegro',
      preferredName: 'Magda, or Mimi among friends and family since childhood',
    },
    primaryClinicianName: 'Dr. Bartholomew Fitzgerald-Worthington, PsyD, LCSW',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // Long names wrap inside the page rather than push it sideways.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const NoPreferredNameNoFlags: Story = {
  args: {
    patient: { ...storyPatient, preferredName: null, pronouns: null, flags: [] },
    primaryClinicianName: null,
    consentsInForce: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/goes by/)).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Flags' })).toBeNull();
    await expect(canvas.getByText('No consent in force')).toBeVisible();
    await expect(canvas.getByText('No primary clinician')).toBeVisible();
  },
};

export const Discharged: Story = {
  args: { patient: { ...storyPatient, status: 'discharged' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Discharged')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    // The name starts at the right edge.
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
    // The age reads "76 years (born …)", not "years (born …) 76".
    const age = canvas.getByText(/\d+ years \(born/);
    const years = /(\d+) years/.exec(age.textContent ?? '')![1]!;
    await expect(leftEdgeOf(age, years)).toBeLessThan(leftEdgeOf(age, 'years'));
    // "Consents in force:" is one translated string, its colon after the words (not ":Consents").
    const consents = canvas.getByText('Consents in force:');
    await expect(consents).toHaveAttribute('dir', 'auto');
    await expect(leftEdgeOf(consents, ':')).toBeGreaterThan(leftEdgeOf(consents, 'force'));
    // The patient's name is isolated as user-entered text.
    const name = canvas.getByRole('heading', { level: 1 }).querySelector('bdi');
    await expect(name).toHaveTextContent(`${storyPatient.givenName} ${storyPatient.familyName}`);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Risque suicidaire')).toBeVisible();
    await expect(canvas.getByText(/39 ans/)).toBeVisible();
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
