import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Patient, PatientListResponse } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { startTestServer } from '../test/harness.ts';
import { searchPatients } from './patient-search.test-kit.ts';

/**
 * Patient search by the shape of the query (docs/performance.md, "Patient search at 100 000
 * patients"): names containing the text, then look-alikes; a family-name prefix; paging across
 * both phases. The basics (MRN, birth date, caseload, status) are in patients.routes.test.ts.
 */
let server: TestServer;
let desk: LoginResponse;
let clinician: { id: string; login: LoginResponse };
let otherClinic: LoginResponse;

const people: [family: string, given: string, birthDate: string][] = [
  ['Marin', 'Ana', '1980-01-02'],
  ['Marin', 'Ion', '1975-03-04'],
  ['Marin', 'Dan', '1990-05-06'],
  ['Marinescu', 'Elena', '1962-07-08'],
  ['Marinescu', 'Radu', '1958-09-10'],
  ['Jonsonescu', 'Petra', '1971-11-12'],
  ['Johnson', 'Katherine', '1918-08-26'],
  ['Thomas', 'Ada', '1955-02-03'],
  ['Hopper', 'Grace', '1906-12-09'],
];

async function register(token: string, body: Record<string, unknown>) {
  const reply = await server.request<{ patient: Patient }>('POST', '/patients', { token, body });
  if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${reply.text}`);
  return reply.body.patient;
}

const search = (query: string, token = desk.access_token) =>
  searchPatients(server, token, `clinician=any&${query}`);

const names = (reply: { body: PatientListResponse }) =>
  reply.body.patients.map((p) => `${p.givenName} ${p.familyName}`);

/** Every page of a search, `limit` at a time, following the cursors to the end. */
async function allPages(query: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await search(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.status).toBe(200);
    seen.push(...names(page));
    cursor = page.body.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  server = await startTestServer();
  const owner = (await server.signUp()).login;
  desk = (await server.addMember(owner.user.tenantId, ['staff'])).login;
  clinician = await server.addMember(owner.user.tenantId, ['clinician']);
  for (const [familyName, givenName, birthDate] of people) {
    await register(desk.access_token, { familyName, givenName, birthDate });
  }
  otherClinic = (await server.signUp()).login;
  await register(otherClinic.access_token, {
    familyName: 'Marin',
    givenName: 'Foreign',
    birthDate: '1980-01-02',
  });
});
afterAll(() => server.close());

describe('searching patients by name', () => {
  it('shows a name the clinic has as whole words first, then names starting with it, without look-alikes', async () => {
    expect(names(await search('q=marin'))).toEqual([
      'Ana Marin',
      'Dan Marin',
      'Ion Marin',
      'Elena Marinescu',
      'Radu Marinescu',
    ]);
  });

  it('finds a misspelt name even when another name contains what was typed', async () => {
    expect(names(await search('q=jonson'))).toEqual(['Petra Jonsonescu', 'Katherine Johnson']);
  });

  it('finds patients through a misspelling of their family name', async () => {
    expect(names(await search('q=marni'))).toEqual(
      expect.arrayContaining(['Ana Marin', 'Dan Marin', 'Ion Marin']),
    );
  });

  it('pages across names containing the text and look-alikes without repeating or skipping a patient', async () => {
    for (const q of ['marin', 'jonson', 'marni', 'arin']) {
      const whole = names(await search(`q=${q}&limit=100`));
      expect(whole.length).toBeGreaterThan(1);
      expect(await allPages(`q=${q}`, 1)).toEqual(whole);
      expect(await allPages(`q=${q}`, 2)).toEqual(whole);
    }
  });

  it('takes one or two letters as the start of a family name, in name order', async () => {
    expect(names(await search('q=ho'))).toEqual(['Grace Hopper']);
    expect(names(await search('q=M'))).toEqual([
      'Ana Marin',
      'Dan Marin',
      'Ion Marin',
      'Elena Marinescu',
      'Radu Marinescu',
    ]);
    expect(await allPages('q=m', 2)).toEqual(names(await search('q=m')));
  });

  it('reads %, _ and \\ as the characters typed, not as patterns', async () => {
    for (const q of ['%', '_', '%_', '\\', '%%%', '_%_', '\\\\\\']) {
      const reply = await search(`q=${encodeURIComponent(q)}`);
      expect(reply.status).toBe(200);
      expect(names(reply)).toEqual([]);
    }
  });

  it('finds nobody, without an error, for a date that names no day', async () => {
    const reply = await search('q=1980-02-30');
    expect(reply.status).toBe(200);
    expect(reply.body.patients).toEqual([]);
    expect(names(await search('q=1980-01-02'))).toEqual(['Ana Marin']);
  });

  it('takes a cursor written for another kind of query as no cursor: the first page', async () => {
    const byName = await search('q=marin&limit=2');
    const cursor = encodeURIComponent(byName.body.nextCursor!);
    expect(names(await search(`q=m&limit=2&cursor=${cursor}`))).toEqual(['Ana Marin', 'Dan Marin']);
    expect(names(await search(`limit=2&cursor=garbage`))).toHaveLength(2);
  });

  it('applies status and caseload to names containing the text and to look-alikes', async () => {
    const marins = (await search('q=marin&limit=100')).body.patients;
    const dan = marins.find((p) => p.givenName === 'Dan')!;
    const ion = marins.find((p) => p.givenName === 'Ion')!;
    await server.request('PATCH', `/patients/${dan.id}`, {
      token: desk.access_token,
      body: { status: 'inactive' },
    });
    await server.request('PATCH', `/patients/${ion.id}`, {
      token: desk.access_token,
      body: { primaryClinicianId: clinician.id },
    });
    expect(names(await search('q=marin&status=inactive'))).toEqual(['Dan Marin']);
    expect(names(await search('q=marni&status=inactive'))).toEqual(['Dan Marin']);
    const mine = (q: string) => searchPatients(server, clinician.login.access_token, `q=${q}`);
    expect(names(await mine('marin'))).toEqual(['Ion Marin']);
    expect(names(await mine('marni'))).toEqual(['Ion Marin']);
  });

  it("never finds another clinic's patient, in any phase of the search", async () => {
    for (const q of ['marin', 'marni', 'ma', '1980-01-02', 'foreign']) {
      expect(names(await search(`q=${q}&limit=100`))).not.toContain('Foreign Marin');
    }
  });
});

describe('no patient name in a URL or a cursor (issue 31)', () => {
  it('searches by POST: the old GET with the name in its query string is gone', async () => {
    const old = await server.request('GET', '/patients?q=marin', { token: desk.access_token });
    expect(old.status).toBe(404);
    expect(names(await search('q=marin&limit=2'))).toHaveLength(2);
  });

  it('gives a cursor that holds no name, folded or encoded, and still continues the search', async () => {
    const first = await search('q=marinescu&limit=1');
    const cursor = first.body.nextCursor!;
    const decoded = Buffer.from(cursor, 'base64url').toString('latin1').toLowerCase();
    for (const text of [cursor.toLowerCase(), decoded]) {
      expect(text).not.toContain('marin');
      expect(text).not.toContain('elena');
    }
    const next = await search(`q=marinescu&limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect([...names(first), ...names(next)].sort()).toEqual(['Elena Marinescu', 'Radu Marinescu']);
  });

  it('takes a readable cursor of the old kind, or one altered by a byte, as the first page', async () => {
    const forged = Buffer.from(JSON.stringify({ s: 'n', k: 'marin ana', id: 'x' })).toString(
      'base64url',
    );
    expect(names(await search(`limit=2&cursor=${forged}`))).toEqual(names(await search('limit=2')));
    const cursor = (await search('limit=2')).body.nextCursor!;
    const altered = `${cursor.slice(0, 20)}${cursor[20] === 'A' ? 'B' : 'A'}${cursor.slice(21)}`;
    expect(names(await search(`limit=2&cursor=${altered}`))).toEqual(
      names(await search('limit=2')),
    );
  });

  it('refuses a search of the wrong shape with a 400 naming the field', async () => {
    const reply = await server.request('POST', '/patients/search', {
      token: desk.access_token,
      body: { q: 'marin', limit: '2' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^Invalid request body: limit: /);
  });
});
