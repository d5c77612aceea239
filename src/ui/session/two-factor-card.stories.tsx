import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TwoFactorCard } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const meta = {
  title: 'Auth/Two-factor card',
  component: TwoFactorCard,
  args: {
    view: { kind: 'off', required: false },
    onRetry: fn(),
    onEnrol: fn(),
    onConfirm: fn(),
    onKept: fn(),
    onDownload: fn(),
    onRegenerate: fn(),
    onSubmitRegenerate: fn(),
    onDisable: fn(),
    onSubmitDisable: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TwoFactorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Off', { exact: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await expect(args.onEnrol).toHaveBeenCalled();
  },
};

export const OffButRequired: Story = {
  args: { view: { kind: 'off', required: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your clinic requires two-factor sign-in for every member.'),
    ).toBeVisible();
  },
};

export const Enrolling: Story = {
  args: {
    view: { kind: 'enrolling', secret: SECRET, uri: `otpauth://totp/Praxis:a?secret=${SECRET}` },
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Six-digit code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

export const RecoveryCodes: Story = {
  args: { view: { kind: 'codes', codes: ['ab3de-fg7hj', 'kmnpq-rstvw'] }, changed: 'on' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Two-factor sign-in is on.');
    await expect(canvas.getByRole('list', { name: 'Your recovery codes' })).toBeVisible();
  },
};

export const On: Story = {
  args: { view: { kind: 'on', recoveryCodesLeft: 7, required: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('On. Recovery codes left: 7.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New recovery codes' }));
    await expect(args.onRegenerate).toHaveBeenCalled();
  },
};

export const Regenerate: Story = {
  args: { view: { kind: 'regenerate' }, errorCode: 'invalid-code' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The code is incorrect.');
    await userEvent.type(canvas.getByLabelText(/^Six-digit code/), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Show new codes' }));
    await expect(args.onSubmitRegenerate).toHaveBeenCalledWith('654321');
  },
};

export const SwitchOffWithPassword: Story = {
  args: { view: { kind: 'disable', required: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/after turning it off you will set it up again/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use my password instead' }));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(args.onSubmitDisable).toHaveBeenCalledWith({ password: 'correct horse' });
  },
};

export const Failed: Story = {
  args: { view: { kind: 'failed' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: { view: { kind: 'on', recoveryCodesLeft: 10, required: true } },
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已开启。剩余恢复码：10 个。')).toBeVisible();
  },
};
