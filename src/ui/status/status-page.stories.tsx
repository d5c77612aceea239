import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { Construction, FileQuestion, TriangleAlert, WifiOff } from 'lucide-react';
import { expect } from 'storybook/test';
import { englishTranslator as t } from '../../i18n/i18n';
import { StatusPage } from './status-page';

const back = <Button colorPalette="blue">{t('status.backHome')}</Button>;

const meta = {
  title: 'Shell/Status pages',
  component: StatusPage,
  args: { fullPage: true, icon: FileQuestion, title: '', body: '' },
} satisfies Meta<typeof StatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    code: t('status.notFound.code'),
    title: t('status.notFound.title'),
    body: t('status.notFound.body'),
    action: back,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to the organization page' })).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: {
    icon: Construction,
    title: t('status.comingSoon.title'),
    body: t('status.comingSoon.body'),
    action: back,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Coming soon');
  },
};

export const SomethingWentWrong: Story = {
  args: {
    icon: TriangleAlert,
    title: t('status.error.title'),
    body: t('status.error.body'),
    action: <Button colorPalette="blue">{t('status.retry')}</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The notice that replaces the content by itself when the browser goes offline. */
export const Offline: Story = {
  args: {
    icon: WifiOff,
    title: t('status.offline.title'),
    body: t('status.offline.body'),
    note: t('status.offline.kept'),
    live: true,
    fullPage: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline');
    await expect(canvas.getByText(/What you have typed is kept/)).toBeVisible();
  },
};

export const NotFoundRightToLeft: Story = {
  ...NotFound,
  globals: { direction: 'rtl' },
};
