import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, loginResponse } from '../../common/contracts/account.contract.ts';
import { patientListResponse, patientResponse } from '../../common/contracts/patients.contract.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

describe.each(CONTRACT_TARGETS)('the patients contract, answered by $name', ({ start }) => {
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

  const call = (method: string, path: string, body?: unknown, bearer?: string) =>
    callTarget(target, method, path, body, bearer);

  const ada = { givenName: 'Ada', familyName: 'Lovelace', birthDate: '1985-12-10' };

  it("registers a patient (201) with the clinic's next MRN, then reads and lists them", async () => {
    const created = await call('POST', '/patients', ada, token);
    expect(created.status).toBe(201);
    const { patient } = patientResponse.parse(created.body);
    expect(patient).toMatchObject({ ...ada, status: 'active' });
    expect(patient.mrn).toMatch(/^\d{6}$/);
    const next = await call('POST', '/patients', { ...ada, givenName: 'Byron' }, token);
    expect(Number(patientResponse.parse(next.body).patient.mrn)).toBe(Number(patient.mrn) + 1);

    const read = await call('GET', `/patients/${patient.id}`, undefined, token);
    expect(patientResponse.parse(read.body).patient.id).toBe(patient.id);

    const listed = await call('POST', '/patients/search', { q: 'love', clinician: 'any' }, token);
    expect(patientListResponse.parse(listed.body).patients.map((p) => p.id)).toContain(patient.id);
  });

  it('pages a search by POST with a cursor that names no patient', async () => {
    const first = await call('POST', '/patients/search', { q: 'love', limit: 1 }, token);
    const page = patientListResponse.parse(first.body);
    expect(page.patients).toHaveLength(1);
    expect(page.nextCursor).toBeDefined();
    expect(page.nextCursor!.toLowerCase()).not.toContain('love');
    const second = await call(
      'POST',
      '/patients/search',
      { q: 'love', limit: 1, cursor: page.nextCursor },
      token,
    );
    const next = patientListResponse.parse(second.body);
    expect(next.patients[0]?.id).not.toBe(page.patients[0]?.id);
  });

  it('edits a patient and keeps their MRN', async () => {
    const grace = { givenName: 'Grace', familyName: 'Hopper', birthDate: '1906-12-09' };
    const created = patientResponse.parse((await call('POST', '/patients', grace, token)).body);
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
    expect((await call('POST', '/patients/search', {})).status).toBe(401);
    const badSearch = await call('POST', '/patients/search', { limit: 0 }, token);
    expect(badSearch.status).toBe(400);
  });
});
