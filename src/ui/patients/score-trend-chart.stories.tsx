import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLongHistory, storyScore, storyScores } from './documentation-story-data';
import { ScoreTrendChart } from './score-trend-chart';

const meta = {
  title: 'Patients/Chart/Score trend chart',
  component: ScoreTrendChart,
  args: {
    observations: storyScores,
    loading: false,
    failed: false,
    hidden: false,
    timeZone: 'Europe/Bucharest',
    onRetry: fn(),
  },
} satisfies Meta<typeof ScoreTrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const SeveralAcrossBands: Story = {
  play: async ({ canvas }) => {
    const phq9 = canvas.getByRole('img', { name: /PHQ-9 totals over time \(0–27\)/ });
    await expect(phq9).toHaveAccessibleDescription(
      '5 scores from Oct 6, 2026 to Nov 24, 2026; latest 3, Minimal.',
    );
    // Every band is drawn and named.
    for (const band of ['Minimal', 'Mild', 'Moderate', 'Moderately severe', 'Severe']) {
      await expect(within(phq9).getByText(band)).toBeInTheDocument();
    }
    await expect(
      canvas.getByRole('img', { name: /GAD-7 totals over time \(0–21\)/ }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: /PHQ-9 scores/ });
    const rows = rowsOf(table);
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(/Nov 24, 2026.*3.*Minimal.*Re-score/);
    await expect(rows[4]).toHaveTextContent(/Oct 6, 2026.*22.*Severe.*Intake/);
  },
};

export const OnePoint: Story = {
  args: { observations: [storyScore('one', 'phq9', 11, '2026-11-03T08:30:00Z', 'i1')] },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /PHQ-9/ });
    await expect(chart.querySelectorAll('circle')).toHaveLength(1);
    await expect(chart.querySelector('path')).toBeNull();
    await expect(canvas.getByText('No GAD-7 scores yet.')).toBeVisible();
  },
};

/** A score the patient reported in the portal is told apart from those administered in session. */
export const PatientReported: Story = {
  args: {
    observations: [
      storyScore('intake', 'phq9', 14, '2026-10-06T08:30:00Z', 'i1'),
      storyScore('portal', 'phq9', 9, '2026-11-02T18:10:00Z', null, 'patient'),
    ],
  },
  play: async ({ canvas }) => {
    const rows = rowsOf(canvas.getByRole('table', { name: /PHQ-9 scores/ }));
    await expect(rows[0]).toHaveTextContent(/9.*Mild.*Patient-reported \(before the session\)/);
    await expect(rows[1]).toHaveTextContent(/14.*Moderate.*Intake/);
  },
};

export const LongHistory: Story = {
  args: { observations: storyLongHistory },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /PHQ-9/ });
    await expect(chart.querySelectorAll('circle')).toHaveLength(52);
    await expect(rowsOf(canvas.getByRole('table'))).toHaveLength(52);
  },
};

export const Empty: Story = {
  args: { observations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No scores recorded yet/)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Loading: Story = {
  args: { observations: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading scores…');
  },
};

export const Failed: Story = {
  args: { observations: null, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The scores could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: PHQ-9 / GAD-7 scores' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const HiddenFromStaff: Story = {
  args: { observations: null, hidden: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Clinical details are visible to the patient's care team."),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /PHQ-9/ });
    const xs = [...chart.querySelectorAll('circle')].map((c) => Number(c.getAttribute('cx')));
    // Time runs from the reading start: the oldest point is rightmost.
    await expect(xs[0]).toBeGreaterThan(xs[xs.length - 1]!);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Scores PHQ-9 / GAD-7' })).toBeVisible();
    await expect(canvas.getAllByText('Modérément sévère').length).toBeGreaterThan(0);
  },
};
