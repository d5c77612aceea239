import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_ARTICLES } from '../../mocks/literature/literature.fixtures';
import { ClinicReadingList } from './clinic-reading-list';
import { savedEntry } from './literature-story-entries';

const [first, second, third] = FIXTURE_ARTICLES.map((fixture) => fixture.article);
const saved = [
  savedEntry('s1', first!, 'Share with the trauma team before Thursday.'),
  savedEntry('s2', second!, '', { id: 'user-2', name: 'Dr Ion Marin' }),
  savedEntry('s3', third!, 'Adolescent OCD protocol.\nSee section 4.'),
];

const meta = {
  title: 'Literature/Clinic reading list',
  component: ClinicReadingList,
  args: {
    saved,
    loading: false,
    failure: null,
    onRetry: fn(),
    mayRemove: (entry) => entry.savedBy.id === 'user-1',
    onRemove: fn(),
  },
} satisfies Meta<typeof ClinicReadingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      canvas.getByText('Note: Share with the trauma team before Thursday.'),
    ).toBeVisible();
    await expect(canvas.getAllByText('Saved by Dr Ion Marin on Nov 20, 2026')).toHaveLength(1);
    // Only what this member saved offers "Remove".
    const removes = canvas.getAllByRole('button', { name: 'Remove' });
    await expect(removes).toHaveLength(2);
    await userEvent.click(removes[0]!);
    await expect(args.onRemove).toHaveBeenCalledWith('s1');
  },
};

export const Empty: Story = {
  args: { saved: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing saved yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { saved: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the reading list…');
  },
};

export const Failed: Story = {
  args: { saved: null, failure: 'Wrong Services' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Removing: Story = {
  args: { removingId: 's1', removeFailure: null },
  play: async ({ canvas }) => {
    const item = within(canvas.getAllByRole('listitem')[0]!);
    await expect(item.getByRole('button', { name: /Removing/ })).toBeDisabled();
  },
};

export const RemoveFailed: Story = {
  args: { removeFailure: 'Only the member who saved it may remove it.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The article was not removed');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '诊所阅读清单' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
