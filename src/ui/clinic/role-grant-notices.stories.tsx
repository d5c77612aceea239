import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyBreakGlass, storyOwnPendingGrant, storyPendingGrant } from './clinic-story-data';
import { RoleGrantNotices } from './role-grant-notices';

const meta = {
  title: 'Clinic/Clinical roles asked for oneself',
  component: RoleGrantNotices,
  args: {
    grants: [storyPendingGrant],
    currentUserId: 'm1',
    timeZone: 'Europe/Bucharest',
    answering: null,
    failure: null,
    onApprove: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof RoleGrantNotices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another owner sees the waiting request, and approves or declines it. */
export const WaitingForASecondOwner: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Barbara Liskov asks for a clinical role')).toBeVisible();
    // 09:30 UTC is 11:30 in Bucharest.
    await expect(canvas.getByRole('region')).toHaveTextContent('11:30');
    await expect(canvas.getByRole('region')).toHaveTextContent('Owner, Clinician');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Approve the request of Barbara Liskov' }),
    );
    await expect(args.onApprove).toHaveBeenCalledWith(storyPendingGrant);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Decline the request of Barbara Liskov' }),
    );
    await expect(args.onDecline).toHaveBeenCalledWith(storyPendingGrant);
  },
};

/** The requester sees their own request waiting, and may withdraw it; never approve it. */
export const OwnRequestWaiting: Story = {
  args: { grants: [storyOwnPendingGrant] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your request for a clinical role is waiting')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Approve/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw my request' }));
    await expect(args.onDecline).toHaveBeenCalledWith(storyOwnPendingGrant);
  },
};

/** Every member sees a break-glass in force, with no action to take. */
export const BreakGlassInForce: Story = {
  args: { grants: [storyBreakGlass], currentUserId: 'm2' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Break-glass: Barbara Liskov gave themselves a clinical role'),
    ).toBeVisible();
    await expect(canvas.getByRole('region')).toHaveTextContent('marked on its access trail');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Answering: Story = {
  args: { answering: storyPendingGrant.id },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Decline the request of Barbara Liskov' }),
    ).toBeDisabled();
  },
};

export const AlreadyAnswered: Story = {
  args: {
    failure: { kind: 'conflict', detail: 'This request has already been answered or withdrawn.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This request was already answered or withdrawn.',
    );
  },
};

export const InFrench: Story = {
  args: { grants: [storyBreakGlass, storyPendingGrant] },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Accès d’urgence : Barbara Liskov s’est attribué un rôle clinique'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Approuver la demande de Barbara Liskov' }),
    ).toBeVisible();
  },
};

/** Nothing open: nothing is shown. */
export const NothingOpen: Story = {
  args: { grants: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
