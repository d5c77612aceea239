import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PortalInviteDialog } from './portal-invite-dialog';
import { PortalRevokeDialog } from './portal-revoke-dialog';

const meta = {
  title: 'Portal/Chart/Portal access dialogs',
  component: PortalInviteDialog,
  args: {
    open: true,
    patientName: 'Ana Pop',
    email: 'ana.pop@example.test',
    onInvite: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PortalInviteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const inviteDialog = () =>
  screen.findByRole('dialog', { name: 'Invite Ana Pop to the patient portal' });

export const InviteWithConsent: Story = {
  play: async ({ args }) => {
    const dialog = await inviteDialog();
    const email = within(dialog).getByRole('textbox', { name: 'Patient’s e-mail' });
    await expect(email).toHaveValue('ana.pop@example.test');
    await expect(dialog).toHaveTextContent('records this consent on the chart');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /has given this consent/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith('ana.pop@example.test');
  },
};

export const ConsentAndAddressRequired: Story = {
  args: { email: '' },
  play: async ({ args }) => {
    const dialog = await inviteDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await expect(dialog).toHaveTextContent('Enter the patient’s e-mail address');
    await expect(dialog).toHaveTextContent(
      'A patient is invited only with their consent to portal use.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Patient’s e-mail' })).toHaveFocus();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /e-mail/ }), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const SendANewLink: Story = {
  args: { resend: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Ana Pop a new portal link' });
    // Visible once its opening animation has run (it starts transparent).
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The server refused; what was typed stays for another try. */
export const RefusedKeepsWhatWasTyped: Story = {
  args: {
    email: 'dana@praxis.clinic',
    failure: 'This e-mail address already signs in to Praxis: ask the patient for another.',
  },
  play: async () => {
    const dialog = await inviteDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The invitation was not sent.The server said: This e-mail address already signs in to Praxis',
    );
    await expect(within(dialog).getByRole('textbox', { name: /e-mail/ })).toHaveValue(
      'dana@praxis.clinic',
    );
  },
};

export const Sending: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = await inviteDialog();
    await expect(
      within(dialog).getByRole('button', { name: /Sending the invitation/ }),
    ).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '邀请 Ana Pop 使用患者门户' });
    await expect(within(dialog).getByRole('button', { name: '发送邀请' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await inviteDialog();
    await expect(within(dialog).getByRole('checkbox')).toBeInTheDocument();
  },
};

export const ConfirmRevocation: Story = {
  render: (args) => (
    <PortalRevokeDialog
      open
      patientName="Ana Pop"
      onConfirm={args.onInvite}
      onClose={args.onClose}
    />
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Revoke Ana Pop’s portal access?',
    });
    await expect(dialog).toHaveTextContent('Their portal sessions end at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await expect(args.onInvite).toHaveBeenCalled();
  },
};

export const RevocationRefused: Story = {
  render: (args) => (
    <PortalRevokeDialog
      open
      patientName="Ana Pop"
      onConfirm={args.onInvite}
      onClose={args.onClose}
      failure="Only a clinician on this patient’s care team may do this."
    />
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/care team may do this/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const RevokeRightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <PortalRevokeDialog
      open
      patientName="Ana Pop"
      onConfirm={args.onInvite}
      onClose={args.onClose}
      pending
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: /Revoking/ })).toBeDisabled();
  },
};
