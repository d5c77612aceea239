import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALENDAR_PATHS } from '../../../common/contracts/calendar.contract';
import { server } from '../../mocks/node';
import { createHttpClient } from '../http/http-client';
import { createCalendarApi } from './calendar.api';

const BASE = 'http://localhost/backend/api';
const api = createCalendarApi(createHttpClient({}, BASE));
const ANSWER = {
  timeZone: 'Europe/Bucharest',
  from: '2026-11-29T22:00:00.000Z',
  to: '2026-12-06T22:00:00.000Z',
  sessions: [],
  truncated: false,
};

describe('the calendar API client', () => {
  it('asks for the days and the clinician it is given, and leaves the clinician out for the whole clinic', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${BASE}${CALENDAR_PATHS.range}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(ANSWER);
      }),
    );
    await expect(api.range({ from: '2026-11-30', days: 7, clinicianId: 'c-1' })).resolves.toEqual(
      ANSWER,
    );
    await api.range({ from: '2026-11-30', days: 14 });
    expect(asked.map((params) => Object.fromEntries(params))).toEqual([
      { from: '2026-11-30', days: '7', clinicianId: 'c-1' },
      { from: '2026-11-30', days: '14' },
    ]);
  });

  it('refuses an answer that does not keep the contract', async () => {
    server.use(
      http.get(`${BASE}${CALENDAR_PATHS.range}`, () =>
        HttpResponse.json({ ...ANSWER, sessions: [{ id: 's-1' }] }),
      ),
    );
    await expect(api.range({ from: '2026-11-30', days: 7 })).rejects.toThrow();
  });
});
