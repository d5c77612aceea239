import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SERIES_PATHS, seriesFollowingPath } from '../../../common/contracts/series.contract';
import { server } from '../../mocks/node';
import { createHttpClient } from '../http/http-client';
import { createSeriesApi, seriesRefusalOf } from './series.api';

const BASE = 'http://localhost/backend/api';
const api = createSeriesApi(createHttpClient({}, BASE));
const INPUT = {
  patientId: 'p-1',
  clinicianId: 'c-1',
  firstDate: '2031-04-01',
  startTime: '12:00',
  minutes: 50,
  frequency: 'weekly' as const,
  count: 6,
  modality: 'in-person' as const,
  type: 'individual' as const,
};
const conflicts = {
  message: 'Nothing was booked: these dates conflict with other sessions: 2031-04-08.',
  code: 'series-conflicts',
  conflicts: [
    {
      date: '2031-04-08',
      with: 'clinician',
      session: { id: 's-9', startsAt: '2031-04-08T09:00:00Z', endsAt: '2031-04-08T10:00:00Z' },
    },
  ],
};

describe('the series API client', () => {
  it('hands a conflicting booking’s dates to the form as a refusal it can show', async () => {
    server.use(
      http.post(`${BASE}${SERIES_PATHS.list}`, () => HttpResponse.json(conflicts, { status: 409 })),
    );
    const error = await api.book(INPUT).catch((e: unknown) => e);
    expect(seriesRefusalOf(error)).toEqual(conflicts);
  });

  it('hands dates outside availability to the form to confirm', async () => {
    const outside = {
      message: 'These dates lie outside the clinician’s availability: 2031-04-01.',
      code: 'outside-availability',
      dates: ['2031-04-01'],
    };
    server.use(
      http.post(`${BASE}${seriesFollowingPath('x-1')}`, () =>
        HttpResponse.json(outside, { status: 409 }),
      ),
    );
    const error = await api
      .moveFollowing('x-1', { fromDate: '2031-04-01', startTime: '08:00' })
      .catch((e: unknown) => e);
    expect(seriesRefusalOf(error)).toEqual(outside);
  });

  it('does not take a double booking or another failure for a series refusal', async () => {
    server.use(
      http.post(`${BASE}${SERIES_PATHS.preview}`, () =>
        HttpResponse.json({ message: 'Conflict' }, { status: 409 }),
      ),
    );
    const error = await api.preview(INPUT).catch((e: unknown) => e);
    expect(seriesRefusalOf(error)).toBeNull();
    expect(seriesRefusalOf(new Error('network'))).toBeNull();
  });
});
