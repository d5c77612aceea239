import { Input } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthFormFrame } from './auth-form-frame';
import { inAuthCard } from './auth-story-frame';

const meta = {
  title: 'Auth/Form frame',
  component: AuthFormFrame,
  decorators: [inAuthCard('auth.signIn.title')],
  args: {
    onSubmit: fn((event) => event.preventDefault()),
    submitLabel: 'Send',
    pendingLabel: 'Sending…',
    children: <Input aria-label="Anything" />,
  },
} satisfies Meta<typeof AuthFormFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Sending/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SlowedDown: Story = {
  args: { errorCode: 'too-many-attempts', retryAfterS: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/2 minutes/);
  },
};

export const WithIntroNoticeAndFooter: Story = {
  args: {
    intro: <p>Why this form exists.</p>,
    notice: <p role="status">Saved.</p>,
    footer: <a href="#other">Another way</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Why this form exists.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
    await expect(canvas.getByRole('link', { name: 'Another way' })).toBeVisible();
  },
};
