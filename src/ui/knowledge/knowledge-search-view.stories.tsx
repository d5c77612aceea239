import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { entryHref } from './knowledge-paths';
import { KnowledgeSearchView } from './knowledge-search-view';
import { storyHits } from './knowledge-story-data';

const meta = {
  title: 'Knowledge/Search',
  component: KnowledgeSearchView,
  args: {
    q: 'rituals',
    kind: null,
    hits: storyHits,
    loading: false,
    failure: null,
    onSearch: fn(),
    onRetry: fn(),
    hitHref: entryHref,
    onNavigate: fn(),
  },
} satisfies Meta<typeof KnowledgeSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResultsWithHighlights: Story = {
  play: async ({ canvas, canvasElement }) => {
    const results = canvas.getByRole('list', { name: 'Results' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks).toHaveLength(2);
    await expect(marks[0]).toHaveTextContent('rituals');
    await expect(canvas.getByText('Instrument')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Exposure and response prevention (ERP) for OCD' }),
    ).toHaveAttribute(
      'href',
      '/app/panels/hospital/searchknowledge?entry=exposure-response-prevention',
    );
  },
};

export const Searching: Story = {
  args: { q: '', hits: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Search evidence-based treatments/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search the knowledge base'), 'nightmares{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('nightmares', null);
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Instruments');
    await expect(args.onSearch).toHaveBeenLastCalledWith('nightmares', 'instrument');
  },
};

export const NoResults: Story = {
  args: { q: 'xylophone', hits: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Nothing in the knowledge base matches “xylophone”.' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { hits: null, failure: 'Type at least one word or number to search for' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The knowledge base could not be searched.',
    );
    await expect(canvas.getByText('Type at least one word or number to search for')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { hits: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Rechercher dans la base de connaissances')).toBeVisible();
    await expect(canvas.getByText('Traitement')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' }).getBoundingClientRect();
    const input = canvas.getByLabelText('Search the knowledge base').getBoundingClientRect();
    await expect(button.left).toBeLessThan(input.left);
  },
};
