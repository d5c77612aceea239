import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../common/contracts/account.contract.ts';
import { API_BASE_PATH } from '../common/constants/server.constants.ts';
import { CLINIC_PATHS } from '../common/contracts/clinic.contract.ts';
import { DRAFTING_PATHS } from '../common/contracts/drafting.contract.ts';
import { ENCOUNTER_PATHS } from '../common/contracts/encounters.contract.ts';
import { INTAKE_PATHS } from '../common/contracts/intake.contract.ts';
import { KNOWLEDGE_PATHS } from '../common/contracts/knowledge.contract.ts';
import { LITERATURE_PATHS } from '../common/contracts/literature.contract.ts';
import { NOTE_PATHS } from '../common/contracts/notes.contract.ts';
import { PATIENT_PATHS } from '../common/contracts/patients.contract.ts';
import { SPEECH_PATHS } from '../common/contracts/speech.contract.ts';
import { FHIR_BASE_PATH } from './fhir/fhir-search.ts';
import { startTestServer, type TestServer } from './test/harness.ts';

/**
 * Issue 31, the low items on input: one id schema (a NUL in any record id a path names is a 400,
 * never a 500), text that is no text (a lone UTF-16 surrogate) refused rather than silently
 * replaced, and chunk numbers in digits only.
 */

let server: TestServer;
let founder: LoginResponse;

beforeAll(async () => {
  server = await startTestServer();
  founder = (await server.signUp()).login;
}, 180_000);
afterAll(() => server.close());

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const PATH_TABLES = [
  CLINIC_PATHS,
  DRAFTING_PATHS,
  ENCOUNTER_PATHS,
  INTAKE_PATHS,
  KNOWLEDGE_PATHS,
  LITERATURE_PATHS,
  NOTE_PATHS,
  PATIENT_PATHS,
  SPEECH_PATHS,
];

/** Every route of the API whose path names a record (`:id`, `:key`), with each method it has. */
function routesNamingARecord(): { method: string; pattern: string }[] {
  const patterns = PATH_TABLES.flatMap((table) => Object.values(table) as string[]).filter(
    (pattern) => /:(id|key)\b/.test(pattern),
  );
  return [...new Set(patterns)].flatMap((pattern) =>
    METHODS.filter((method) =>
      server.server.app.hasRoute({ method, url: `${API_BASE_PATH}${pattern}` }),
    ).map((method) => ({ method, pattern })),
  );
}

describe('one id schema', () => {
  it('answers a NUL in the record a path names with a 400 naming it, on every such route', async () => {
    const routes = routesNamingARecord();
    expect(routes.length).toBeGreaterThan(40);
    const answers = [];
    for (const { method, pattern } of routes) {
      const path = pattern.replace(/:(id|key)\b/, 'ab%00cd').replace(':seq', '0');
      const reply = await server.request<{ message: string }>(method, path, {
        token: founder.access_token,
      });
      answers.push({ method, pattern, status: reply.status, nul: /NUL/.test(reply.text) });
    }
    expect(answers.filter((a) => a.status !== 400 || !a.nul)).toEqual([]);
  });

  it('answers a NUL in a FHIR search value with a 400 OperationOutcome, the identifier too', async () => {
    for (const query of [
      'Patient?identifier=ab%00cd',
      'Patient?name=a%00',
      'Encounter?patient=a%00',
    ]) {
      const reply = await server.request<{ resourceType: string; issue: { code: string }[] }>(
        'GET',
        `${FHIR_BASE_PATH}/${query}`,
        { token: founder.access_token },
      );
      expect({ query, status: reply.status }).toEqual({ query, status: 400 });
      expect(reply.body.resourceType).toBe('OperationOutcome');
      expect(reply.body.issue[0]?.code).toBe('invalid');
    }
  });
});

describe('text that is no text', () => {
  const patient = (givenName: string) => ({
    familyName: 'Surrogate',
    givenName,
    birthDate: '1980-01-31',
  });

  const storedPatients = async () =>
    (
      await server.server.ctx.db
        .selectFrom('patients')
        .select('id')
        .where('tenant_id', '=', founder.user.tenantId)
        .execute()
    ).length;

  it('refuses a lone surrogate in a name with a 400 naming the field, and stores nothing', async () => {
    const before = await storedPatients();
    for (const givenName of ['A\ud800B', 'A\udc00', '\ud83d']) {
      const reply = await server.request<{ message: string }>('POST', '/patients', {
        token: founder.access_token,
        body: patient(givenName),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/givenName: .*surrogate/);
    }
    expect(await storedPatients()).toBe(before);
  });

  it('keeps a character outside the BMP (a surrogate pair) as it was sent', async () => {
    const reply = await server.request<{ patient: { givenName: string } }>('POST', '/patients', {
      token: founder.access_token,
      body: patient('Zoë 🙂'),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.patient.givenName).toBe('Zoë 🙂');
  });
});

describe('chunk numbers', () => {
  it.each(['0x10', '1e3', '%207', '7%20', '+7', '-1', '7.0', '1000000'])(
    'refuses the chunk number "%s" with a 400 naming seq',
    async (seq) => {
      const reply = await server.request<{ message: string }>(
        'PUT',
        `/recordings/some-recording/chunks/${seq}`,
        { token: founder.access_token },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/seq/);
    },
  );

  it('takes a chunk number in digits to the recording, which this clinic does not have (404)', async () => {
    const reply = await server.request('PUT', '/recordings/some-recording/chunks/7', {
      token: founder.access_token,
      raw: 'bytes',
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(reply.status).toBe(404);
  });
});
