import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScoreChangesList } from './score-changes-list';
import { busyDay, LONG_NAME, STORY_TIME_ZONE } from './session-story-data';

const meta = {
  title: 'Sessions/Score changes',
  component: ScoreChangesList,
  args: { changes: busyDay.scoreChanges, timeZone: STORY_TIME_ZONE, onNavigate: fn() },
} satisfies Meta<typeof ScoreChangesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The busy day's changes: a worsening and a band crossing; its unchanged score is not listed. */
export const Several: Story = {
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('GAD-7 6 → 12, Mild → Moderate');
    await expect(within(items[0]!).getByText('Worsened')).toBeVisible();
    await expect(items[1]).toHaveTextContent('PHQ-9 14 → 9, Moderate → Mild');
    await expect(within(items[1]!).getByText('Improved')).toBeVisible();
    await expect(canvas.queryByText('Unchanged')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Barbara Liskov' })).toBeNull();
    await expect(canvas.getByText(LONG_NAME)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Grace Hopper' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/app/panels/hospital/patientdashboard?id=p-2',
    );
  },
};

/**
 * Given newest first, as a query would: a worsening of last month still comes before this week's
 * improvements, and a band crossing before an improvement within its band.
 */
export const WorseFirst: Story = {
  args: {
    changes: [
      {
        patientId: 'p-5',
        patientName: 'Edsger Dijkstra',
        instrument: 'phq9',
        previousTotal: 8,
        latestTotal: 6,
        previousBand: 'mild',
        latestBand: 'mild',
        effectiveAt: '2026-11-23T09:00:00.000Z',
      },
      {
        patientId: 'p-6',
        patientName: 'Frances Allen',
        instrument: 'gad7',
        previousTotal: 11,
        latestTotal: 7,
        previousBand: 'moderate',
        latestBand: 'mild',
        effectiveAt: '2026-11-22T09:00:00.000Z',
      },
      {
        patientId: 'p-7',
        patientName: 'Alan Kay',
        instrument: 'phq9',
        previousTotal: 10,
        latestTotal: 12,
        previousBand: 'moderate',
        latestBand: 'moderate',
        effectiveAt: '2026-10-30T09:00:00.000Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(names).toEqual(['Alan Kay', 'Frances Allen', 'Edsger Dijkstra']);
  },
};

/** Only unchanged scores: nothing to list, and the empty text says why. */
export const OnlyUnchanged: Story = {
  args: { changes: busyDay.scoreChanges.filter((c) => c.previousTotal === c.latestTotal) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No PHQ-9 or GAD-7 score on your caseload has changed yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No PHQ-9 or GAD-7 score on your caseload has changed yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('PHQ-9 14 → 9, Modéré → Léger');
    await expect(within(items[1]!).getByText('Amélioré')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
  },
};
