import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SIGNED, TO_SIGN } from '../shares/share-story-data';
import { ConsentSigning } from './consent-signing';

const meta = {
  title: 'Portal/Consents to sign',
  component: ConsentSigning,
  globals: { viewport: { value: 'mobile2' } },
  args: {
    consents: { status: 'ready', data: [TO_SIGN, SIGNED] },
    onRetry: fn(),
    timeZone: 'Europe/Bucharest',
    outcome: null,
    onSign: fn(),
  },
} satisfies Meta<typeof ConsentSigning>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignsWithTypedName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Type your full name to sign'), '  Maria Ionescu ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSign).toHaveBeenCalledWith(TO_SIGN, 'Maria Ionescu');
  },
};

export const EmptyNameRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(canvas.getByText('Type your name to sign.')).toBeVisible();
    await expect(canvas.getByLabelText('Type your full name to sign')).toHaveFocus();
    await expect(args.onSign).not.toHaveBeenCalled();
  },
};

export const Signing: Story = { args: { outcome: { kind: 'treatment', result: 'pending' } } };

export const TextChangedSinceShown: Story = {
  args: { outcome: { kind: 'treatment', result: 'changed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/changed since you opened it/);
    await expect(canvas.getByText(/Sessions last 50 minutes/)).toBeVisible();
  },
};

export const SignatureFailed: Story = {
  args: { outcome: { kind: 'treatment', result: 'failed' } },
};

export const AllSigned: Story = {
  args: { consents: { status: 'ready', data: [SIGNED] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/as Maria Ionescu/)).toBeVisible();
  },
};

export const NoneAsked: Story = { args: { consents: { status: 'ready', data: [] } } };
export const Loading: Story = { args: { consents: { status: 'loading' } } };
export const Failed: Story = { args: { consents: { status: 'failed' } } };
export const RightToLeft: Story = { globals: { viewport: { value: 'mobile2' }, direction: 'rtl' } };
