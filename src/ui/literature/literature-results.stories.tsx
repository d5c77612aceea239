import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SourceStatus } from '../../../common/contracts/literature.contract';
import { FIXTURE_ARTICLES } from '../../mocks/literature/literature.fixtures';
import { LiteratureResults } from './literature-results';

const articles = FIXTURE_ARTICLES.map((fixture) => fixture.article);
const both: SourceStatus[] = [
  { source: 'pubmed', state: 'ok', total: 1234 },
  { source: 'europepmc', state: 'ok', total: 56 },
];
const PE_TRIAL = /^Prolonged exposure therapy versus/;

const meta = {
  title: 'Literature/Results',
  component: LiteratureResults,
  args: {
    status: 'ready',
    onRetry: fn(),
    articles,
    sources: both,
    hasMore: true,
    loadingMore: false,
    onMore: fn(),
    abstracts: {},
    onToggleAbstract: fn(),
    onRetryAbstract: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof LiteratureResults>;
export default meta;
type Story = StoryObj<typeof meta>;

const articleOf = (canvas: ReturnType<typeof within>, title: RegExp) =>
  within(canvas.getByRole('heading', { level: 3, name: title }).closest('article')!);

export const Results: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(articles.length);
    const trial = articleOf(canvas, PE_TRIAL);
    await expect(trial.getByText('Foa EB, Yadin E, McLean CP, et al.')).toBeVisible();
    await expect(trial.getByText('Randomised controlled trial')).toBeVisible();
    await expect(trial.getByText('Free full text')).toBeVisible();
    await expect(trial.getByText('Found by PubMed and Europe PMC')).toBeVisible();
    const pubmed = trial.getByRole('link', { name: 'PubMed (opens in a new tab)' });
    await expect(pubmed).toHaveAttribute('target', '_blank');
    await expect(pubmed).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('Found by PubMed: 1,234')).toBeVisible();
    await userEvent.click(trial.getByRole('button', { name: 'Show abstract' }));
    await expect(args.onToggleAbstract).toHaveBeenCalledWith('pmid:10000001');
    await userEvent.click(trial.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(articles[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'More results' }));
    await expect(args.onMore).toHaveBeenCalled();
  },
};

export const LongTitleNoLinksWithoutSave: Story = {
  args: { articles: [articles[5]!, articles[7]!], onSave: undefined, hasMore: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: /^Internet-delivered/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'More results' })).toBeNull();
  },
};

export const Idle: Story = {
  args: { status: 'idle', articles: [], sources: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Praxis asks PubMed and Europe PMC/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', articles: [], sources: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching PubMed and Europe PMC…');
  },
};

export const RefreshingKeepsResults: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching PubMed and Europe PMC…');
    await expect(canvas.getByRole('heading', { level: 3, name: PE_TRIAL })).toBeVisible();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Loading more results/ })).toBeDisabled();
  },
};

export const EuropePmcUnreachable: Story = {
  args: {
    articles: articles.filter((a) => a.sources.includes('pubmed')),
    sources: [both[0]!, { source: 'europepmc', state: 'unreachable', total: null }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Europe PMC could not be reached. The results below come from PubMed only.',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: PE_TRIAL })).toBeVisible();
  },
};

export const PubMedRateLimited: Story = {
  args: {
    articles: articles.filter((a) => a.sources.includes('europepmc')),
    sources: [{ source: 'pubmed', state: 'rate-limited', total: null }, both[1]!],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'PubMed is receiving too many searches right now.',
    );
    await expect(canvas.getByText('Found by Europe PMC: 56')).toBeVisible();
  },
};

export const BothDown: Story = {
  args: {
    articles: [],
    hasMore: false,
    sources: [
      { source: 'pubmed', state: 'unreachable', total: null },
      { source: 'europepmc', state: 'bad-answer', total: null },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Neither PubMed nor Europe PMC could be reached.',
    );
    await expect(canvas.queryByText('No articles match this search.')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    articles: [],
    hasMore: false,
    sources: [
      { source: 'pubmed', state: 'ok', total: 0 },
      { source: 'europepmc', state: 'ok', total: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No articles match this search.')).toBeVisible();
    await expect(canvas.getByText(/remove a filter or widen the years/)).toBeVisible();
  },
};

export const SearchFailed: Story = {
  args: { status: 'failed', articles: [], sources: [], failureDetail: 'Wrong Services' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The search could not be run');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const AbstractOpen: Story = {
  args: {
    abstracts: {
      'pmid:10000001': {
        status: 'ready',
        abstract: {
          key: 'pmid:10000001',
          source: 'pubmed',
          sections: FIXTURE_ARTICLES[0]!.abstract as { label: string | null; text: string }[],
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const trial = articleOf(canvas, PE_TRIAL);
    const toggle = trial.getByRole('button', { name: 'Hide abstract' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = trial.getByRole('group', { name: 'Abstract' });
    await expect(toggle).toHaveAttribute('aria-controls', region.id);
    await expect(within(region).getByRole('heading', { level: 4, name: 'Methods' })).toBeVisible();
    await expect(within(region).getByText('Abstract from PubMed')).toBeVisible();
  },
};

export const AbstractLoading: Story = {
  args: { abstracts: { 'pmid:10000001': { status: 'loading' } } },
  play: async ({ canvas }) => {
    await expect(articleOf(canvas, PE_TRIAL).getByText('Loading the abstract…')).toBeVisible();
  },
};

export const AbstractFailed: Story = {
  args: {
    abstracts: {
      'pmid:10000001': {
        status: 'failed',
        detail: 'PubMed could not be reached; try again in a moment.',
      },
      'pmid:10000002': { status: 'missing' },
    },
  },
  play: async ({ canvas, args }) => {
    const trial = articleOf(canvas, PE_TRIAL);
    await expect(trial.getByRole('alert')).toHaveTextContent('The abstract could not be loaded');
    await userEvent.click(trial.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAbstract).toHaveBeenCalledWith('pmid:10000001');
    await expect(canvas.getByText('This article has no abstract.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('随机对照试验')[0]).toBeVisible();
    await expect(canvas.getByText('PubMed 找到：1,234')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Afficher le résumé' })[0]).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { articles: articles.slice(0, 2) },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Results' }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
