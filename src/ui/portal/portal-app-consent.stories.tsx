import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PortalAppConsent } from './portal-app-consent';

const consent = {
  app: { name: 'My diary', clientId: 'c1' },
  scopes: ['launch/patient', 'patient/*.read', 'offline_access'],
  refused: [],
};

const meta = {
  title: 'Portal/App consent',
  component: PortalAppConsent,
  args: { view: { kind: 'ready', consent }, onApprove: fn(), onDeny: fn() },
  globals: { viewport: { value: 'mobile2' } },
} satisfies Meta<typeof PortalAppConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app, what it may read of the patient's own records in plain words, Allow / Deny. */
export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Allow My diary to read your records?' }),
    ).toBeVisible();
    await expect(canvas.getByText(/read and search all your records/)).toBeVisible();
    await expect(canvas.getByText(/keep reading for 30 days/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await expect(args.onApprove).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(args.onDeny).toHaveBeenCalled();
  },
};

/** An app asking for another person's records or for writing can only be sent back. */
export const Refused: Story = {
  args: { view: { kind: 'ready', consent: { ...consent, refused: ['user/*.read'] } } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/asks for more than a patient can allow/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Allow' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the app' }));
    await expect(args.onDeny).toHaveBeenCalled();
  },
};

export const Leaving: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Returning to the app…');
  },
};

export const Failed: Story = {
  args: { view: { kind: 'failed', detail: 'This authorization request is no longer valid.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/no longer valid/);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Autoriser' })).toBeVisible();
  },
};
