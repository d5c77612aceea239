import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  call,
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  trailActions,
  type NotesClinic,
} from '../notes/notes.test-kit.ts';
import { FHIR_BASE_PATH } from './fhir-search-params.ts';
import { entriesOf, fhirErrors, getFhir, insertDiagnosis, type FhirJson } from './fhir.test-kit.ts';

let kit: NotesClinic;
let patient: Patient;
let base: string;

beforeAll(async () => {
  kit = await startNotesClinic();
  // Deployed with PRAXIS_PUBLIC_URL set to the address it listens on.
  kit.server.server.ctx.config = { ...kit.server.server.ctx.config, publicUrl: kit.server.url };
  base = `${kit.server.url}${FHIR_BASE_PATH}`;
  const first = await patientWithSession(kit, 'finished');
  patient = first.patient;
  const note = await signNote(kit, await startNote(kit, first.session));
  const addendum = await call(kit, kit.founder, 'POST', `/notes/${note.id}/addenda`, {
    body: { text: 'Phoned the next day: sleeping better.', reason: 'Follow-up call' },
  });
  expect(addendum.status).toBe(201);
  await insertDiagnosis(
    kit.server,
    {
      tenantId: kit.founder.user.tenantId,
      patientId: patient.id,
      clinicianId: kit.founder.user.id,
    },
    { code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' },
  );
}, 180_000);
afterAll(() => kit.server.close());

const everything = (who: LoginResponse) =>
  getFhir(kit.server, `Patient/${patient.id}/$everything`, who.access_token);

/** GET of an absolute URL this server handed out, on this server. */
const follow = (url: string, who: LoginResponse, headers: Record<string, string> = {}) => {
  expect(url.startsWith(`${base}/`)).toBe(true);
  return kit.server.request<FhirJson>('GET', url.slice(kit.server.url.length), {
    token: who.access_token,
    headers,
  });
};

describe('every resource of $everything can be read at its fullUrl', () => {
  it('resolves each entry, the clinical ones included, to the same valid resource', async () => {
    const bundle = await everything(kit.colleague);
    const types = entriesOf(bundle.body).map((r) => r.resourceType);
    for (const type of ['Condition', 'Composition', 'Provenance']) expect(types).toContain(type);
    for (const entry of bundle.body.entry ?? []) {
      const reply = await follow(entry.fullUrl, kit.colleague);
      expect({ url: entry.fullUrl, status: reply.status }).toEqual({
        url: entry.fullUrl,
        status: 200,
      });
      expect(reply.body).toEqual(entry.resource);
      expect(fhirErrors(reply.body)).toEqual([]);
    }
  });

  it('resolves every reference inside the Bundle to a resource of the Bundle', async () => {
    const bundle = (await everything(kit.colleague)).body;
    const present = new Set(entriesOf(bundle).map((r) => `${r.resourceType}/${r.id}`));
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    const missing = references
      .map((text) => text.slice('"reference":"'.length, -1))
      .filter((reference) => !present.has(reference));
    expect(missing).toEqual([]);
  });
});

describe('Condition, Composition and Provenance reads and searches', () => {
  it('finds the diagnosis, the note and its addendum, and their signatures by patient', async () => {
    const counts: Record<string, number | undefined> = {};
    for (const type of ['Condition', 'Composition', 'Provenance']) {
      const reply = await getFhir(
        kit.server,
        `${type}?patient=Patient/${patient.id}`,
        kit.colleague.access_token,
      );
      expect(fhirErrors(reply.body)).toEqual([]);
      counts[type] = reply.body.total;
    }
    expect(counts).toEqual({ Condition: 1, Composition: 2, Provenance: 2 });
  });

  it('shows them to nobody off the care team: staff, an owner only, a clinician off it, another clinic', async () => {
    const ids = entriesOf((await everything(kit.colleague)).body)
      .filter((r) => ['Condition', 'Composition', 'Provenance'].includes(r.resourceType))
      .map((r) => `${r.resourceType}/${r.id}`);
    expect(ids).toHaveLength(5);
    for (const who of [kit.staff, kit.ownerOnly, kit.outsider, kit.other]) {
      for (const id of ids) {
        const reply = await getFhir(kit.server, id, who.access_token);
        expect({ id, status: reply.status }).toEqual({ id, status: 404 });
      }
      for (const type of ['Condition', 'Composition', 'Provenance']) {
        const reply = await getFhir(kit.server, `${type}?patient=${patient.id}`, who.access_token);
        expect({ type, total: reply.body.total }).toEqual({ type, total: 0 });
      }
    }
  });

  it('writes each clinical read into the record-access trail', async () => {
    const bundle = (await everything(kit.founder)).body;
    const condition = entriesOf(bundle, 'Condition')[0];
    const composition = entriesOf(bundle, 'Composition')[0];
    const before = (await trailActions(kit, patient.id, kit.colleague.user.id)).length;
    await getFhir(kit.server, `Condition/${condition?.id}`, kit.colleague.access_token);
    await getFhir(kit.server, `Composition/${composition?.id}`, kit.colleague.access_token);
    const after = await trailActions(kit, patient.id, kit.colleague.user.id);
    expect(after.slice(before)).toEqual(['read-diagnoses', 'read-note']);
  });

  it('asks for the patient of a clinical search (400)', async () => {
    const reply = await getFhir(kit.server, 'Condition', kit.colleague.access_token);
    expect(reply.status).toBe(400);
  });
});

describe('versions', () => {
  it('gives every resource a versionId and lastUpdated, a read its ETag and Last-Modified, and 304 when unchanged', async () => {
    const bundle = (await everything(kit.colleague)).body;
    for (const resource of entriesOf(bundle)) {
      const meta = resource.meta as { versionId?: string; lastUpdated?: string } | undefined;
      expect({
        id: resource.id,
        version: Boolean(meta?.versionId),
        at: Boolean(meta?.lastUpdated),
      }).toEqual({ id: resource.id, version: true, at: true });
    }
    const read = await getFhir(kit.server, `Patient/${patient.id}`, kit.colleague.access_token);
    const meta = read.body.meta as { versionId: string; lastUpdated: string };
    expect(read.headers.get('etag')).toBe(`W/"${meta.versionId}"`);
    expect(read.headers.get('last-modified')).toBe(new Date(meta.lastUpdated).toUTCString());
    const path = `${FHIR_BASE_PATH}/Patient/${patient.id}`;
    const again = await kit.server.request('GET', path, {
      token: kit.colleague.access_token,
      headers: { 'if-none-match': `W/"${meta.versionId}"` },
    });
    expect(again.status).toBe(304);
    const stale = await kit.server.request('GET', path, {
      token: kit.colleague.access_token,
      headers: { 'if-none-match': 'W/"0"' },
    });
    expect(stale.status).toBe(200);
  });
});

/** A GET with headers fetch will not send (Host), straight over HTTP. */
function rawGet(path: string, headers: Record<string, string>): Promise<FhirJson> {
  const url = new URL(kit.server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: 'GET', headers },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(text) as FhirJson));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('links', () => {
  it('builds every link from the configured public URL, whatever Host or X-Forwarded-* say', async () => {
    const headers = {
      authorization: `Bearer ${kit.colleague.access_token}`,
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    };
    for (const path of [`Patient/${patient.id}/$everything`, 'Patient?_count=1']) {
      const bundle = await rawGet(`${FHIR_BASE_PATH}/${path}`, headers);
      const urls = [
        ...(bundle.link ?? []).map((l) => l.url),
        ...(bundle.entry ?? []).map((e) => e.fullUrl),
      ];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.filter((url) => !url.startsWith(`${base}/`))).toEqual([]);
      expect(JSON.stringify(bundle)).not.toContain('evil.example');
    }
  });
});
