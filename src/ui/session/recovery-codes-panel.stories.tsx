import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const CODES = [
  'ab3de-fg7hj',
  'kmnpq-rstvw',
  'xyz01-23456',
  '789ab-cdefg',
  'hjkmn-pqrst',
  'vwxyz-01234',
  '56789-abcde',
  'fghjk-mnpqr',
  'stvwx-yz012',
  '34567-89abc',
];

const meta = {
  title: 'Auth/Recovery codes',
  component: RecoveryCodesPanel,
  decorators: [inAuthCard('auth.twoFactor.codesTitle')],
  args: { codes: CODES, onKept: fn(), onDownload: fn() },
} satisfies Meta<typeof RecoveryCodesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShownOnce: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Your recovery codes' });
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Download the codes' }));
    await expect(args.onDownload).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);
    await userEvent.click(canvas.getByRole('button', { name: 'I have kept my codes' }));
    await expect(args.onKept).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ab3de-fg7hj').closest('ol')).toHaveAttribute('dir', 'ltr');
  },
};
