import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  OBSERVATIONS_PAGE_MAX,
  observationsPageQuery,
  observationsResponse,
  type Observation,
} from '../../../common/contracts/intake.contract';
import { pageAfter } from '../../mocks/list-page';
import { server } from '../../mocks/node';
import { allPages } from './all-pages';
import { createHttpClient } from './http-client';

const BASE = 'http://localhost/backend/api';
const client = createHttpClient({}, BASE);
const PATH = '/patients/p1/observations';

const scores = (count: number): Observation[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `o${i + 1}`,
    instrument: 'phq9',
    answers: [1, 1, 1, 1, 1, 1, 1, 1, 0],
    total: 8,
    band: 'mild',
    effectiveAt: '2026-11-28T09:00:00.000Z',
    intakeId: null,
    reportedBy: 'clinician',
  }));

const serve = (stored: Observation[], asked: string[]) =>
  server.use(
    http.get(`${BASE}${PATH}`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return pageAfter(
        request,
        observationsPageQuery,
        { items: stored, keyOf: (o) => o.id },
        (shown, nextCursor) => ({ observations: shown, nextCursor }),
      );
    }),
  );

const readAll = () =>
  allPages(client, PATH, {
    schema: observationsResponse,
    limit: OBSERVATIONS_PAGE_MAX,
    items: (page) => page.observations,
  });

describe('every item of a paged list', () => {
  it('follows the cursors through capped pages and keeps every item once, in order', async () => {
    const asked: string[] = [];
    const stored = scores(2 * OBSERVATIONS_PAGE_MAX + 1);
    serve(stored, asked);
    expect((await readAll()).map((o) => o.id)).toEqual(stored.map((o) => o.id));
    expect(asked).toEqual([
      `?limit=${OBSERVATIONS_PAGE_MAX}`,
      `?limit=${OBSERVATIONS_PAGE_MAX}&cursor=o${OBSERVATIONS_PAGE_MAX}`,
      `?limit=${OBSERVATIONS_PAGE_MAX}&cursor=o${2 * OBSERVATIONS_PAGE_MAX}`,
    ]);
  });

  it('asks once when one page holds them all, even exactly full', async () => {
    const asked: string[] = [];
    serve(scores(OBSERVATIONS_PAGE_MAX), asked);
    expect(await readAll()).toHaveLength(OBSERVATIONS_PAGE_MAX);
    expect(asked).toHaveLength(1);
  });
});
