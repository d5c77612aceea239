import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { englishTranslator } from '../../i18n/i18n';
import { ChatPanel } from './chat-panel';
import { sampleConversations } from './chat-panel.story-data';

const meta = {
  title: 'Shell/Header/Chat panel',
  component: ChatPanel,
  args: { open: true, onOpenChange: fn(), conversations: sampleConversations(englishTranslator) },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {
  play: async ({ args, userEvent }) => {
    const panel = await screen.findByRole('dialog', { name: 'Messages' });
    await expect(panel).toHaveTextContent('Li Wei');
    await expect(panel).toHaveTextContent(
      'Examples only: messages between members are not connected yet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close messages' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithMessages: Story = {
  args: { defaultConversationId: 'c1' },
  play: async () => {
    const panel = await screen.findByRole('dialog', {
      name: 'Conversation with Dr. Maria Popescu',
    });
    await expect(panel).toHaveTextContent('Yes, 14:00 works for me.');
    await expect(panel).not.toHaveTextContent('CHAT NOT FOUND');
  },
};

/** A conversation with no messages (spec §8). */
export const ChatNotFound: Story = {
  args: { defaultConversationId: 'c3' },
  play: async ({ userEvent }) => {
    const panel = await screen.findByRole('dialog', { name: 'Conversation with Li Wei' });
    await expect(panel).toHaveTextContent('CHAT NOT FOUND');
    await userEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
  },
};

export const ChatNotFoundInFrench: Story = {
  args: { defaultConversationId: 'c3' },
  globals: { locale: 'fr' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Conversation avec Li Wei' });
    await expect(panel).toHaveTextContent('DISCUSSION INTROUVABLE');
  },
};

export const RightToLeft: Story = {
  args: { defaultConversationId: 'c1' },
  globals: { direction: 'rtl' },
  play: async () => {
    const panel = await screen.findByRole('dialog');
    await expect(panel).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(panel).toBeVisible());
  },
};
