import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import {
  CALENDAR_FEED_MESSAGES,
  CALENDAR_FEED_PATHS,
  calendarFeedCreatedResponse,
  calendarFeedStatusResponse,
} from '../../common/contracts/calendar-feed.contract.ts';
import { signInAs } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, callTarget, exchange, type Target } from './contract-targets.ts';

/**
 * Not compared here, on purpose (a documented mock simplification): the calendar the address
 * serves (the mock answers an empty one; the server's is tested in calendar-feed.routes.test.ts).
 */
describe.each(CONTRACT_TARGETS)('the calendar feed contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  let deskToken: string;
  beforeAll(async () => {
    target = await start();
    token = await signInAs(target);
    deskToken = await signInAs(target, 'frontdesk@praxis.clinic');
  });
  afterAll(() => target.stop());

  const mine = (method: string, as = token) =>
    callTarget(target, method, CALENDAR_FEED_PATHS.mine, undefined, as);
  /** The address as a calendar app asks for it: no session. */
  const fetchFeed = (url: string) =>
    exchange(target, 'GET', new URL(url).pathname.slice(API_BASE_PATH.length));

  it('answers no feed, then a new address shown once, then since when it works', async () => {
    const before = await mine('GET');
    expect(before.status).toBe(200);
    expect(calendarFeedStatusResponse.parse(before.body).feed.createdAt).toBeNull();
    const made = await mine('POST');
    expect(made.status).toBe(201);
    const { feed } = calendarFeedCreatedResponse.parse(made.body);
    expect(feed.url).toMatch(/\/backend\/api\/calendar-feeds\/[^/]+\.ics$/);
    const after = calendarFeedStatusResponse.parse((await mine('GET')).body);
    expect(after.feed.createdAt).toBe(feed.createdAt);
    const served = await fetchFeed(feed.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('text/calendar');
  });

  it('stops serving a replaced address and a revoked one, with the same 404', async () => {
    const first = calendarFeedCreatedResponse.parse((await mine('POST')).body).feed;
    const second = calendarFeedCreatedResponse.parse((await mine('POST')).body).feed;
    expect(await fetchFeed(first.url)).toMatchObject({
      status: 404,
      body: { message: CALENDAR_FEED_MESSAGES.unknownFeed },
    });
    expect((await mine('DELETE')).status).toBe(204);
    expect((await fetchFeed(second.url)).status).toBe(404);
    expect(calendarFeedStatusResponse.parse((await mine('GET')).body).feed.createdAt).toBeNull();
  });

  it('refuses the front desk, which has no sessions of its own, with the reason', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(await mine(method, deskToken)).toEqual({
        status: 403,
        body: { message: CALENDAR_FEED_MESSAGES.notClinician },
      });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await mine('GET', '')).status).toBe(401);
  });
});
