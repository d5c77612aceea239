import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ARTICLE, HANDOUT, NOTE } from '../shares/share-story-data';
import { SharedDocumentView } from './shared-document-view';

const meta = {
  title: 'Portal/Shared document',
  component: SharedDocumentView,
  globals: { viewport: { value: 'mobile2' } },
  args: {
    shares: { status: 'ready', data: [HANDOUT, ARTICLE, NOTE] },
    shareId: HANDOUT.id,
    onRetry: fn(),
    timeZone: 'Europe/Bucharest',
    backHref: '/portal/documents',
  },
} satisfies Meta<typeof SharedDocumentView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Handout: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(HANDOUT.title);
    await expect(canvas.getByText(/Twice a day/)).toBeVisible();
  },
};

export const Article: Story = {
  args: { shareId: ARTICLE.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the full text' })).toBeVisible();
  },
};

export const SignedNote: Story = {
  args: { shareId: NOTE.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Plan' })).toBeVisible();
    await expect(canvas.getByText(/Written and signed by Dana Demo/)).toBeVisible();
  },
};

export const NoLongerShared: Story = { args: { shareId: 'unshared' } };
export const Loading: Story = { args: { shares: { status: 'loading' } } };
export const Failed: Story = { args: { shares: { status: 'failed' } } };
export const RightToLeft: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl' },
  args: { shareId: NOTE.id },
};
