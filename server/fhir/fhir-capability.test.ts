import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/harness.ts';
import { SMART_ENDPOINTS } from '../smart/smart-endpoints.ts';
import { FHIR_BASE_PATH } from './fhir-search-params.ts';
import { FHIR_SYSTEM } from './fhir-type-table.ts';
import {
  fhirErrors,
  getFhir,
  issueCodeOf,
  startFhirServer,
  type FhirJson,
} from './fhir.test-kit.ts';

// The real wiring of `npm start`: the built web app is served, with its catch-all for app routes.
const dist = mkdtempSync(join(tmpdir(), 'praxis-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>Praxis</title><div id="root"></div>',
);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startFhirServer({ staticDir: dist });
  token = (await server.signUp()).login.access_token;
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

type Rest = {
  mode: string;
  security: { extension: { url: string; extension: { url: string; valueUri: string }[] }[] };
  resource: {
    type: string;
    interaction: { code: string }[];
    searchParam?: { name: string; type: string }[];
    operation?: { name: string }[];
  }[];
  operation?: { name: string }[];
};

/** Every route of the running app under the FHIR base, as "METHOD path" (from printRoutes). */
function registeredFhirRoutes(): string[] {
  const lines = server.server.app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${stack[depth - 1] ?? ''}${match[2] ?? ''}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // The bare base (a 404 OperationOutcome) and the not-found wildcard are no resources.
      const resource = path.startsWith(`${FHIR_BASE_PATH}/`) && !/\/\*?$/.test(path);
      if (resource && method === 'GET') {
        routes.push(`GET ${path.slice(FHIR_BASE_PATH.length)}`);
      }
    }
  }
  return routes.sort();
}

/** What the CapabilityStatement promises, as "METHOD path". */
function promisedRoutes(rest: Rest): string[] {
  const routes = ['GET /metadata'];
  for (const resource of rest.resource) {
    for (const { code } of resource.interaction) {
      if (code === 'read') routes.push(`GET /${resource.type}/:id`);
      if (code === 'search-type') routes.push(`GET /${resource.type}`);
    }
    for (const operation of resource.operation ?? []) {
      routes.push(`GET /${resource.type}/:id/$${operation.name}`);
    }
  }
  // System-level rows of the table: an operation the statement lists serves the routes its row
  // names (the export's status and files too); a row with no operation line (SMART's discovery,
  // named by `security`) is served whatever the statement lists.
  for (const row of FHIR_SYSTEM) {
    const listed = (rest.operation ?? []).some((op) => op.name === row.operation?.name);
    if (listed || !row.operation) routes.push(...row.routes.map((path) => `GET ${path}`));
  }
  return routes.sort();
}

describe('the CapabilityStatement', () => {
  it('is public at /metadata: FHIR 4.0.1, JSON, valid R4 by both validators', async () => {
    const reply = await getFhir(server, 'metadata');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(reply.body).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      kind: 'instance',
      format: expect.arrayContaining(['json']),
    });
    expect(fhirErrors(reply.body)).toEqual([]);
  });

  it('names the SMART authorize and token endpoints on the public URL', async () => {
    const [rest] = (await getFhir(server, 'metadata')).body.rest as Rest[];
    const oauth = rest?.security.extension.find((e) => e.url.endsWith('/oauth-uris'));
    expect(oauth?.extension).toEqual([
      { url: 'authorize', valueUri: `${server.url}${SMART_ENDPOINTS.authorize}` },
      { url: 'token', valueUri: `${server.url}${SMART_ENDPOINTS.token}` },
    ]);
  });

  it('lists exactly the routes the server registered, and every one it registered', async () => {
    const [rest] = (await getFhir(server, 'metadata')).body.rest as Rest[];
    const promised = promisedRoutes(rest as Rest);
    expect(promised).toContain('GET /Condition/:id');
    expect(promised).toContain('GET /Patient/:id/$everything');
    expect(registeredFhirRoutes()).toEqual(promised);
    // Every operation row of the table is in the statement, and nothing else.
    expect((rest?.operation ?? []).map((op) => op.name)).toEqual(
      FHIR_SYSTEM.flatMap((row) => (row.operation ? [row.operation.name] : [])),
    );
    expect(promised).toContain('GET /$export-files/:id/:file');
    expect(promised).toContain('GET /.well-known/smart-configuration');
  });

  it('lists each search parameter with its type, the Praxis fuzzy one too', async () => {
    const [rest] = (await getFhir(server, 'metadata')).body.rest as Rest[];
    const patient = rest?.resource.find((r) => r.type === 'Patient');
    const types = Object.fromEntries((patient?.searchParam ?? []).map((p) => [p.name, p.type]));
    expect(types).toMatchObject({
      name: 'string',
      family: 'string',
      birthdate: 'date',
      gender: 'token',
      identifier: 'token',
      _id: 'token',
      _lastUpdated: 'date',
      '_praxis-fuzzy': 'string',
    });
  });
});

describe('FHIR answers everything under its base, the web app never', () => {
  const html = { accept: 'text/html' };
  const atBase = (path: string, method = 'GET', withToken = true) =>
    server.request<FhirJson>(method, `${FHIR_BASE_PATH}${path}`, {
      headers: html,
      ...(withToken ? { token } : {}),
    });

  it('answers an unknown type, id or operation with a 404 OperationOutcome, signed in or not', async () => {
    for (const path of [
      '/Foo',
      '/MedicationRequest/1',
      '/Patient/nobody',
      '/Patient/x/$export',
      '',
      '/',
    ]) {
      for (const withToken of [true, false]) {
        const reply = await atBase(path, 'GET', withToken);
        const status = path === '/Patient/nobody' && !withToken ? 401 : 404;
        const type = reply.headers.get('content-type')?.split(';')[0];
        expect({ path, withToken, status: reply.status, type }).toEqual({
          path,
          withToken,
          status,
          type: 'application/fhir+json',
        });
        expect(reply.body.resourceType).toBe('OperationOutcome');
        expect(reply.text).not.toContain('<div id="root">');
        expect(fhirErrors(reply.body)).toEqual([]);
      }
    }
  });

  it('answers every write with a 405 OperationOutcome: this API is read-only', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/Patient', '/Patient/1', '/Foo', '/metadata']) {
        const reply = await atBase(path, method);
        expect({ method, path, status: reply.status }).toEqual({ method, path, status: 405 });
        expect(issueCodeOf(reply)).toBe('not-supported');
        expect(reply.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
        expect(reply.headers.get('allow')).toBe('GET, HEAD');
      }
    }
  });

  it('answers a bad parameter with a 400 OperationOutcome', async () => {
    const reply = await atBase('/Patient?_count=lots');
    expect(reply.status).toBe(400);
    expect(issueCodeOf(reply)).toBe('invalid');
  });
});
