import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectCardsOnScreen } from '../format/responsive-rows.story-kit';
import { longNamedMember, storyMembers } from './clinic-story-data';
import { MembersTable } from './members-table';

const meta = {
  title: 'Clinic/Members table',
  component: MembersTable,
  args: {
    members: storyMembers,
    currentUserId: 'm1',
    canManage: true,
    onEdit: fn(),
    onToggleActive: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MembersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerView: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ada Lovelace (you)')).toBeVisible();
    await expect(canvas.getByText('Licence PSY-1042')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Grace Hopper' }));
    await expect(args.onEdit).toHaveBeenCalledWith(storyMembers[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate Barbara Liskov' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith(storyMembers[2]);
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('Actions')).toBeNull();
  },
};

export const DeactivatedAndManyRoles: Story = {
  args: { members: [longNamedMember, storyMembers[2]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deactivated')).toBeVisible();
    await expect(canvas.getAllByText('Front desk')).toHaveLength(2);
    await expect(canvas.getByText('Owner')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { members: [longNamedMember, ...storyMembers] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longNamedMember.name)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { members: [longNamedMember, ...storyMembers] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit Grace Hopper' })).toBeVisible();
  },
};

/** On a phone each member is a card, their actions across it on the screen, not in a column scrolled out of sight. */
export const OwnerViewOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: { members: [longNamedMember, ...storyMembers] },
  play: async ({ canvasElement, args }) => {
    const cards = await expectCardsOnScreen(canvasElement, 'Members');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[1]!).getByText('Ada Lovelace (you)')).toBeVisible();
    await expect(within(cards[1]!).getByText('Licence PSY-1042')).toBeVisible();
    await expect(within(cards[3]!).getByText('Deactivated')).toBeVisible();
    await userEvent.click(within(cards[2]!).getByRole('button', { name: 'Edit Grace Hopper' }));
    await expect(args.onEdit).toHaveBeenCalledWith(storyMembers[1]);
    const reactivate = within(cards[3]!).getByRole('button', { name: 'Reactivate Barbara Liskov' });
    await userEvent.click(reactivate);
    await expect(args.onToggleActive).toHaveBeenCalledWith(storyMembers[2]);
  },
};

export const RightToLeftOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl', locale: 'fr' },
  args: { members: [longNamedMember, ...storyMembers] },
  play: async ({ canvasElement }) => {
    await expectCardsOnScreen(canvasElement, 'Membres');
  },
};

export const ReadOnlyOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: { canManage: false },
  play: async ({ canvasElement, canvas }) => {
    await expectCardsOnScreen(canvasElement, 'Members');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the members…');
  },
};

export const Failed: Story = {
  args: { failed: true, members: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The members could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Members' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
