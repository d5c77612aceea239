import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConflictPanel } from './conflict-panel';

const LONG =
  'Client described a week of interrupted sleep, attributing it to the change of shifts at work; reports using the breathing exercise twice, with some relief. '.repeat(
    4,
  );

const meta = {
  title: 'Drafts/Conflict panel',
  component: ConflictPanel,
  args: {
    mine: 'Client reports sleeping better since the last session.',
    theirs: 'Client reports sleeping worse.',
    onKeepMine: fn(),
    onTakeTheirs: fn(),
  },
} satisfies Meta<typeof ConflictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneText: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('region', { name: 'This text was changed elsewhere' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Client reports sleeping better since the last session.'),
    ).toBeVisible();
    await expect(canvas.getByText('Client reports sleeping worse.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep mine' }));
    await expect(args.onKeepMine).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the saved version' }));
    await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
  },
};

export const Sections: Story = {
  args: {
    mine: undefined,
    theirs: undefined,
    sections: [
      { label: 'Data', mine: 'Slept 6 hours.', theirs: 'Slept 6 hours.' },
      { label: 'Assessment', mine: 'Improving.', theirs: '' },
      { label: 'Plan', mine: 'Continue CBT.', theirs: 'Continue CBT; add sleep diary.' },
    ],
  },
  play: async ({ canvas }) => {
    // Only the sections that differ are shown.
    await expect(canvas.queryByRole('heading', { name: 'Data' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Assessment' })).toBeVisible();
    await expect(canvas.getByText('(empty)')).toBeVisible();
    await expect(canvas.getByText('Continue CBT; add sleep diary.')).toBeVisible();
  },
};

export const LongTexts: Story = {
  args: { mine: LONG, theirs: `${LONG} Added by a second tab.` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Added by a second tab/)).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Keep mine' }).focus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Use the saved version' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Garder le mien' })).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Versiunea salvată')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保留我的' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async ({ canvas }) => {
    const mine = canvas.getByText('Your text').getBoundingClientRect();
    const theirs = canvas.getByText('Saved version').getBoundingClientRect();
    // Side by side on a wide screen: in right-to-left, "mine" (first) is on the right.
    if (mine.top === theirs.top) await expect(mine.left).toBeGreaterThan(theirs.left);
    await expect(canvas.getByRole('button', { name: 'Keep mine' })).toBeVisible();
  },
};
