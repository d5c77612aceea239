import type { Notification } from '../../../common/contracts/notifications.contract';

/**
 * The bell's content: being read, not readable, or the member's notifications. Apart from the
 * menu, so the header counts without loading the menu's module (issue 13).
 */
export type NotificationsState =
  | { status: 'loading' }
  /** A sign-in whose tokens the API does not accept yet (an identity provider's; no exchange). */
  | { status: 'unavailable' }
  | { status: 'failed' }
  | { status: 'ready'; notifications: readonly Notification[]; unread: number };

/** How many unread notifications the bell counts (none while loading or failed). */
export const unreadOf = (state: NotificationsState): number =>
  state.status === 'ready' ? state.unread : 0;
