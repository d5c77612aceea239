import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ARTICLE, HANDOUT, NOTE } from '../shares/share-story-data';
import { SharedDocumentsSection } from './shared-documents-section';

const meta = {
  title: 'Portal/Dashboard shared documents',
  component: SharedDocumentsSection,
  globals: { viewport: { value: 'mobile2' } },
  args: {
    shares: { status: 'ready', data: [HANDOUT, ARTICLE, NOTE] },
    onRetry: fn(),
    timeZone: 'Europe/Bucharest',
    documentHref: (id: string) => `/portal/documents/${id}`,
    recordHref: '/portal/record',
  },
} satisfies Meta<typeof SharedDocumentsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeDocuments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: HANDOUT.title })).toHaveAttribute(
      'href',
      `/portal/documents/${HANDOUT.id}`,
    );
    await expect(canvas.getByRole('link', { name: /Session note signed/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download my record' })).toBeVisible();
  },
};

export const NothingShared: Story = { args: { shares: { status: 'ready', data: [] } } };
export const Loading: Story = { args: { shares: { status: 'loading' } } };
export const Failed: Story = { args: { shares: { status: 'failed' } } };
export const RightToLeft: Story = { globals: { viewport: { value: 'mobile2' }, direction: 'rtl' } };
