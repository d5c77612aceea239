import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IntakeVersions } from './intake-versions';

const meta = {
  title: 'Intake/Saved versions',
  component: IntakeVersions,
  args: {
    timeZone: 'Europe/Bucharest',
    versions: [
      { version: 3, savedAt: '2026-11-24T10:05:00Z', savedByName: 'Dana Demo', content: {} },
      { version: 2, savedAt: '2026-11-24T09:40:00Z', savedByName: 'Dana Demo', content: {} },
      {
        version: 1,
        savedAt: '2026-11-24T09:30:00Z',
        savedByName: 'Maximiliana Alexandrescu-Vasilescu de la Bucureşti',
        content: {},
      },
    ],
  },
} satisfies Meta<typeof IntakeVersions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Saved versions' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Shown in the clinic's zone (Bucharest, UTC+2 in November).
    await expect(items[0]).toHaveTextContent(
      /^Version 3, saved Nov 24, 2026, 12:05\sPM by Dana Demo$/,
    );
    await expect(items[2]).toHaveTextContent(/Maximiliana Alexandrescu-Vasilescu/);
  },
};

export const Loading: Story = {
  args: { versions: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading versions…');
  },
};

export const Failed: Story = {
  args: { versions: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The versions could not be loaded.');
  },
};

export const Empty: Story = {
  args: { versions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No saved versions.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
