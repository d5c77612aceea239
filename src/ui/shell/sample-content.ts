import type { Translate } from '../../i18n/i18n';

/** Placeholder content of the header widgets (spec §1: sample data only, no real people). */
export interface ShellNotification {
  id: string;
  text: string;
  time: string;
  unread: boolean;
}

/** How many notifications are unread (the bell's count). */
export const unreadCount = (notifications: readonly ShellNotification[]): number =>
  notifications.filter((each) => each.unread).length;

export interface ChatMessage {
  id: string;
  fromMe: boolean;
  text: string;
  time: string;
}

export interface ChatConversation {
  id: string;
  name: string;
  status: 'online' | 'away';
  messages: ChatMessage[];
}

export function sampleNotifications(t: Translate): ShellNotification[] {
  return [
    {
      id: 'n1',
      text: t('shell.notifications.sample.intake', { name: 'Alex Martin' }),
      time: t('shell.notifications.minutesAgo', { count: 5 }),
      unread: true,
    },
    {
      id: 'n2',
      text: t('shell.notifications.sample.note', { name: 'Sam Ionescu' }),
      time: t('shell.notifications.minutesAgo', { count: 40 }),
      unread: true,
    },
    {
      id: 'n3',
      text: t('shell.notifications.sample.meeting'),
      time: t('shell.notifications.hoursAgo', { count: 2 }),
      unread: true,
    },
    {
      id: 'n4',
      text: t('shell.notifications.sample.literature'),
      time: t('shell.notifications.hoursAgo', { count: 5 }),
      unread: false,
    },
  ];
}

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
