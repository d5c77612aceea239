import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SettingsCard } from './settings-card';

const meta = {
  title: 'Clinic/Settings card',
  component: SettingsCard,
  args: { title: 'Session reminders', children: <Text>The card’s form or summary.</Text> },
} satisfies Meta<typeof SettingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Session reminders' });
    await expect(section).toHaveTextContent('The card’s form or summary.');
  },
};

export const WithIntro: Story = {
  args: { title: 'Calendar feed', intro: 'Your week in your own calendar app.' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Calendar feed' });
    await expect(section).toHaveTextContent('Your week in your own calendar app.');
  },
};
