import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
