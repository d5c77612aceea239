import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { JWKS_PATH } from '../health/health.routes.ts';
import { DEMO, DEMO_ACCOUNTS, seedDemo } from '../seed/seed.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { fhirErrors, getFhir, issueCodeOf } from '../fhir/fhir.test-kit.ts';
import { FHIR_BASE_PATH } from '../fhir/fhir-search.ts';
import { exportRoot } from './export-files.ts';
import { exportSettled } from './export-runner.ts';
import { STALLED_AFTER_MS } from './export.routes.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
let otherOwner: LoginResponse;

async function login(email: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  const reply = await server.request<LoginResponse>('POST', '/account/login', {
    body: { email, password: account?.password },
  });
  expect(reply.status).toBe(200);
  return reply.body.access_token;
}

beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemo(server.server.ctx.db, server.now())).toBe(true);
  tokens.demo = await login(DEMO.email); // owner + clinician
  tokens.manager = await login('manager@praxis.clinic'); // owner only
  tokens.frontDesk = await login('frontdesk@praxis.clinic');
  otherOwner = (await server.signUp()).login;
});
afterAll(() => server.close());

const kickOff = (token: string, query = '', headers: Record<string, string> = {}) =>
  server.request('GET', `${FHIR_BASE_PATH}/$export${query}`, {
    token,
    headers: { prefer: 'respond-async', ...headers },
  });

/** A URL the server handed out, as a path the harness calls (checking it is on the public URL). */
function pathOf(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(new URL(server.server.ctx.config.publicUrl).origin);
  return parsed.pathname;
}

async function finishedExport(token: string, query = '') {
  const started = await kickOff(token, query);
  expect(started.status).toBe(202);
  const status = pathOf(started.headers.get('content-location') ?? '');
  await exportSettled(status.split('/').pop() ?? '');
  return { status, reply: await server.request<Manifest>('GET', status, { token }) };
}

/** The types this branch maps, each with a narrative (the others' narratives are issue 34's base work). */
const NARRATED = ['Observation', 'Consent', 'Device', 'Provenance'];

interface Manifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: boolean;
  output: { type: string; url: string; count: number }[];
}

