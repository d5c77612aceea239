import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATIONS_PAGE_DEFAULT,
  INVITATIONS_PAGE_MAX,
  invitationListResponse,
} from '../../common/contracts/clinic.contract.ts';
import { walkPages } from '../../common/contracts/paging.test-kit.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../test/harness.ts';
import { invite, twoClinics, type Clinics } from './clinic-test-kit.ts';

let server: TestServer;
let c: Clinics;
/** More invitations than one page at the cap holds. */
const INVITATIONS = INVITATIONS_PAGE_MAX + 5;

beforeAll(async () => {
  // The mail limit is another test's subject: raised here so a hundred invitations can be sent.
  server = await startTestServer({
    invitationMailLimit: { perClinic: 1000, perAddress: 3, windowMs: 60 * 60 * 1000 },
  });
  c = await twoClinics(server);
  for (let n = 0; n < INVITATIONS; n += 1) {
    // The clock moves a second before every other one; the order is total either way (id last).
    if (n % 2 === 0) server.advance(1_000);
    await invite(server, c.founder, ['clinician'], uniqueEmail(`paged${n}`));
  }
  // A hundred invitations over HTTP take a while on a loaded machine.
}, 300_000);
afterAll(() => server.close());

const list = (query: string, token = c.founder.access_token) =>
  server.request('GET', `/clinic/invitations${query}`, { token });
const page = async (query: string) => {
  const reply = await list(query);
  expect(reply.status).toBe(200);
  return invitationListResponse.parse(reply.body);
};

describe('the clinic’s invitations, paged (issue 31)', () => {
  it('answers the newest page of the default size with a cursor naming no e-mail', async () => {
    const first = await page('');
    expect(first.invitations).toHaveLength(INVITATIONS_PAGE_DEFAULT);
    expect(first.nextCursor).toBe(first.invitations.at(-1)?.id);
    expect(first.nextCursor).not.toContain('@');
  });

  it('gives every invitation exactly once, newest first, over the pages at the cap', async () => {
    const { items, pages } = await walkPages(page, INVITATIONS_PAGE_MAX, (p) => p.invitations);
    const seen = items.map((i) => i.id);
    const times = items.map((i) => i.createdAt);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(INVITATIONS);
    expect(new Set(seen).size).toBe(INVITATIONS);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a limit over the cap and a cursor that is not one of the clinic’s invitations (400)', async () => {
    expect((await list(`?limit=${INVITATIONS_PAGE_MAX + 1}`)).status).toBe(400);
    const theirs = await invite(server, c.stranger);
    expect((await list(`?cursor=${theirs.invitation.id}`)).status).toBe(400);
  });

  it('is still for owners only (403) and shows another clinic none of these', async () => {
    const { nextCursor } = await page('');
    for (const who of [c.clinician, c.staff]) {
      expect((await list(`?cursor=${nextCursor ?? ''}`, who.login.access_token)).status).toBe(403);
    }
    const theirs = invitationListResponse.parse((await list('', c.stranger.access_token)).body);
    const ours = new Set(
      (await page(`?limit=${INVITATIONS_PAGE_MAX}`)).invitations.map((i) => i.id),
    );
    expect(theirs.invitations.some((i) => ours.has(i.id))).toBe(false);
  });
});
