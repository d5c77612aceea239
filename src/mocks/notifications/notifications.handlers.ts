import { http, HttpResponse, type HttpHandler } from 'msw';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { NOTIFICATION_PATHS } from '../../../common/contracts/notifications.contract';
import { authenticated } from '../session/mock-bearer';
import { fail, url } from '../clinic/clinic.mock-http';
import { markMockRead, mockNotificationsOf } from './notifications.store';

/** `GET` the member's notifications, `POST` one or all of them read; each answers the bell. */
export const notificationHandlers: HttpHandler[] = [
  http.get(url(NOTIFICATION_PATHS.list), ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    return HttpResponse.json(mockNotificationsOf(account.tenantId, account.id));
  }),

  http.post(url(NOTIFICATION_PATHS.readAll), ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    markMockRead(account.tenantId, account.id, null);
    return HttpResponse.json(mockNotificationsOf(account.tenantId, account.id));
  }),

  http.post(url(NOTIFICATION_PATHS.read), ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    if (!markMockRead(account.tenantId, account.id, [String(params.id)])) {
      return fail(404, HTTP_MESSAGES.notFound);
    }
    return HttpResponse.json(mockNotificationsOf(account.tenantId, account.id));
  }),
];
