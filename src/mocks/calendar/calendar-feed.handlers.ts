import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  CALENDAR_FEED_MESSAGES,
  CALENDAR_FEED_PATHS,
  FEED_FILE_SUFFIX,
} from '../../../common/contracts/calendar-feed.contract';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { authenticated } from '../session/mock-bearer';
import { toUser } from '../session/account.db';
import { fail } from '../mock-replies';

/** Each member's feed: its secret and when it was made. */
const feeds = new Map<string, { token: string; createdAt: string }>();
export const resetMockCalendarFeeds = () => feeds.clear();

const MINE = `*${API_BASE_PATH}${CALENDAR_FEED_PATHS.mine}`;

/** The member's id when they may have a feed; else the refusal to answer. */
function clinicianOf(request: Request): string | Response {
  const account = authenticated(request);
  if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
  const user = toUser(account);
  if (!mayDo(user.roles, 'ownCalendarFeed')) return fail(403, CALENDAR_FEED_MESSAGES.notClinician);
  return user.id;
}

/**
 * A clinician's calendar address in the browser mock, as the server answers it (held to it by
 * `tests/contract/calendar-feed-contract.test.ts`). The mock serves no `.ics` itself (no calendar
 * app reaches a browser's mock): a feed's address answers the server's 404 once replaced or
 * revoked, and an empty calendar while it works.
 */
export const calendarFeedHandlers: HttpHandler[] = [
  http.get(MINE, ({ request }) => {
    const member = clinicianOf(request);
    if (typeof member !== 'string') return member;
    return HttpResponse.json({ feed: { createdAt: feeds.get(member)?.createdAt ?? null } });
  }),
  http.post(MINE, ({ request }) => {
    const member = clinicianOf(request);
    if (typeof member !== 'string') return member;
    const token = crypto.randomUUID().replaceAll('-', '');
    const createdAt = new Date().toISOString();
    feeds.set(member, { token, createdAt });
    const url = `${new URL(request.url).origin}${API_BASE_PATH}/calendar-feeds/${token}${FEED_FILE_SUFFIX}`;
    return HttpResponse.json({ feed: { url, createdAt } }, { status: 201 });
  }),
  http.delete(MINE, ({ request }) => {
    const member = clinicianOf(request);
    if (typeof member !== 'string') return member;
    feeds.delete(member);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`*${API_BASE_PATH}${CALENDAR_FEED_PATHS.file}`, ({ params }) => {
    const file = String(params.file);
    const known = [...feeds.values()].some(({ token }) => `${token}${FEED_FILE_SUFFIX}` === file);
    if (!known) return fail(404, CALENDAR_FEED_MESSAGES.unknownFeed);
    return new HttpResponse('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', {
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
    });
  }),
];
