import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Auth/Card',
  component: AuthCard,
  args: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to continue.',
    children: (
      <SignInForm
        onSubmit={fn()}
        onExternalSignIn={fn()}
        signUpHref="/signup"
        resetPasswordHref="/reset-password"
      />
    ),
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CentredCard: Story = {
  args: { variant: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Sign in' }),
    );
    await expect(canvas.getByText('Praxis')).toBeVisible();
  },
};

export const SplitPanel: Story = {
  args: { variant: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your practice, in one place')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};

/** In right-to-left the brand panel moves to the right, because the grid follows `dir`. */
export const SplitPanelRightToLeft: Story = {
  args: { variant: 2, title: 'Connexion', subtitle: undefined },
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvas }) => {
    const panel = canvas.getByText('Votre cabinet, en un seul endroit');
    const heading = canvas.getByRole('heading', { level: 1, name: 'Connexion' });
    await expect(panel.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().left,
    );
  },
};

export const CentredCardChinese: Story = {
  args: { variant: 1, title: '登录', subtitle: undefined },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('面向治疗和医院团队的临床与诊所管理平台。')).toBeVisible();
  },
};
