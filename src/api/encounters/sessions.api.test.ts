import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENCOUNTER_PATHS, type Encounter } from '../../../common/contracts/encounters.contract';
import { server } from '../../mocks/node';
import { createHttpClient } from '../http/http-client';
import { createSessionsApi, LIST_PAGE_MAX } from './sessions.api';

const BASE = 'http://localhost/backend/api';
const api = createSessionsApi(createHttpClient({}, BASE));
const DAY = { from: '2026-11-26T22:00:00.000Z', to: '2026-11-27T22:00:00.000Z' };

const session = (id: string, clinician: string): Encounter => ({
  id,
  patient: { id: `p-${id}`, name: `Patient ${id}`, mrn: '000001' },
  clinician: { id: clinician, name: clinician },
  startsAt: '2026-11-27T08:00:00.000Z',
  endsAt: '2026-11-27T08:50:00.000Z',
  modality: 'in-person',
  type: 'individual',
  location: null,
  videoLink: null,
  status: 'planned',
  statusReason: null,
  arrivedAt: null,
  startedAt: null,
  finishedAt: null,
});

describe("the clinic's day", () => {
  it('follows the list’s cursor to the last page and returns every session of the day in order', async () => {
    const pages: Record<string, { encounters: Encounter[]; nextCursor?: string }> = {
      '': { encounters: [session('1', 'c-a'), session('2', 'c-b')], nextCursor: 'page-2' },
      'page-2': { encounters: [session('3', 'c-a')], nextCursor: 'page-3' },
      'page-3': { encounters: [session('4', 'c-c')] },
    };
    const asked: URL[] = [];
    server.use(
      http.get(`${BASE}${ENCOUNTER_PATHS.list}`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        return HttpResponse.json(pages[url.searchParams.get('cursor') ?? '']);
      }),
    );

    const sessions = await api.clinicDay(DAY);

    expect(sessions.map((s) => s.id)).toEqual(['1', '2', '3', '4']);
    expect(asked.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2', 'page-3']);
    for (const url of asked) {
      expect(url.searchParams.get('from')).toBe(DAY.from);
      expect(url.searchParams.get('to')).toBe(DAY.to);
      expect(url.searchParams.get('limit')).toBe(String(LIST_PAGE_MAX));
      // The whole clinic: no clinician or patient narrows the list.
      expect(url.searchParams.has('clinicianId')).toBe(false);
    }
  });

  it('fails rather than loop when the list answers the same cursor again', async () => {
    server.use(
      http.get(`${BASE}${ENCOUNTER_PATHS.list}`, () =>
        HttpResponse.json({ encounters: [session('1', 'c-a')], nextCursor: 'same' }),
      ),
    );
    await expect(api.clinicDay(DAY)).rejects.toThrow('repeated');
  });
});
