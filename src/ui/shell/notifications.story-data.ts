import type { Notification } from '../../../common/contracts/notifications.contract';
import type { NotificationsState } from './notifications-state';

/** A clinician's bell in the stories: one of each kind, the two newest unread. */
export const storyNotifications: Notification[] = [
  {
    id: 'n-flag',
    kind: 'risk-flag',
    at: '2026-11-24T08:05:00.000Z',
    read: false,
    patient: { id: 'p-3', name: 'Grace Hopper' },
    sessionId: null,
    memberName: null,
    flag: 'suicide-risk',
  },
  {
    id: 'note-overdue:e-1',
    kind: 'note-overdue',
    at: '2026-11-24T07:50:00.000Z',
    read: false,
    patient: { id: 'p-1', name: 'Ada Lovelace' },
    sessionId: 'e-1',
    memberName: null,
    flag: null,
  },
  {
    id: 'n-transcript',
    kind: 'transcription-finished',
    at: '2026-11-23T15:00:00.000Z',
    read: true,
    patient: { id: 'p-2', name: 'Barbara Liskov' },
    sessionId: 'e-2',
    memberName: null,
    flag: null,
  },
  {
    id: 'n-joined',
    kind: 'invitation-accepted',
    at: '2026-11-22T10:00:00.000Z',
    read: true,
    patient: null,
    sessionId: null,
    memberName: 'Jean Dupont',
    flag: null,
  },
];

export const unreadStoryState: NotificationsState = {
  status: 'ready',
  notifications: storyNotifications,
  unread: 2,
};

export const readStoryState: NotificationsState = {
  status: 'ready',
  notifications: storyNotifications.map((each) => ({ ...each, read: true })),
  unread: 0,
};
