import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SignPanel } from './sign-panel';

const meta = {
  title: 'Intake/Sign',
  component: SignPanel,
  args: { blockers: [], onSign: fn() },
} satisfies Meta<typeof SignPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign intake' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign this intake?' });
    const back = within(dialog).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

export const BlockedBySafetyRule: Story = {
  args: { blockers: ['acknowledge', 'level', 'rationale'] },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign intake' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Acknowledge the safety alert/);
    await expect(canvas.getByText('Write the rationale for the risk level')).toBeVisible();
  },
};

export const RefusedByServer: Story = {
  args: {
    failure: {
      kind: 'refused',
      message:
        'PHQ-9 item 9 is answered above 0: acknowledge the safety alert and record a risk level with its rationale before signing.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The intake was not signed: PHQ-9 item 9/)).toBeVisible();
  },
};

export const NotAnswered: Story = {
  args: { failure: { kind: 'connection' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The intake was not signed. Check your connection and try again.'),
    ).toBeVisible();
  },
};

export const Signing: Story = {
  args: { signing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Signing/ })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { blockers: ['level'] },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign intake' })).toBeDisabled();
  },
};
