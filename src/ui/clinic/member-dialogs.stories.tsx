import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyMembers } from './clinic-story-data';
import { MemberEditDialog } from './member-edit-dialog';
import { MemberStatusDialog } from './member-status-dialog';

const meta = {
  title: 'Clinic/Member dialogs',
  component: MemberEditDialog,
  args: { member: storyMembers[0]!, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof MemberEditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditRolesAndCredentials: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Front desk' }));
    const licence = within(dialog).getByLabelText('Licence number');
    await userEvent.clear(licence);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the member' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      roles: ['owner', 'clinician', 'staff'],
      credentials: 'PsyD',
      licenceNumber: null,
    });
  },
};

export const NoRoleLeft: Story = {
  args: { member: storyMembers[1]! },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Grace Hopper' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Clinician' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the member' }));
    await expect(dialog).toHaveTextContent('Choose at least one role.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LastOwnerRefused: Story = {
  args: {
    failure: { kind: 'conflict', detail: 'The clinic must keep at least one active owner.' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The clinic must keep at least one active owner. Make another member an owner first.',
    );
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' });
    await expect(within(dialog).getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const ConfirmDeactivation: Story = {
  render: (args) => (
    <MemberStatusDialog member={storyMembers[1]!} onConfirm={args.onSave} onClose={args.onClose} />
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Grace Hopper?' });
    await expect(dialog).toHaveTextContent('every session they have open ends at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const ConfirmReactivation: Story = {
  render: (args) => (
    <MemberStatusDialog member={storyMembers[2]!} onConfirm={args.onSave} onClose={args.onClose} />
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Barbara Liskov?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' });
  },
};
