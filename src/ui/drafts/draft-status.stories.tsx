import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DraftStatus } from './draft-status';

/** 09:42 UTC is 10:42 in Paris (winter). */
const SAVED_AT = '2026-01-05T09:42:00Z';
/** The same day in Paris, later. */
const LATER_THAT_DAY = new Date('2026-01-05T15:00:00Z');

const meta = {
  title: 'Drafts/Save status',
  component: DraftStatus,
  args: { state: 'saved', savedAt: SAVED_AT, timeZone: 'Europe/Paris', now: LATER_THAT_DAY },
} satisfies Meta<typeof DraftStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Saved 10:42 AM');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** Saved late on 4 January in Paris, read the next morning there (still the 4th in New York). */
export const SavedOnAnEarlierDay: Story = {
  args: {
    state: 'editing',
    savedAt: '2026-01-04T22:30:00Z',
    now: new Date('2026-01-05T03:00:00Z'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved Jan 4, 2026, 11:30 PM');
  },
};

/** Until the clinic's time zone is known, no time is shown rather than the browser's. */
export const ClinicZoneNotKnownYet: Story = {
  args: { timeZone: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const NotSavedYet: Story = {
  args: { state: 'editing', savedAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const UnsavedChanges: Story = {
  args: { state: 'dirty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Unsaved changes');
  },
};

export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
  },
};

export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline — kept on this device');
  },
};

export const Failed: Story = {
  args: {
    state: 'failed',
    error: 'Notes can be written for arrived, in-progress or finished sessions.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Save failed: Notes can be written for arrived, in-progress or finished sessions.',
    );
  },
};

export const Conflict: Story = {
  args: { state: 'conflict' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Changed elsewhere');
  },
};

export const Signed: Story = {
  args: { state: 'signed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signed');
  },
};

export const RestoredFromDevice: Story = {
  args: { state: 'dirty', restoredFromDevice: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Unsaved changes · Restored from this device',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Enregistré à 10:42');
  },
};

export const FrenchEarlierDay: Story = {
  args: { savedAt: '2026-01-04T16:22:00Z' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Enregistré le 4 janv. 2026, 17:22');
  },
};

export const Romanian: Story = {
  args: { state: 'offline' },
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('păstrat pe acest dispozitiv');
  },
};

export const Chinese: Story = {
  args: { state: 'saving' },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在保存…');
  },
};

export const RightToLeft: Story = {
  args: { state: 'offline' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(getComputedStyle(status).textAlign).toMatch(/start|right/);
  },
};
