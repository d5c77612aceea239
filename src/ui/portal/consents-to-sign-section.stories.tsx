import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SIGNED, TO_SIGN } from '../shares/share-story-data';
import { ConsentsToSignSection } from './consents-to-sign-section';

const meta = {
  title: 'Portal/Dashboard consents to sign',
  component: ConsentsToSignSection,
  globals: { viewport: { value: 'mobile2' } },
  args: {
    consents: { status: 'ready', data: [TO_SIGN, SIGNED] },
    onRetry: fn(),
    consentsHref: '/portal/consents',
  },
} satisfies Meta<typeof ConsentsToSignSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneToSign: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 consent waits for your signature:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read and sign' })).toHaveAttribute(
      'href',
      '/portal/consents',
    );
  },
};

export const AllSigned: Story = { args: { consents: { status: 'ready', data: [SIGNED] } } };
export const NoneAsked: Story = { args: { consents: { status: 'ready', data: [] } } };
export const Loading: Story = { args: { consents: { status: 'loading' } } };
export const Failed: Story = { args: { consents: { status: 'failed' } } };
export const RightToLeft: Story = { globals: { viewport: { value: 'mobile2' }, direction: 'rtl' } };
