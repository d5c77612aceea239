import {
  NOTIFICATION_PATHS,
  notificationReadPath,
  notificationsResponse,
  type NotificationsResponse,
} from '../../../common/contracts/notifications.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/** The signed-in member's notifications; each call answers the bell as it now stands. */
export function createNotificationsApi(http: HttpClient) {
  return {
    list: (): Promise<NotificationsResponse> =>
      http.request('get', NOTIFICATION_PATHS.list, notificationsResponse),
    markRead: (id: string): Promise<NotificationsResponse> =>
      http.request('post', notificationReadPath(id), notificationsResponse),
    markAllRead: (): Promise<NotificationsResponse> =>
      http.request('post', NOTIFICATION_PATHS.readAll, notificationsResponse),
  };
}

export const notificationsApi = createNotificationsApi(httpClient);