async function lines(url: string, token: string): Promise<Record<string, unknown>[]> {
  const reply = await server.request('GET', pathOf(url), { token });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/fhir\+ndjson/);
  return reply.text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the clinic bulk $export', () => {
  it('round-trips the demo clinic: every line of every file parses and is valid R4, and the counts hold', async () => {
    const { reply } = await finishedExport(tokens.demo!);
    expect(reply.status).toBe(200);
    expect(reply.body.requiresAccessToken).toBe(true);
    const types = reply.body.output.map((file) => file.type);
    expect(types).toEqual(
      expect.arrayContaining(['Organization', 'Practitioner', 'Patient', 'Encounter', 'Consent']),
    );
    // The demo owner is also a clinician with a caseload: their patients' clinical records come too.
    expect(types).toEqual(
      expect.arrayContaining(['Condition', 'Observation', 'Composition', 'Provenance']),
    );
    const jwks = (await server.request<JSONWebKeySet>('GET', JWKS_PATH)).body;
    for (const file of reply.body.output) {
      const resources = await lines(file.url, tokens.demo!);
      expect(resources, file.type).toHaveLength(file.count);
      for (const resource of resources) {
        expect(resource.resourceType).toBe(file.type);
        expect(fhirErrors(resource), `${file.type}/${String(resource.id)}`).toEqual([]);
        if (NARRATED.includes(file.type)) {
          expect(resource.text, `${file.type}/${String(resource.id)} narrative`).toBeDefined();
        }
      }
      if (file.type === 'Patient') expect(file.count).toBe(48);
      if (file.type === 'Provenance') {
        const signed = resources.find((r) => String(r.id).endsWith('-signature')) as {
          signature: { data: string; sigFormat: string }[];
        };
        expect(signed.signature[0]?.sigFormat).toBe('application/jose');
        const jws = Buffer.from(signed.signature[0]?.data ?? '', 'base64').toString();
        await expect(compactVerify(jws, createLocalJWKSet(jwks))).resolves.toBeDefined();
      }
    }
  });

  it('gives an owner who is no clinician the clinic, its patients, sessions and consents, but no clinical contents', async () => {
    const { reply } = await finishedExport(tokens.manager!);
    expect(reply.status).toBe(200);
    const types = reply.body.output.map((file) => file.type);
    expect(types).toEqual(expect.arrayContaining(['Patient', 'Encounter', 'Consent']));
    for (const clinical of ['Condition', 'Observation', 'Composition', 'Provenance']) {
      expect(types).not.toContain(clinical);
    }
  });

  it('exports only the types `_type` names', async () => {
    const { reply } = await finishedExport(tokens.manager!, '?_type=Patient,Organization');
    expect(reply.body.output.map((file) => file.type)).toEqual(['Organization', 'Patient']);
  });

  it('refuses a kick-off without "Prefer: respond-async", an unknown type or parameter (400), storing no job', async () => {
    const before = await jobCount();
    const sync = await server.request('GET', `${FHIR_BASE_PATH}/$export`, {
      token: tokens.demo!,
    });
    expect(sync.status).toBe(400);
    expect(issueCodeOf(sync as never)).toBe('invalid');
    expect((await kickOff(tokens.demo!, '?_type=Medication')).status).toBe(400);
    expect((await kickOff(tokens.demo!, '?_since=2026-01-01')).status).toBe(400);
    expect(await jobCount()).toBe(before);
  });

  it('exports with `_since` only what changed after the instant; the manifest’s transactionTime starts the next round', async () => {
    const types = '_type=Organization,Practitioner,Patient';
    server.advance(1_000);
    const before = server.now().toISOString();
    server.advance(1_000);
    const renamedFrom = server.now().getTime();
    const renamed = await server.request('PATCH', '/clinic', {
      token: tokens.manager!,
      body: { name: 'Harbour Therapy' },
    });
    const renamedTo = server.now().getTime();
    expect(renamed.status).toBe(200);
    const first = await finishedExport(tokens.manager!, `?${types}&_since=${before}`);
    // The manifest names the kick-off as sent, its parameters included (Bulk Data's `request`).
    expect(first.reply.body.request).toBe(
      `${server.server.ctx.config.publicUrl.replace(/\/$/, '')}${FHIR_BASE_PATH}/$export?${types}&_since=${before}`,
    );
    expect(first.reply.body.output.map(({ type, count }) => ({ type, count }))).toEqual([
      { type: 'Organization', count: 1 },
    ]);
    const [organization] = await lines(first.reply.body.output[0]!.url, tokens.manager!);
    expect(organization).toMatchObject({ name: 'Harbour Therapy' });
    const renamedAt = Date.parse((organization!.meta as { lastUpdated: string }).lastUpdated);
    expect(renamedAt).toBeGreaterThanOrEqual(renamedFrom);
    expect(renamedAt).toBeLessThanOrEqual(renamedTo);

    // Nothing changed since the first export's transaction time: nothing to hand out.
    const since = first.reply.body.transactionTime;
    server.advance(1_000);
    const quiet = await finishedExport(tokens.manager!, `?${types}&_since=${since}`);
    expect(quiet.reply.body.output).toEqual([]);

    // A member's credentials change: the next round holds that Practitioner alone.
    const members = await server.request<{ members: { id: string; roles: string[] }[] }>(
      'GET',
      '/clinic/members',
      { token: tokens.manager! },
    );
    const clinician = members.body.members.find((m) => m.roles.includes('clinician'))!;
    const credentials = await server.request('PATCH', `/clinic/members/${clinician.id}`, {
      token: tokens.manager!,
      body: { credentials: 'PhD, LCSW' },
    });
    expect(credentials.status).toBe(200);
    const next = await finishedExport(tokens.manager!, `?${types}&_since=${since}`);
    expect(next.reply.body.output.map(({ type, count }) => ({ type, count }))).toEqual([
      { type: 'Practitioner', count: 1 },
    ]);
    const [practitioner] = await lines(next.reply.body.output[0]!.url, tokens.manager!);
    expect(practitioner).toMatchObject({ id: clinician.id });
    expect(fhirErrors(practitioner)).toEqual([]);
  });

  it('refuses a `_since` that is no FHIR instant with a 400 OperationOutcome, storing no job', async () => {
    const before = await jobCount();
    for (const since of [
      '2026-01-01',
      '2026-01-31T12:00:00',
      'yesterday',
      '2026-02-30T12:00:00Z',
    ]) {
      const reply = await kickOff(tokens.manager!, `?_since=${encodeURIComponent(since)}`);
      expect(reply.status).toBe(400);
      expect((reply.body as { resourceType: string }).resourceType).toBe('OperationOutcome');
      expect(issueCodeOf(reply as never)).toBe('invalid');
    }
    expect(await jobCount()).toBe(before);
  });

  it('points the status URL at the configured public URL, whatever the Host header says', async () => {
    const started = await kickOff(tokens.manager!, '?_type=Organization', { host: 'evil.example' });
    expect(started.status).toBe(202);
    const location = started.headers.get('content-location') ?? '';
    expect(location).not.toContain('evil.example');
    await exportSettled(pathOf(location).split('/').pop() ?? '');
  });

  it('refuses the front desk (403) and answers another clinic 404 for the status and the files', async () => {
    expect((await kickOff(tokens.frontDesk!)).status).toBe(403);
    const { status, reply } = await finishedExport(tokens.manager!, '?_type=Patient');
    const file = pathOf(reply.body.output[0]?.url ?? '');
    for (const path of [status, file]) {
      const frontDesk = await server.request('GET', path, { token: tokens.frontDesk! });
      expect(frontDesk.status).toBe(403);
      const other = await server.request('GET', path, { token: otherOwner.access_token });
      expect(other.status).toBe(404);
      expect((other.body as { resourceType: string }).resourceType).toBe('OperationOutcome');
    }
    expect((await getFhir(server, '$export', undefined)).status).toBe(401);
  });

  it('answers 202 with X-Progress while running, and a 500 once the runner has stopped beating', async () => {
    const id = randomUUID();
    const now = server.now();
    await server.server.ctx.db
      .insertInto('fhir_exports')
      .values({
        tenant_id: DEMO.tenantId,
        id,
        requested_by: DEMO.userId,
        state: 'running',
        progress: '12/48 patients',
        error: null,
        requested_at: now,
        heartbeat_at: now,
        finished_at: null,
        expires_at: null,
      })
      .execute();
    const path = `${FHIR_BASE_PATH}/$export-status/${id}`;
    const running = await server.request('GET', path, { token: tokens.demo! });
    expect(running.status).toBe(202);
    expect(running.headers.get('x-progress')).toBe('12/48 patients');
    server.advance(STALLED_AFTER_MS + 1000);
    const stalled = await server.request('GET', path, { token: tokens.demo! });
    expect(stalled.status).toBe(500);
    expect(issueCodeOf(stalled as never)).toBe('exception');
  });

  it('deletes a job and its files on DELETE, after which its status and files are 404', async () => {
    const { status, reply } = await finishedExport(tokens.manager!, '?_type=Patient');
    const file = pathOf(reply.body.output[0]?.url ?? '');
    expect((await server.request('DELETE', status, { token: tokens.manager! })).status).toBe(202);
    expect((await server.request('GET', status, { token: tokens.manager! })).status).toBe(404);
    expect((await server.request('GET', file, { token: tokens.manager! })).status).toBe(404);
  });

  it('deletes a finished export once it has expired (24 hours after it finished)', async () => {
    const { status } = await finishedExport(tokens.manager!, '?_type=Organization');
    const id = status.split('/').pop() ?? '';
    const job = await server.server.ctx.db
      .selectFrom('fhir_exports')
      .select(['finished_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job.expires_at!.getTime() - job.finished_at!.getTime()).toBe(24 * 60 * 60_000);
    // The tokens live minutes, not a day: the expiry is moved, not the clock.
    await server.server.ctx.db
      .updateTable('fhir_exports')
      .set({ expires_at: new Date(server.now().getTime() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await server.request('GET', status, { token: tokens.manager! })).status).toBe(404);
  });

  it('keeps the exports of a server whose database is in memory in a directory of its own, removed when it closes', async () => {
    const ephemeral = await startTestServer();
    const owner = (await ephemeral.signUp()).login;
    const root = exportRoot(ephemeral.server.ctx.config);
    expect(root).not.toBe(exportRoot(server.server.ctx.config));
    const started = await ephemeral.request('GET', `${FHIR_BASE_PATH}/$export?_type=Organization`, {
      token: owner.access_token,
      headers: { prefer: 'respond-async' },
    });
    expect(started.status).toBe(202);
    const id = new URL(started.headers.get('content-location') ?? '').pathname.split('/').pop();
    await exportSettled(id ?? '');
    expect(await readdir(join(root, owner.user.tenantId, id ?? ''))).toEqual([
      'Organization.ndjson',
    ]);
    await ephemeral.close();
    expect(existsSync(root)).toBe(false);
  });
});

async function jobCount(): Promise<number> {
  const rows = await server.server.ctx.db.selectFrom('fhir_exports').select('id').execute();
  return rows.length;
}
