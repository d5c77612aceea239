import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { KnowledgeEntryView } from './knowledge-entry-view';
import { storyInstrument, storyTreatment } from './knowledge-story-data';

const meta = {
  title: 'Knowledge/Entry',
  component: KnowledgeEntryView,
  args: {
    entry: storyTreatment,
    loading: false,
    failed: false,
    notFound: false,
    related: [{ id: 'y-bocs', title: 'Yale-Brown Obsessive Compulsive Scale (Y-BOCS)' }],
    backHref: '/app/panels/hospital/searchknowledge?q=rituals',
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof KnowledgeEntryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Treatment: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: storyTreatment.title }),
    ).toBeVisible();
    await expect(canvas.getByText('Also known as: ERP, EX/RP')).toBeVisible();
    const conditions = canvas.getByRole('region', { name: 'What it treats, and the evidence' });
    await expect(within(conditions).getAllByText('Strong evidence')[0]).toBeVisible();
    await expect(within(conditions).getAllByText('Moderate evidence')[0]).toBeVisible();
    await expect(within(conditions).getByText(/A first-line recommendation/)).toBeVisible();
    const sources = canvas.getByRole('list', { name: 'Sources for Obsessive-compulsive disorder' });
    const link = within(sources).getByRole('link', { name: /NICE, 2005.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Search the literature' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/searchliterature?q=${encodeURIComponent(storyTreatment.literatureQuery)}`,
    );
    await expect(
      canvas.getByRole('link', { name: 'Yale-Brown Obsessive Compulsive Scale (Y-BOCS)' }),
    ).toHaveAttribute('href', '/app/panels/hospital/searchknowledge?entry=y-bocs');
    await expect(canvas.getByRole('region', { name: 'Typical course' })).toBeVisible();
  },
};

export const Instrument: Story = {
  args: {
    entry: storyInstrument,
    related: [{ id: 'exposure-response-prevention', title: null }],
  },
  play: async ({ canvas }) => {
    const measurement = canvas.getByRole('region', { name: 'What it measures' });
    await expect(within(measurement).getByText('10')).toBeVisible();
    await expect(within(measurement).getByText('Cut-offs')).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'What it treats, and the evidence' }),
    ).toBeNull();
    await expect(canvas.getByRole('link', { name: 'exposure-response-prevention' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { entry: null, notFound: true, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There is no such entry in the knowledge base.',
    );
    await expect(canvas.getByRole('link', { name: 'Back to the results' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entry: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the entry…');
  },
};

export const Failed: Story = {
  args: { entry: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The entry could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '适应症及证据' })).toBeVisible();
    await expect(canvas.getAllByText('强证据')[0]).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
