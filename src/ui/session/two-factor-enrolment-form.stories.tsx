import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment-form';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const meta = {
  title: 'Auth/Two-factor enrolment',
  component: TwoFactorEnrolmentForm,
  decorators: [inAuthCard('auth.twoFactor.enrolTitle')],
  args: {
    secret: SECRET,
    uri: `otpauth://totp/Praxis:ana%40clinic.example?issuer=Praxis&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`,
    onConfirm: fn(),
    cancel: { label: 'Back to sign-in', onCancel: fn() },
  },
} satisfies Meta<typeof TwoFactorEnrolmentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QrCodeAndKey: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
  },
};

export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Six-digit code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

export const WrongCode: Story = {
  args: { errorCode: 'invalid-code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The code is incorrect.');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    // The key keeps its left-to-right order in a right-to-left page.
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toHaveAttribute(
      'dir',
      'ltr',
    );
  },
};
