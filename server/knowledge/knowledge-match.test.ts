import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { matchResponse, type MatchResponse } from '../../common/contracts/knowledge.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

/** `POST /knowledge/match` over the knowledge base the server wrote at start. */

let server: TestServer;
let staff: LoginResponse;

beforeAll(async () => {
  server = await startTestServer();
  const founder = (await server.signUp()).login;
  staff = (await server.addMember(founder.user.tenantId, ['staff'])).login;
});
afterAll(() => server.close());

const match = (body: unknown, token: string | undefined = staff.access_token) =>
  server.request<MatchResponse & { message?: string }>('POST', '/knowledge/match', {
    token,
    body,
  });

describe('matching treatments to typed-in diagnoses and problems', () => {
  it('ranks exposure and response prevention first for OCD, with its reasons and sources', async () => {
    const reply = await match({ diagnoses: ['f42.2'], problems: '', ageGroup: 'adult' });
    expect(reply.status).toBe(200);
    expect(matchResponse.parse(reply.body)).toEqual(reply.body);
    expect(reply.body.basis).toEqual({
      diagnoses: [{ code: 'F42.2', text: 'Mixed obsessional thoughts and acts' }],
      problems: '',
      ageGroup: 'adult',
      riskFlags: [],
    });
    const [first] = reply.body.matches;
    expect(first).toMatchObject({ entryId: 'exposure-response-prevention', level: 'strong' });
    expect(first?.reasons).toEqual([
      { kind: 'diagnosis', code: 'F42.2', condition: expect.any(String) },
      { kind: 'age', ageGroup: 'adult' },
    ]);
    expect(first?.sources.length).toBeGreaterThan(0);
    expect(first?.literatureQuery).not.toBe('');
  });

  it('matches by presenting problems alone', async () => {
    const reply = await match({ problems: 'Cannot sleep: insomnia for months' });
    expect(reply.body.matches[0]).toMatchObject({
      entryId: 'cbt-insomnia',
      reasons: [{ kind: 'problem', term: 'insomnia' }],
    });
  });

  it('leaves out a treatment whose evidence is for another age group', async () => {
    const young = await match({ diagnoses: ['F50.01'], ageGroup: 'adolescent' });
    const adult = await match({ diagnoses: ['F50.01'], ageGroup: 'adult' });
    expect(young.body.matches[0]?.entryId).toBe('family-based-treatment');
    expect(adult.body.matches.map((m) => m.entryId)).not.toContain('family-based-treatment');
  });

  it('puts safety planning first for a suicide-risk flag the clinician ticks', async () => {
    const reply = await match({ diagnoses: ['F42.2'], riskFlags: ['suicide-risk'] });
    expect(reply.body.basis.riskFlags).toEqual(['suicide-risk']);
    expect(reply.body.matches.map((m) => m.entryId).slice(0, 2)).toEqual([
      'safety-planning-intervention',
      'exposure-response-prevention',
    ]);
  });

  it('answers no matches for nothing to match, and shows a code it does not know as typed', async () => {
    expect((await match({})).body).toEqual({
      basis: { diagnoses: [], problems: '', ageGroup: null, riskFlags: [] },
      matches: [],
    });
    const unknown = await match({ diagnoses: ['Z99.89', 'Z99.89'] });
    expect(unknown.body.basis.diagnoses).toEqual([{ code: 'Z99.89', text: '' }]);
  });

  it.each([
    ['a code that is not ICD-10-CM', { diagnoses: ['OCD'] }, 'ICD-10-CM'],
    ['more than 20 codes', { diagnoses: Array(21).fill('F42.2') }, 'diagnoses'],
    ['problems over 2 000 characters', { problems: 'a'.repeat(2001) }, 'problems'],
    ['an unknown age group', { ageGroup: 'toddler' }, 'ageGroup'],
    ['a flag that is no risk', { riskFlags: ['allergy'] }, 'riskFlags'],
    ['an unknown field', { diagnoses: [], patientId: 'x' }, 'patientId'],
    ['a NUL character', { problems: 'a\u0000b' }, 'NUL'],
  ])('refuses %s with a 400 naming it', async (_name, body, says) => {
    const reply = await match(body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(says);
  });

  it('is for signed-in members only', async () => {
    expect((await match({ diagnoses: ['F42.2'] }, undefined)).status).toBe(200);
    const anonymous = await server.request('POST', '/knowledge/match', {
      body: { diagnoses: ['F42.2'] },
    });
    expect(anonymous.status).toBe(401);
  });
});
