import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, loginResponse } from '../../common/contracts/account.contract.ts';
import { patientListResponse, patientResponse } from '../../common/contracts/patients.contract.ts';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import { handlers } from '../../src/mocks/handlers.ts';
import { resetMockPatients } from '../../src/mocks/patients/patients.handlers.ts';
import { DEMO, seedDemo } from '../../server/db/seed.ts';
import { startTestServer } from '../../server/test/harness.ts';

interface Target {
  base: string;
  stop(): Promise<void>;
}

async function realServer(): Promise<Target> {
  const t = await startTestServer();
  await seedDemo(t.server.ctx.db, new Date());
  return { base: `${t.url}${API_BASE_PATH}`, stop: () => t.close() };
}

async function mockServer(): Promise<Target> {
  resetMockPatients();
  const msw = setupServer(...handlers);
  msw.listen({ onUnhandledRequest: 'error' });
  return { base: `http://praxis.mock${API_BASE_PATH}`, stop: async () => msw.close() };
}

describe.each([
  { name: 'the server', start: realServer },
  { name: 'the MSW mock', start: mockServer },
])('the patients contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  beforeAll(async () => {
    target = await start();
    const login = await call('POST', '/account/login', {
      email: DEMO.email,
      password: DEMO.password,
    });
    token = loginResponse.parse(login.body).access_token;
  });
  afterAll(() => target.stop());

  async function call(method: string, path: string, body?: unknown, bearer?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await fetch(`${target.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }

  const ada = { givenName: 'Ada', familyName: 'Lovelace', birthDate: '1985-12-10' };

  it('registers a patient (201) with the first MRN, then reads and lists them', async () => {
    const created = await call('POST', '/patients', ada, token);
    expect(created.status).toBe(201);
    const { patient } = patientResponse.parse(created.body);
    expect(patient).toMatchObject({ ...ada, mrn: '000001', status: 'active' });

    const read = await call('GET', `/patients/${patient.id}`, undefined, token);
    expect(patientResponse.parse(read.body).patient.id).toBe(patient.id);

    const listed = await call('GET', '/patients?q=love&clinician=any', undefined, token);
    expect(patientListResponse.parse(listed.body).patients.map((p) => p.id)).toContain(patient.id);
  });

  it('edits a patient and keeps their MRN', async () => {
    const created = patientResponse.parse((await call('POST', '/patients', ada, token)).body);
    const edited = await call(
      'PATCH',
      `/patients/${created.patient.id}`,
      { status: 'discharged' },
      token,
    );
    expect(patientResponse.parse(edited.body).patient).toMatchObject({
      status: 'discharged',
      mrn: created.patient.mrn,
    });
  });

  it('answers 400 with a message for bad details, 404 for no such patient, 401 without a session', async () => {
    const bad = await call('POST', '/patients', { ...ada, birthDate: 'yesterday' }, token);
    expect(bad.status).toBe(400);
    expect(errorResponse.parse(bad.body).message).toBeTruthy();
    expect((await call('GET', '/patients/no-such-patient', undefined, token)).status).toBe(404);
    expect((await call('GET', '/patients')).status).toBe(401);
  });
});
