import type { Translate } from '../../i18n/i18n';
import type { ChatConversation } from './chat-panel';

/** Example conversations for the chat panel's stories (never shown in the product). */
export function sampleConversations(t: Translate): ChatConversation[] {
  return [
    {
      id: 'c1',
      name: 'Dr. Maria Popescu',
      status: 'online',
      messages: [
        { id: 'm1', fromMe: false, text: t('shell.chat.sample.schedule'), time: '09:12' },
        { id: 'm2', fromMe: true, text: t('shell.chat.sample.scheduleReply'), time: '09:15' },
      ],
    },
    {
      id: 'c2',
      name: 'Jean Dupont',
      status: 'away',
      messages: [
        { id: 'm3', fromMe: false, text: t('shell.chat.sample.notes'), time: '08:40' },
        { id: 'm4', fromMe: true, text: t('shell.chat.sample.notesReply'), time: '08:52' },
      ],
    },
    { id: 'c3', name: 'Li Wei', status: 'online', messages: [] },
  ];
}
