import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALENDAR_PATHS } from '../../../common/contracts/calendar.contract';
import { PATIENT_PATHS } from '../../../common/contracts/patients.contract';
import { server } from '../../mocks/node';
import { createHttpClient } from '../http/http-client';
import { createCalendarApi } from './calendar.api';

const BASE = 'http://localhost/backend/api';
const api = createCalendarApi(createHttpClient({}, BASE));
const ANSWER = {
  timeZone: 'Europe/Bucharest',
  from: '2026-11-29T22:00:00.000Z',
  to: '2026-12-06T22:00:00.000Z',
  firstDay: '2026-11-30',
  days: 7,
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

  it('searches the patients to book a slot for in the body of a POST, never in the address', async () => {
    const asked: { url: string; body: unknown }[] = [];
    server.use(
      http.post(`${BASE}${PATIENT_PATHS.search}`, async ({ request }) => {
        asked.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ patients: [] });
      }),
    );
    await expect(api.patientsToBook('Lovelace')).resolves.toEqual({ patients: [] });
    expect(asked).toEqual([
      { url: `${BASE}${PATIENT_PATHS.search}`, body: { q: 'Lovelace', limit: 10 } },
    ]);
  });
});
