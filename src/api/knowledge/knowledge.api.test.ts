import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PATIENT_PATHS, type PatientSummary } from '../../../common/contracts/patients.contract';
import { server } from '../../mocks/node';
import { createHttpClient } from '../http/http-client';
import { createKnowledgeApi, MATCHER_PATIENT_LIMIT } from './knowledge.api';

const BASE = 'http://localhost/backend/api';
const api = createKnowledgeApi(createHttpClient({}, BASE));

const patient: PatientSummary = {
  id: 'p1',
  mrn: '000042',
  familyName: 'Hopper',
  givenName: 'Grace',
  preferredName: null,
  birthDate: '1986-12-09',
  status: 'active',
  primaryClinicianId: 'c1',
};

function answerPatients(nextCursor: string | undefined, asked: Record<string, unknown>[]) {
  server.use(
    http.post(`${BASE}${PATIENT_PATHS.search}`, async ({ request }) => {
      expect(new URL(request.url).search).toBe('');
      asked.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ patients: [patient], ...(nextCursor ? { nextCursor } : {}) });
    }),
  );
}

describe("the matcher's patient search", () => {
  it('asks for the first few patients in a POST body, the name in no URL, and says when there are more', async () => {
    const asked: Record<string, unknown>[] = [];
    answerPatients('8', asked);
    await expect(api.findPatients(' hop ')).resolves.toEqual({ patients: [patient], more: true });
    expect(asked[0]).toEqual({ limit: MATCHER_PATIENT_LIMIT, q: 'hop' });
  });

  it('says there are no more when the page is the last', async () => {
    answerPatients(undefined, []);
    await expect(api.findPatients('')).resolves.toEqual({ patients: [patient], more: false });
  });
});
