import type { FastifyRequest } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  intakeSubPath,
  patientIntakesPath,
  type Intake,
} from '../../../common/contracts/intake.contract.ts';
import { filledContent } from '../../intake/intake.test-kit.ts';
import { patientSharesPath } from '../../../common/contracts/patient-shares.contract.ts';
import type { Patient } from '../../../common/contracts/patients.contract.ts';
import { tenantDb, type TenantDb } from '../../db/tenant-db.ts';
import type { ReadAction } from '../../fhir/fhir-access.ts';
import {
  call,
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../../notes/notes.test-kit.ts';
import { buildPatientExport } from './patient-export.ts';

/**
 * The copy a patient downloads in the portal (issue 36), built as the portal's route builds it:
 * the request carries the patient's clinic, no member; which notes it holds is the caller's
 * (the ones shared with the patient), and every read goes to the trail through `audit`.
 */
let kit: NotesClinic;
let clinic: TenantDb;
let patient: Patient;
let shared: string;
let unshared: string;
let otherPatient: Patient;

type Bundle = { entry: { resource: { resourceType: string; id: string; subject?: unknown } }[] };

async function ownExport(noteIds: string[], patientOf = patient) {
  const trail: ReadAction[] = [];
  const request = { clinic, url: '/backend/api/portal/export' } as unknown as FastifyRequest;
  const zip = unzipSync(
    await buildPatientExport(kit.server.server.ctx, clinic, request, patientOf, {
      noteIds,
      audit: async (action) => {
        trail.push(action);
      },
    }),
  );
  const bundle = JSON.parse(new TextDecoder().decode(zip['everything.json'])) as Bundle;
  return {
    files: Object.keys(zip),
    bundle,
    trail,
    readme: new TextDecoder().decode(zip['README.txt']),
  };
}

beforeAll(async () => {
  kit = await startNotesClinic();
  clinic = tenantDb(kit.server.server.ctx.db, kit.founder.user.tenantId);
  const first = await patientWithSession(kit);
  patient = first.patient;
  shared = (await signNote(kit, await startNote(kit, first.session))).id;
  const second = await patientWithSession(kit, 'finished', patient);
  unshared = (await signNote(kit, await startNote(kit, second.session))).id;
  const other = await patientWithSession(kit);
  otherPatient = other.patient;
  await signNote(kit, await startNote(kit, other.session));
  const intake = await call<{ intake: Intake }>(
    kit,
    kit.founder,
    'POST',
    patientIntakesPath(patient.id),
    {
      body: { encounterId: null, content: filledContent() },
    },
  );
  const signedIntake = await call(
    kit,
    kit.founder,
    'POST',
    intakeSubPath(intake.body.intake.id, 'sign'),
    {
      ifMatch: intake.body.intake.version,
    },
  );
  expect(signedIntake.status).toBe(200);
  await call(kit, kit.founder, 'PATCH', '/clinic', {
    body: { settings: { shareSignedNotes: true } },
  });
  await call(kit, kit.founder, 'POST', patientSharesPath(patient.id), {
    body: { kind: 'note', noteId: shared },
  });
}, 300_000);
afterAll(() => kit.server.close());

describe("the patient's own download", () => {
  it('holds their sessions and the notes shared with them, not a note that was not shared nor an intake', async () => {
    const { files, bundle, readme } = await ownExport([shared]);
    const compositions = bundle.entry
      .map((e) => e.resource)
      .filter((r) => r.resourceType === 'Composition')
      .map((r) => r.id);
    expect(compositions).toContain(shared);
    expect(compositions).not.toContain(unshared);
    expect(bundle.entry.filter((e) => e.resource.resourceType === 'Encounter')).toHaveLength(2);
    expect(files.filter((f) => f.startsWith('notes/'))).toEqual([expect.stringContaining(shared)]);
    expect(files.some((f) => f.startsWith('intakes/'))).toBe(false);
    const memberCopy = unzipSync(
      await buildPatientExport(
        kit.server.server.ctx,
        clinic,
        {
          clinic,
          url: '/x',
          member: { userId: kit.founder.user.id, roles: ['owner', 'clinician'] },
        } as unknown as FastifyRequest,
        patient,
      ),
    );
    expect(Object.keys(memberCopy).some((f) => f.startsWith('intakes/'))).toBe(true);
    expect(readme).toContain('ask the clinic');
  });

  it('holds nothing of another patient', async () => {
    const { bundle } = await ownExport([shared]);
    const patients = bundle.entry.filter((e) => e.resource.resourceType === 'Patient');
    expect(patients.map((e) => e.resource.id)).toEqual([patient.id]);
    const text = JSON.stringify(bundle);
    expect(text).not.toContain(otherPatient.id);
  });

  it('holds no note at all when none is shared, and writes each read to the trail', async () => {
    const { bundle, trail } = await ownExport([]);
    expect(bundle.entry.some((e) => e.resource.resourceType === 'Composition')).toBe(false);
    expect(trail).toEqual(['read', 'read-observations', 'read-diagnoses']);
  });
});
