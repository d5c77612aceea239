import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FIXTURE_ARTICLES } from '../../mocks/literature/literature.fixtures';
import { savedEntry } from './literature-story-entries';
import { ReadingListCard } from './reading-list-card';

const articles = FIXTURE_ARTICLES.map((fixture) => fixture.article);
const saved = [
  savedEntry('s1', articles[3]!, 'Start CBT-I after the sleep diary week.', undefined, 'p1'),
  savedEntry('s2', articles[5]!, '', undefined, 'p1'),
];

const meta = {
  title: 'Literature/Chart reading list',
  component: ReadingListCard,
  args: {
    status: 'ready',
    saved,
    onRetry: fn(),
    literatureHref: '/app/panels/hospital/searchliterature',
    onNavigate: fn(),
  },
} satisfies Meta<typeof ReadingListCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reading list' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getByText('Note: Start CBT-I after the sleep diary week.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Search the literature' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/searchliterature');
  },
};

export const Empty: Story = {
  args: { saved: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No articles saved to this chart yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', saved: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the reading list…');
  },
};

export const NotAvailable: Story = {
  args: { status: 'unavailable', saved: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The reading list is not available for this patient.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed', saved: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Liste de lecture' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    const link = canvas
      .getByRole('link', { name: 'Search the literature' })
      .getBoundingClientRect();
    await expect(heading.left).toBeGreaterThan(link.right);
  },
};
