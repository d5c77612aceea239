import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../common/contracts/account.contract.ts';
import { etagOf } from '../../../common/contracts/documents.contract.ts';
import {
  intakeSubPath,
  patientIntakesPath,
  type Intake,
} from '../../../common/contracts/intake.contract.ts';
import { patientExportPath } from '../../../common/contracts/patient-export.contract.ts';
import type { Patient } from '../../../common/contracts/patients.contract.ts';
import { filledContent } from '../../intake/intake.test-kit.ts';
import {
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../../notes/notes.test-kit.ts';
import { EXPORT_REFUSED } from './patient-export.routes.ts';

let kit: NotesClinic;
let patient: Patient;
let noteId: string;
let intakeId: string;

async function exportAs(who: LoginResponse, id = patient.id) {
  const response = await fetch(`${kit.server.url}/backend/api${patientExportPath(id)}`, {
    headers: { authorization: `Bearer ${who.access_token}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  kit = await startNotesClinic();
  const withSession = await patientWithSession(kit, 'finished');
  patient = withSession.patient;
  noteId = (await signNote(kit, await startNote(kit, withSession.session))).id;
  const started = await kit.server.request<{ intake: Intake }>(
    'POST',
    patientIntakesPath(patient.id),
    { token: kit.founder.access_token, body: { encounterId: null, content: filledContent() } },
  );
  expect(started.status).toBe(201);
  intakeId = started.body.intake.id;
  const signed = await kit.server.request('POST', intakeSubPath(intakeId, 'sign'), {
    token: kit.founder.access_token,
    headers: { 'if-match': etagOf(started.body.intake.version) },
  });
  expect(signed.status).toBe(200);
}, 300_000);

afterAll(async () => {
  await kit?.server.close();
});

describe("a patient's export (right of access)", () => {
  it('gives the primary clinician a ZIP of the $everything Bundle and a PDF of each signed note and intake', async () => {
    const { response, bytes } = await exportAs(kit.founder);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="patient-[A-Za-z0-9-]+-record\.zip"$/,
    );
    const files = unzipSync(bytes);
    const bundle = JSON.parse(new TextDecoder().decode(files['everything.json']));
    const types = (bundle.entry as { resource: { resourceType: string; id: string } }[]).map(
      (entry) => entry.resource.resourceType,
    );
    expect(types).toContain('Patient');
    expect(types).toContain('Composition');
    const pdfs = Object.keys(files).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.some((name) => name.startsWith('notes/') && name.includes(noteId))).toBe(true);
    expect(pdfs.some((name) => name.startsWith('intakes/') && name.includes(intakeId))).toBe(true);
    for (const name of pdfs) {
      const pdf = await PDFDocument.load(files[name] as Uint8Array);
      expect(pdf.getPageCount()).toBeGreaterThan(0);
    }
  }, 120_000);

  it('gives an owner the same record, clinical resources included, though not on the care team', async () => {
    const { response, bytes } = await exportAs(kit.ownerOnly);
    expect(response.status).toBe(200);
    const bundle = JSON.parse(new TextDecoder().decode(unzipSync(bytes)['everything.json']));
    expect(JSON.stringify(bundle)).toContain('"Composition"');
  }, 120_000);

  it('refuses a care-team clinician who is not the primary clinician, and the front desk (403)', async () => {
    for (const who of [kit.colleague, kit.staff]) {
      const { response, bytes } = await exportAs(who);
      expect(response.status).toBe(403);
      expect(JSON.parse(new TextDecoder().decode(bytes)).message).toBe(EXPORT_REFUSED);
    }
  });

  it("answers another clinic's owner as if the patient did not exist (404)", async () => {
    expect((await exportAs(kit.other)).response.status).toBe(404);
  });

  it('writes each export to the access trail as "export" under who made it', async () => {
    const before = await kit.server.server.ctx.db
      .selectFrom('record_access')
      .select(['user_id', 'action'])
      .where('patient_id', '=', patient.id)
      .where('action', '=', 'export')
      .execute();
    await exportAs(kit.ownerOnly);
    const after = await kit.server.server.ctx.db
      .selectFrom('record_access')
      .select(['user_id', 'action'])
      .where('patient_id', '=', patient.id)
      .where('action', '=', 'export')
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.map((row) => row.user_id)).toContain(kit.ownerOnly.user.id);
  }, 120_000);

  it('refuses a request without a session (401)', async () => {
    const response = await fetch(`${kit.server.url}/backend/api${patientExportPath(patient.id)}`);
    expect(response.status).toBe(401);
  });
});
