import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PortalAccessCard } from './portal-access-card';

const NOW = '2026-11-30T10:00:00.000Z';
const EMAIL = 'ana.pop@example.test';

const meta = {
  title: 'Portal/Chart/Portal access card',
  component: PortalAccessCard,
  args: {
    access: { status: 'none', email: null, invitationExpiresAt: null },
    loading: false,
    failed: false,
    onRetry: fn(),
    timeZone: 'Europe/Bucharest',
    now: NOW,
    onInvite: fn(),
    onRevoke: fn(),
  },
} satisfies Meta<typeof PortalAccessCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotInvited: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Not invited to the patient portal.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke access' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite to the portal' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

export const Invited: Story = {
  args: {
    access: { status: 'invited', email: EMAIL, invitationExpiresAt: '2026-12-07T10:00:00.000Z' },
  },
  play: async ({ canvas, args }) => {
    // The link's end on the clinic's clock (Bucharest, UTC+2).
    await expect(
      canvas.getByText(/^Invited as ana\.pop@example\.test\. .*Dec 7, 2026, 12:00/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke access' }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
  },
};

export const InvitationExpired: Story = {
  args: {
    access: { status: 'invited', email: EMAIL, invitationExpiresAt: '2026-11-29T10:00:00.000Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The link expired on .*: send a new link\./)).toBeVisible();
  },
};

export const JustSent: Story = {
  args: {
    access: { status: 'invited', email: EMAIL, invitationExpiresAt: '2026-12-07T10:00:00.000Z' },
    notice: { kind: 'sent', email: EMAIL },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The invitation went to ana.pop@example.test. Its link works for 7 days.'),
    ).toBeVisible();
  },
};

export const Active: Story = {
  args: { access: { status: 'active', email: EMAIL, invitationExpiresAt: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Signs in to the patient portal as ana.pop@example.test.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Invite|new link/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Revoke access' })).toBeVisible();
  },
};

export const Revoked: Story = {
  args: {
    access: { status: 'revoked', email: EMAIL, invitationExpiresAt: null },
    notice: { kind: 'revoked' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/the patient’s sessions have ended/)).toBeVisible();
    await expect(
      canvas.getByText(/Portal access revoked \(ana\.pop@example\.test\)/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite to the portal' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke access' })).toBeNull();
  },
};

/** An owner who is not a clinician: may revoke, not invite; told who can. */
export const WithoutTheRightToInvite: Story = {
  args: {
    access: { status: 'invited', email: EMAIL, invitationExpiresAt: '2026-12-07T10:00:00.000Z' },
    onInvite: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    await expect(canvas.getByText(/Only the front desk and the clinicians/)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onInvite: undefined, onRevoke: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { access: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the patient’s portal access…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { access: null, failed: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Patient portal' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const French: Story = {
  args: Invited.args,
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Envoyer un nouveau lien' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: Invited.args,
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Revoke access' })).toBeVisible();
  },
};
