import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '../../../common/contracts/notifications.contract';
import { notificationsApi } from '../../api/notifications/notifications.api';
import { isPraxisSession } from '../../platform/session/praxis-session';
import type { NotificationsState } from '../../ui/shell/notifications-state';

const NOTIFICATIONS_KEY = ['notifications'] as const;
/** How often the bell asks again while the page is open (and when the tab comes back). */
const REFRESH_MS = 60_000;

/**
 * The signed-in member's notifications for the bell (issue 30): read when the shell opens and
 * every minute, and marked read on the server; each answer replaces the bell's state. Not read
 * for a session the API does not accept (an identity provider's: `praxis-session.ts`).
 */
export function useNotifications() {
  const client = useQueryClient();
  // A provider's sign-in: the API would answer 401, which ends the session on any page.
  const available = isPraxisSession();
  const query = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: notificationsApi.list,
    refetchInterval: REFRESH_MS,
    enabled: available,
  });
  const settle = (answer: NotificationsResponse) => client.setQueryData(NOTIFICATIONS_KEY, answer);
  const markRead = useMutation({ mutationFn: notificationsApi.markRead, onSuccess: settle });
  const markAllRead = useMutation({ mutationFn: notificationsApi.markAllRead, onSuccess: settle });

  const state: NotificationsState = !available
    ? { status: 'unavailable' }
    : query.data
      ? { status: 'ready', ...query.data }
      : query.isError
        ? { status: 'failed' }
        : { status: 'loading' };
  return {
    state,
    markRead: (id: string) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(),
    retry: () => void query.refetch(),
  };
}
