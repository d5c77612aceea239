import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENTS_PAGE_DEFAULT,
  CONSENTS_PAGE_MAX,
  consentListResponse,
  patientSubPath,
} from '../../common/contracts/patients.contract.ts';
import { walkPages } from '../../common/contracts/paging.test-kit.ts';
import {
  ada,
  callAs,
  registerPatient,
  startKitWithPatient,
  type ClinicKit,
} from './patient-records.test-kit.ts';

let kit: ClinicKit;
let path: string;
/** More entries than one page at the cap holds. */
const ENTRIES = CONSENTS_PAGE_MAX + 5;
/** Granted then withdrawn in turn: the last entry is the one in force. */
const entry = (n: number) => ({
  kind: 'treatment',
  status: n % 2 === 0 ? 'granted' : 'withdrawn',
  effectiveDate: '2026-01-05',
});

beforeAll(async () => {
  ({ kit } = await startKitWithPatient('consents'));
  const patient = await registerPatient(kit, kit.founder, { ...ada, familyName: 'Paged' });
  path = patientSubPath(patient.id, 'consents');
  const telehealth = { kind: 'telehealth', status: 'granted', effectiveDate: '2026-01-05' };
  expect((await callAs(kit, kit.founder, 'POST', path, telehealth)).status).toBe(201);
  for (let n = 0; n < ENTRIES; n += 1) {
    expect((await callAs(kit, kit.founder, 'POST', path, entry(n))).status).toBe(201);
  }
  // A hundred consents over HTTP take a while on a loaded machine.
}, 300_000);
afterAll(() => kit.server.close());

const page = async (query: string) => {
  const reply = await callAs(kit, kit.staff, 'GET', `${path}${query}`);
  expect(reply.status).toBe(200);
  return consentListResponse.parse(reply.body);
};

describe('a patient’s consents, paged (issue 31)', () => {
  it('answers the newest page of the history with every kind in force, and a cursor', async () => {
    const first = await page('');
    expect(first.history).toHaveLength(CONSENTS_PAGE_DEFAULT);
    expect(first.nextCursor).toBe(first.history.at(-1)?.id);
    // The telehealth grant is the oldest entry, pages away, and still in force.
    expect(first.current.map((c) => [c.kind, c.status])).toEqual([
      ['treatment', entry(ENTRIES - 1).status],
      ['telehealth', 'granted'],
    ]);
  });

  it('gives every entry exactly once, newest first, over the pages at the cap', async () => {
    const { items, pages } = await walkPages(
      page,
      CONSENTS_PAGE_MAX,
      (p) => p.history,
      (next) => expect(next.current).toHaveLength(2),
    );
    const seen = items.map((c) => c.id);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(ENTRIES + 1);
    expect(new Set(seen).size).toBe(ENTRIES + 1);
  });

  it('refuses a limit over the cap and a cursor of another patient’s consents (400)', async () => {
    expect(
      (await callAs(kit, kit.staff, 'GET', `${path}?limit=${CONSENTS_PAGE_MAX + 1}`)).status,
    ).toBe(400);
    const { nextCursor } = await page('');
    const other = await registerPatient(kit, kit.founder, { ...ada, familyName: 'Other' });
    const foreign = `${patientSubPath(other.id, 'consents')}?cursor=${nextCursor ?? ''}`;
    expect((await callAs(kit, kit.staff, 'GET', foreign)).status).toBe(400);
  });

  it('still answers another clinic 404, with a cursor or not', async () => {
    const { nextCursor } = await page('');
    expect((await callAs(kit, kit.stranger, 'GET', path)).status).toBe(404);
    expect(
      (await callAs(kit, kit.stranger, 'GET', `${path}?cursor=${nextCursor ?? ''}`)).status,
    ).toBe(404);
  });
});
