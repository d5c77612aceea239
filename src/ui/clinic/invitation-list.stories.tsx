import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectCardsOnScreen } from '../format/responsive-rows.story-kit';
import { storyInvitations } from './clinic-story-data';
import { InvitationList } from './invitation-list';

const meta = {
  title: 'Clinic/Invitation list',
  component: InvitationList,
  args: {
    invitations: storyInvitations,
    timeZone: 'Europe/Bucharest',
    onResend: fn(),
    onRevoke: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InvitationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: { getByText: (text: string) => HTMLElement }, email: string) =>
  within(canvas.getByText(email).closest('tr') as HTMLElement);

export const EachStatus: Story = {
  play: async ({ canvas, args }) => {
    for (const status of ['Pending', 'Accepted', 'Revoked', 'Expired']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
    await expect(canvas.getAllByText('Nov 27, 2026')).toHaveLength(4);
    const pending = rowOf(canvas, 'pending.person@harbour.example');
    await userEvent.click(pending.getByRole('button', { name: /^Revoke/ }));
    await expect(args.onRevoke).toHaveBeenCalledWith(storyInvitations[0]);
    // An expired invitation can be sent again, not revoked; an accepted one offers nothing.
    const expired = rowOf(canvas, 'expired.person@harbour.example');
    await userEvent.click(expired.getByRole('button', { name: /^Resend/ }));
    await expect(args.onResend).toHaveBeenCalledWith(storyInvitations[3]);
    await expect(expired.queryByRole('button', { name: /^Revoke/ })).toBeNull();
    await expect(rowOf(canvas, 'accepted.person@harbour.example').queryByRole('button')).toBeNull();
  },
};

/** On a phone each invitation is a card, its resend and revoke on the screen. */
export const EachStatusOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement, args }) => {
    const cards = await expectCardsOnScreen(canvasElement, 'Invitations');
    await expect(cards).toHaveLength(4);
    const pending = within(cards[0]!);
    await expect(pending.getByText('pending.person@harbour.example')).toBeVisible();
    await expect(pending.getByText('Pending')).toBeVisible();
    await userEvent.click(pending.getByRole('button', { name: /^Revoke/ }));
    await expect(args.onRevoke).toHaveBeenCalledWith(storyInvitations[0]);
    const expired = within(cards[3]!);
    await userEvent.click(expired.getByRole('button', { name: /^Resend/ }));
    await expect(args.onResend).toHaveBeenCalledWith(storyInvitations[3]);
    await expect(expired.queryByRole('button', { name: /^Revoke/ })).toBeNull();
    await expect(within(cards[1]!).queryByRole('button')).toBeNull();
  },
};

export const RightToLeftOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl', locale: 'fr' },
  play: async ({ canvasElement }) => {
    const cards = await expectCardsOnScreen(canvasElement, 'Invitations');
    await expect(within(cards[0]!).getByText('En attente')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busyId: 'i0' },
  play: async ({ canvas }) => {
    const pending = rowOf(canvas, 'pending.person@harbour.example');
    await expect(pending.getByRole('button', { name: /^Resend/ })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invitations yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The invitations could not be loaded.',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待处理')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};
