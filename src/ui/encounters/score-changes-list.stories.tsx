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

export const Several: Story = {
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('GAD-7 6 → 12, Mild → Moderate');
    await expect(within(items[0]!).getByText('Worsened')).toBeVisible();
    await expect(items[1]).toHaveTextContent('PHQ-9 14 → 9, Moderate → Mild');
    await expect(within(items[1]!).getByText('Improved')).toBeVisible();
    await expect(within(items[2]!).getByText('Unchanged')).toBeVisible();
    await expect(canvas.getByText(LONG_NAME)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Grace Hopper' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/app/panels/hospital/patientdashboard?id=p-2',
    );
  },
};

export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No patient on your caseload has two scores of a questionnaire yet.'),
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
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Barbara Liskov' })).toBeVisible();
  },
};
