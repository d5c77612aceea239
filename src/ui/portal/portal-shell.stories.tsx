import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Text } from '@chakra-ui/react';
import { PortalShell } from './portal-shell';

const meta = {
  title: 'Portal/Shell',
  component: PortalShell,
  args: {
    clinicName: 'Praxis Demo Clinic',
    patientName: 'Maria Ionescu',
    signOutHref: '/auth/logout',
    securityHref: '/portal/security',
    appsHref: '/portal/apps',
    onNavigate: fn(),
    children: <Text>The portal page goes here.</Text>,
  },
  globals: { viewport: { value: 'mobile2' } },
} satisfies Meta<typeof PortalShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the clinic, the patient's name, a sign-out link, and the page as the one main region. */
export const OnAPhone: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Praxis Demo Clinic')).toBeVisible();
    await expect(canvas.getByText('Signed in as Maria Ionescu')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByText('The portal page goes here.'),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Sign-in security' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/portal/security');
    await userEvent.click(canvas.getByRole('link', { name: 'Your apps' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/portal/apps');
    await userEvent.click(canvas.getByRole('link', { name: 'Sign out' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/auth/logout');
  },
};

/** While the patient's details load: the portal's name stands in for the clinic's. */
export const BeforeTheNamesArrive: Story = {
  args: { clinicName: undefined, patientName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Patient portal')).toBeVisible();
    await expect(canvas.queryByText(/Signed in as/)).toBeNull();
  },
};

/** Wide screens keep one narrow column. */
export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeLessThanOrEqual(672);
  },
};

/** Right-to-left: the sign-out link moves to the inline end, which is the left. */
export const RightToLeft: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvas }) => {
    const signOut = canvas.getByRole('link', { name: 'Se déconnecter' });
    const clinic = canvas.getByText('Praxis Demo Clinic');
    await expect(signOut.getBoundingClientRect().left).toBeLessThan(
      clinic.getBoundingClientRect().left,
    );
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Deconectare' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当前登录：Maria Ionescu')).toBeVisible();
  },
};
