import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  noteResponse,
  noteSubPath,
  sessionNotePath,
} from '../../common/contracts/notes.contract.ts';
import { drafted } from '../drafting/note-drafts.test-kit.ts';
import { signedNoteResources } from '../fhir/documentation.map.ts';
import { served } from '../fhir/fhir-resource-meta.ts';
import { tenantDb } from '../db/tenant-db.ts';
import type { Note } from '../../common/contracts/notes.contract.ts';
import { compactVerify, createLocalJWKSet } from 'jose';
import { provenanceSignatures, signedTargetsOf } from '../fhir/provenance-signature.ts';
import { signedNotesOfPatient } from './notes.repository.ts';
import { entriesOf, fhirErrors, getFhir } from '../fhir/fhir.test-kit.ts';
import {
  call,
  contentWith,
  patientWithSession,
  soap,
  signNote,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from './notes.test-kit.ts';

let kit: NotesClinic;

beforeAll(async () => {
  kit = await startNotesClinic();
});
afterAll(() => kit.server.close());

/** The note's resources, with the Provenance signatures the server makes for it. */
async function resourcesOf(note: Note) {
  const { ctx } = kit.server.server;
  const tenantId = kit.founder.user.tenantId;
  const clinic = tenantDb(ctx.db, tenantId);
  const signatures = await provenanceSignatures(
    clinic,
    ctx.keys,
    signedTargetsOf([note]),
    new Date(),
  );
  // As the FHIR API serves them: with their narrative, versionId and lastUpdated.
  return signedNoteResources(note, tenantId, signatures).map((resource) => served(resource));
}

describe('a signed note as FHIR', () => {
  it('is a valid R4 Composition (LOINC 11506-3) with a Provenance whose JWS signs its hash, and each addendum appends it', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await startNote(
      kit,
      session,
      contentWith({ data: 'Said <b>“fine”</b> & left early', plan: 'Review\nnext week' }),
      'dap',
    );
    expect(await resourcesOf(draft)).toEqual([]);
    await signNote(kit, draft);
    const reply = await call(kit, kit.founder, 'POST', noteSubPath(draft.id, 'addenda'), {
      body: { text: 'Called back the next day.', reason: 'Late information' },
    });
    const note = noteResponse.parse(reply.body).note;
    const clinic = tenantDb(kit.server.server.ctx.db, kit.founder.user.tenantId);
    expect(await signedNotesOfPatient(clinic, note.patientId)).toEqual([note]);
    const resources = await resourcesOf(note);
    expect(resources.map((r) => r.resourceType)).toEqual([
      'Composition',
      'Provenance',
      'Composition',
      'Provenance',
    ]);
    for (const resource of resources) expect(fhirErrors(resource), resource.id).toEqual([]);
    const [composition, provenance, addendum] = resources;
    expect(composition).toMatchObject({
      status: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '11506-3' }] },
      encounter: { reference: `Encounter/${session.id}` },
    });
    const div =
      composition?.resourceType === 'Composition' ? composition.section?.[0]?.text?.div : '';
    expect(div).toContain('&#60;b&#62;');
    expect(div).not.toContain('<b>');
    const data = provenance?.resourceType === 'Provenance' ? provenance.signature?.[0]?.data : '';
    const jwks = createLocalJWKSet(kit.server.server.ctx.keys.jwks);
    const { payload } = await compactVerify(Buffer.from(data ?? '', 'base64').toString(), jwks);
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({
      sha256: note.signature?.sha256,
    });
    expect(addendum).toMatchObject({
      relatesTo: [{ code: 'appends', targetReference: { reference: `Composition/${note.id}` } }],
    });
  });

  it("is in the patient's $everything for the care team, with its read audited, and not for the front desk", async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await signNote(
      kit,
      await startNote(kit, session, contentWith({ plan: 'Weekly' })),
    );
    const path = `Patient/${note.patientId}/$everything`;
    const types = (reply: Awaited<ReturnType<typeof getFhir>>) =>
      entriesOf(reply.body).map((resource) => resource.resourceType);

    const clinician = await getFhir(kit.server, path, kit.founder.access_token);
    expect(fhirErrors(clinician.body)).toEqual([]);
    expect(types(clinician)).toEqual(expect.arrayContaining(['Composition', 'Provenance']));
    const trail = await kit.server.server.ctx.db
      .selectFrom('record_access')
      .select('action')
      .where('patient_id', '=', note.patientId)
      .execute();
    expect(trail.map((row) => row.action)).toContain('read-note');

    const frontDesk = await getFhir(kit.server, path, kit.staff.access_token);
    expect(frontDesk.status).toBe(200);
    expect(types(frontDesk)).not.toContain('Composition');
    expect(types(frontDesk)).not.toContain('Provenance');
  });

  it('carries, when started from an AI draft, the AIAST label and a Provenance naming the drafter (a Device) and its source', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await drafted(kit, kit.founder, session.id);
    const started = await call(kit, kit.founder, 'POST', sessionNotePath(session.id), {
      body: { format: 'soap', content: soap(), aiDraftId: draft.id },
    });
    const note = await signNote(kit, noteResponse.parse(started.body).note);
    const resources = await resourcesOf(note);
    for (const resource of resources) expect(fhirErrors(resource), resource.id).toEqual([]);
    const [composition, signature, aiDraft] = resources;
    expect(composition?.resourceType === 'Composition' && composition.meta?.security).toEqual([
      expect.objectContaining({ code: 'AIAST' }) as unknown,
    ]);
    expect(signature?.id).toBe(`${note.id}-signature`);
    expect(aiDraft).toMatchObject({
      resourceType: 'Provenance',
      target: [{ reference: `Composition/${note.id}` }],
      recorded: draft.createdAt,
      agent: [
        {
          type: { coding: [{ code: 'assembler' }] },
          who: {
            reference: 'Device/praxis-offline-drafter',
            display: expect.stringContaining('offline drafter') as unknown,
          },
        },
        {
          type: { coding: [{ code: 'author' }] },
          who: { reference: `Practitioner/${kit.founder.user.id}` },
        },
      ],
      entity: [{ role: 'source', what: { display: expect.stringContaining(draft.id) as unknown } }],
    });
  });

  it('carries no AI label or AI Provenance when written by hand', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await signNote(kit, await startNote(kit, session));
    const [composition, ...rest] = await resourcesOf(note);
    // Its version and time only: no AIAST security label.
    expect(composition?.resourceType === 'Composition' && composition.meta).toEqual({
      lastUpdated: note.updatedAt,
      versionId: expect.any(String),
    });
    expect(rest.map((resource) => resource.id)).toEqual([`${note.id}-signature`]);
  });
});
