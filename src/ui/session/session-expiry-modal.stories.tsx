import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SessionExpiryModal } from './session-expiry-modal';

const meta = {
  title: 'Session/Session expiry modal',
  component: SessionExpiryModal,
  args: { open: true, remainingMs: 120_000, onStay: fn(), onLogoutNow: fn() },
} satisfies Meta<typeof SessionExpiryModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => screen.findByRole('alertdialog', { name });
/** The modal fades in over TRANSITIONS.modalMs; visibility is asserted once it settled. */
const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());
/** An open dialog mounts on an animation frame: absence means something only after a few. */
const afterFrames = async (count: number) => {
  for (let i = 0; i < count; i += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
};

export const Open: Story = {
  play: async () => {
    const dialog = await findDialog('Session About to Expire');
    await expect(dialog).toHaveTextContent(
      'Your session will expire in 2 minutes due to inactivity.',
    );
    await expect(dialog).toHaveTextContent(
      'Click "Stay Logged In" to continue your session, or you will be automatically logged out.',
    );
    await expect(screen.getByRole('timer')).toHaveTextContent('Time remaining: 2:00');
    await expectVisible(screen.getByRole('button', { name: 'Logout Now' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Stay Logged In' })).toHaveFocus(),
    );
  },
};

export const LastSeconds: Story = {
  args: { remainingMs: 4_200 },
  play: async () => {
    await findDialog('Session About to Expire');
    await expect(screen.getByRole('timer')).toHaveTextContent('Time remaining: 0:05');
  },
};

export const EscapeDoesNotClose: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Session About to Expire');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Stay Logged In' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expectVisible(dialog);
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onStay).not.toHaveBeenCalled();
    await expect(args.onLogoutNow).not.toHaveBeenCalled();
  },
};

export const BackdropDoesNotClose: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Session About to Expire');
    const stay = screen.getByRole('button', { name: 'Stay Logged In' });
    await waitFor(() => expect(stay).toHaveFocus());
    // A press on a modal dialog's backdrop lands on the dialog element, outside its box.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: dialog,
      coords: { clientX: 2, clientY: 2 },
    });
    await expectVisible(dialog);
    await expect(stay).toHaveFocus();
    await expect(args.onStay).not.toHaveBeenCalled();
    await expect(args.onLogoutNow).not.toHaveBeenCalled();
  },
};

export const FocusStaysInside: Story = {
  play: async ({ userEvent }) => {
    await findDialog('Session About to Expire');
    const stay = screen.getByRole('button', { name: 'Stay Logged In' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Logout Now' })).toHaveFocus();
    await userEvent.tab();
    await expect(stay).toHaveFocus();
  },
};

export const StayLoggedIn: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Session About to Expire');
    await userEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLogoutNow).not.toHaveBeenCalled();
  },
};

export const LogoutNow: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Session About to Expire');
    await userEvent.click(screen.getByRole('button', { name: 'Logout Now' }));
    await expect(args.onLogoutNow).toHaveBeenCalledOnce();
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await afterFrames(3);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    await findDialog('Session sur le point d’expirer');
    await expectVisible(screen.getByRole('button', { name: 'Rester connecté' }));
    await expect(screen.getByRole('timer')).toHaveTextContent('Temps restant : 2:00');
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async () => {
    await findDialog('Sesiunea este pe cale să expire');
    await expectVisible(screen.getByRole('button', { name: 'Rămâneți conectat' }));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async () => {
    await findDialog('会话即将过期');
    await expectVisible(screen.getByRole('button', { name: '保持登录' }));
    await expectVisible(screen.getByRole('button', { name: '立即登出' }));
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await findDialog('Session About to Expire');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
  },
};

export const FadesInOverTheSpecTimings: Story = {
  play: async () => {
    const dialog = await findDialog('Session About to Expire');
    // TRANSITIONS: the modal over 300 ms (opacity, scale, and its top-layer place and display
    // on the way out), its backdrop over 150 ms.
    const style = getComputedStyle(dialog);
    await expect(style.transitionProperty).toBe('opacity, transform, overlay, display');
    await expect(style.transitionDuration).toBe('0.3s, 0.3s, 0.3s, 0.3s');
    const backdrop = getComputedStyle(dialog, '::backdrop');
    await expect(backdrop.transitionProperty).toBe('opacity, overlay, display');
    await expect(backdrop.transitionDuration).toBe('0.15s, 0.15s, 0.15s');
  },
};

export const FadesOutWhenItCloses: Story = {
  render: function ClosesOnStay(args) {
    const [open, setOpen] = useState(true);
    const stay = () => {
      args.onStay();
      setOpen(false);
    };
    return <SessionExpiryModal {...args} open={open} onStay={stay} />;
  },
  play: async ({ args, userEvent }) => {
    const dialog = (await findDialog('Session About to Expire')) as HTMLDialogElement;
    const stay = screen.getByRole('button', { name: 'Stay Logged In' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.click(stay);
    await expect(args.onStay).toHaveBeenCalledOnce();
    // Closed at once: not modal, nothing in it takes a press or the focus...
    await expect(dialog).not.toHaveAttribute('open');
    await expect(dialog.matches(':modal')).toBe(false);
    await expect(dialog).toHaveAttribute('inert');
    await expect(stay).not.toHaveFocus();
    // ...but still drawn, fading to nothing, with the time it last showed.
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await expect(getComputedStyle(dialog).display).toBe('block');
    await expect(dialog).toHaveTextContent('Time remaining: 2:00');
    // Gone once the 300 ms fade is over.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const PutBackWhenClosedFromOutside: Story = {
  play: async ({ args }) => {
    const dialog = (await findDialog('Session About to Expire')) as HTMLDialogElement;
    const stay = screen.getByRole('button', { name: 'Stay Logged In' });
    await waitFor(() => expect(stay).toHaveFocus());
    // What Chromium does on a second Escape with no user activation between: it closes the dialog.
    dialog.close();
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(stay).toHaveFocus();
    await expect(args.onStay).not.toHaveBeenCalled();
    await expect(args.onLogoutNow).not.toHaveBeenCalled();
  },
};
