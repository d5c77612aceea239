import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OBSERVATIONS_PAGE_DEFAULT,
  OBSERVATIONS_PAGE_MAX,
  observationsPath,
  observationsResponse,
} from '../../common/contracts/intake.contract.ts';
import { walkPages } from '../../common/contracts/paging.test-kit.ts';
import {
  MILD_PHQ9,
  callAs,
  freshPatient,
  startClinicKit,
  type ClinicKit,
} from './intake.test-kit.ts';

let kit: ClinicKit;
let path: string;
/** More scores than one page at the cap holds. */
const SCORES = OBSERVATIONS_PAGE_MAX + 5;

beforeAll(async () => {
  kit = await startClinicKit();
  const patient = await freshPatient(kit, 'Paged');
  path = observationsPath(patient.id);
  for (let n = 0; n < SCORES; n += 1) {
    // The clock moves a second before every other one; the order is total either way (id last).
    if (n % 2 === 0) kit.server.advance(1_000);
    const reply = await callAs(kit, kit.founder, 'POST', path, {
      instrument: 'phq9',
      answers: MILD_PHQ9,
    });
    expect(reply.status).toBe(201);
  }
  // A hundred re-scores over HTTP take a while on a loaded machine.
}, 300_000);
afterAll(() => kit.server.close());

const page = async (query: string) => {
  const reply = await callAs(kit, kit.founder, 'GET', `${path}${query}`);
  expect(reply.status).toBe(200);
  return observationsResponse.parse(reply.body);
};

describe('a patient’s scores, paged (issue 31)', () => {
  it('answers the oldest page of the default size with a cursor to the next', async () => {
    const first = await page('');
    expect(first.observations).toHaveLength(OBSERVATIONS_PAGE_DEFAULT);
    expect(first.nextCursor).toBe(first.observations.at(-1)?.id);
  });

  it('gives every score exactly once, oldest first, over the pages at the cap', async () => {
    const { items, pages } = await walkPages(page, OBSERVATIONS_PAGE_MAX, (p) => p.observations);
    const seen = items.map((o) => o.id);
    const times = items.map((o) => o.effectiveAt);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(SCORES);
    expect(new Set(seen).size).toBe(SCORES);
    expect(times).toEqual([...times].sort());
  });

  it('refuses a limit over the cap and a cursor that is not one of this patient’s scores (400)', async () => {
    const over = await callAs(
      kit,
      kit.founder,
      'GET',
      `${path}?limit=${OBSERVATIONS_PAGE_MAX + 1}`,
    );
    expect(over.status).toBe(400);
    const other = await freshPatient(kit, 'Other');
    const { nextCursor } = await page('');
    const foreign = await callAs(
      kit,
      kit.founder,
      'GET',
      `${observationsPath(other.id)}?cursor=${encodeURIComponent(nextCursor ?? '')}`,
    );
    expect(foreign.status).toBe(400);
  });

  it('still answers 404 to staff, an off-team clinician and another clinic, with a cursor or not', async () => {
    const { nextCursor } = await page('');
    for (const who of [kit.staff, kit.colleague.login, kit.stranger]) {
      expect((await callAs(kit, who, 'GET', path)).status).toBe(404);
      expect((await callAs(kit, who, 'GET', `${path}?cursor=${nextCursor ?? ''}`)).status).toBe(
        404,
      );
    }
  });
});
