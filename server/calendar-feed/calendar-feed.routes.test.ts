import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '../../common/contracts/calendar-feed.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { booked, registerPatient, sessionAt } from '../encounters/encounters.test-kit.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

const HOUR = 60 * 60 * 1000;
const logLines: string[] = [];
let t: TestServer;
let clinician: LoginResponse;
let colleague: LoginResponse;
let staff: LoginResponse;
let ownerOnly: LoginResponse;
let other: LoginResponse;
let patient: Patient;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestServer({}, { logger: { level: 'info', stream } });
  clinician = (await t.signUp()).login;
  const tenantId = clinician.user.tenantId;
  const member = async (roles: string[]) => (await t.addMember(tenantId, roles)).login;
  colleague = await member(['clinician']);
  staff = await member(['staff']);
  ownerOnly = await member(['owner']);
  other = (await t.signUp()).login;
  patient = await registerPatient(t, clinician.access_token, {
    givenName: 'Oliver',
    familyName: 'Clarke',
  });
  const tomorrow = new Date(t.now().getTime() + 24 * HOUR);
  tomorrow.setUTCHours(9, 0, 0, 0);
  await booked(t, clinician.access_token, {
    ...sessionAt(patient.id, clinician.user.id, tomorrow.toISOString()),
    modality: 'video',
    location: undefined,
    videoLink: 'https://meet.example/room-7',
  });
  const colleaguesPatient = await registerPatient(t, colleague.access_token);
  await booked(
    t,
    colleague.access_token,
    sessionAt(
      colleaguesPatient.id,
      colleague.user.id,
      new Date(tomorrow.getTime() + 2 * HOUR).toISOString(),
    ),
  );
  // Another clinic's session at the same time, which no feed of this clinic may show.
  const theirs = await registerPatient(t, other.access_token, {
    givenName: 'Zed',
    familyName: 'Other',
  });
  await booked(t, other.access_token, sessionAt(theirs.id, other.user.id, tomorrow.toISOString()));
});
afterAll(() => t.close());

const status = (token: string) =>
  t.request<{ feed: CalendarFeedStatus; message?: string }>('GET', '/calendar-feeds/mine', {
    token,
  });
const create = (token: string) =>
  t.request<{ feed: CalendarFeedCreated; message?: string }>('POST', '/calendar-feeds/mine', {
    token,
  });
const revoke = (token: string) => t.request('DELETE', '/calendar-feeds/mine', { token });
/** Fetches a feed's address as a calendar app would: no session. */
const fetchFeed = async (url: string) => {
  const response = await fetch(`${t.url}${new URL(url).pathname}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
};
const events = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;

describe("a clinician's calendar feed", () => {
  it('does not exist until the clinician makes one', async () => {
    const reply = await status(clinician.access_token);
    expect(reply.status).toBe(200);
    expect(reply.body.feed.createdAt).toBeNull();
  });

  it("holds the clinician's own sessions with time and video link, and no patient name", async () => {
    const made = await create(clinician.access_token);
    expect(made.status).toBe(201);
    const feed = await fetchFeed(made.body.feed.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toContain('text/calendar');
    expect(feed.text).toContain('METHOD:PUBLISH');
    expect(events(feed.text)).toBe(1);
    expect(feed.text).toContain('SUMMARY:Session (Video call)');
    expect(feed.text).toContain('URL:https://meet.example/room-7');
    expect(feed.text).not.toMatch(/Oliver|Clarke|Zed|Other/);
    expect((await status(clinician.access_token)).body.feed.createdAt).toBe(
      made.body.feed.createdAt,
    );
  });

  it("shows the patient's initials only once the clinic allows them", async () => {
    const made = await create(clinician.access_token);
    await t.request('PATCH', '/clinic', {
      token: ownerOnly.access_token,
      body: { settings: { calendarFeedInitials: true } },
    });
    const feed = await fetchFeed(made.body.feed.url);
    expect(feed.text).toContain('SUMMARY:Session · O. C. (Video call)');
    expect(feed.text).not.toMatch(/Oliver|Clarke/);
  });

  it('stops answering at its old address when a new one is made, and when revoked', async () => {
    const first = await create(clinician.access_token);
    const second = await create(clinician.access_token);
    expect(first.body.feed.url).not.toBe(second.body.feed.url);
    const old = await fetchFeed(first.body.feed.url);
    expect(old.status).toBe(404);
    expect(old.text).toContain(CALENDAR_FEED_MESSAGES.unknownFeed);
    expect((await fetchFeed(second.body.feed.url)).status).toBe(200);
    expect((await revoke(clinician.access_token)).status).toBe(204);
    expect((await fetchFeed(second.body.feed.url)).status).toBe(404);
    expect((await status(clinician.access_token)).body.feed.createdAt).toBeNull();
  });

  it('keeps each clinician to their own sessions, and each clinic to its own', async () => {
    const mine = await fetchFeed((await create(colleague.access_token)).body.feed.url);
    expect(events(mine.text)).toBe(1);
    const theirs = await fetchFeed((await create(other.access_token)).body.feed.url);
    expect(events(theirs.text)).toBe(1);
    expect(theirs.text).toContain('SUMMARY:Session (In person)');
    // Another clinic's member has no view of this clinic's feeds.
    expect((await status(other.access_token)).body.feed.createdAt).not.toBeNull();
    await revoke(other.access_token);
    expect((await status(colleague.access_token)).body.feed.createdAt).not.toBeNull();
  });

  it('is refused to a member without the clinician role, with the reason', async () => {
    for (const login of [staff, ownerOnly]) {
      for (const reply of [await status(login.access_token), await create(login.access_token)]) {
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(CALENDAR_FEED_MESSAGES.notClinician);
      }
    }
    expect((await revoke(staff.access_token)).status).toBe(403);
  });

  it('answers a made-up or malformed address with the same 404', async () => {
    for (const file of ['not-a-feed.ics', 'x'.repeat(43), 'mine.txt']) {
      const response = await fetch(`${t.url}/backend/api/calendar-feeds/${file}`);
      expect(response.status).toBe(404);
    }
  });

  it('stops when its clinician is no longer an active member', async () => {
    const made = await create(colleague.access_token);
    await t.server.ctx.db
      .updateTable('users')
      .set({ active: false })
      .where('id', '=', colleague.user.id)
      .execute();
    expect((await fetchFeed(made.body.feed.url)).status).toBe(404);
  });

  it("never writes the feed's secret to a log line", async () => {
    const made = await create(clinician.access_token);
    await fetchFeed(made.body.feed.url);
    const secret = new URL(made.body.feed.url).pathname.split('/').at(-1)!.replace('.ics', '');
    const log = logLines.join('\n');
    expect(log).toContain('/calendar-feeds/:file');
    expect(log).not.toContain(secret);
  });
});
