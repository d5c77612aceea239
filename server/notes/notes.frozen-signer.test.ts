import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  intakePath,
  intakeSubPath,
  patientIntakesPath,
  type Intake,
} from '../../common/contracts/intake.contract.ts';
import type { Note } from '../../common/contracts/notes.contract.ts';
import { entriesOf, getFhir, type FhirJson } from '../fhir/fhir.test-kit.ts';
import { filledContent } from '../intake/intake.test-kit.ts';
import {
  call,
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from './notes.test-kit.ts';

/**
 * Issue 31: a signature names its signer as their profile had them when they signed — name,
 * credentials and licence number — for notes, addenda and intakes, in the API and in FHIR. A
 * later rename (or new credentials) changes what the member is called now, never a past signature.
 */

let kit: NotesClinic;
let note: Note;
let intake: Intake;
let patientId: string;

const SIGNED_AS = 'Ada Lovelace, PsyD, licence DEMO-0001';

async function setProfile(credentials: string | null, licence: string | null) {
  await kit.server.server.ctx.db
    .updateTable('users')
    .set({ credentials, licence_number: licence })
    .where('id', '=', kit.founder.user.id)
    .execute();
}

beforeAll(async () => {
  kit = await startNotesClinic();
  await setProfile('PsyD', 'DEMO-0001');
  const { patient, session } = await patientWithSession(kit, 'finished');
  patientId = patient.id;
  note = await signNote(kit, await startNote(kit, session));
  const addendum = await call(kit, kit.founder, 'POST', `/notes/${note.id}/addenda`, {
    body: { text: 'Phoned the next day: sleeping better.', reason: 'Follow-up call' },
  });
  expect(addendum.status).toBe(201);
  const started = await call<{ intake: Intake }>(
    kit,
    kit.founder,
    'POST',
    patientIntakesPath(patient.id),
    { body: { encounterId: null, content: filledContent() } },
  );
  expect(started.status).toBe(201);
  const signed = await call<{ intake: Intake }>(
    kit,
    kit.founder,
    'POST',
    intakeSubPath(started.body.intake.id, 'sign'),
    { ifMatch: started.body.intake.version },
  );
  expect(signed.status).toBe(200);
  intake = signed.body.intake;

  // The founder is renamed through the API and their profile gets other credentials.
  const renamed = await call(kit, kit.founder, 'PUT', '/account/profile', {
    body: { firstName: 'Augusta', lastName: 'King' },
  });
  expect(renamed.status).toBe(200);
  await setProfile('PhD', 'NEW-0002');
}, 180_000);
afterAll(() => kit.server.close());

describe('a past signature after its signer is renamed', () => {
  it('still names the note’s signer and author as they signed, in the API', async () => {
    const reply = await call<{ note: Note }>(kit, kit.colleague, 'GET', `/notes/${note.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.note.signature).toMatchObject({
      signerName: 'Ada Lovelace',
      signerCredentials: 'PsyD',
      signerLicenceNumber: 'DEMO-0001',
    });
    expect(reply.body.note.authorName).toBe('Ada Lovelace');
    expect(reply.body.note.addenda[0]).toMatchObject({
      authorName: 'Ada Lovelace',
      authorCredentials: 'PsyD',
      authorLicenceNumber: 'DEMO-0001',
    });
  });

  it('lists the signed note under the name it was signed with', async () => {
    const reply = await call<{ notes: { id: string; authorName: string }[] }>(
      kit,
      kit.staff,
      'GET',
      `/patients/${patientId}/notes`,
    );
    expect(reply.body.notes.find((summary) => summary.id === note.id)?.authorName).toBe(
      'Ada Lovelace',
    );
  });

  it('still names the intake’s signer as they signed, in the API', async () => {
    const reply = await call<{ intake: Intake }>(kit, kit.founder, 'GET', intakePath(intake.id));
    expect(reply.status).toBe(200);
    expect(reply.body.intake.signature).toMatchObject({
      signerName: 'Ada Lovelace',
      signerCredentials: 'PsyD',
      signerLicenceNumber: 'DEMO-0001',
    });
  });

  it('names the signer as they signed in FHIR’s Provenance and attester, note and addendum', async () => {
    const reply = await getFhir(
      kit.server,
      `Patient/${patientId}/$everything`,
      kit.colleague.access_token,
    );
    expect(reply.status).toBe(200);
    const provenances = entriesOf(reply.body, 'Provenance') as (FhirJson & {
      agent: { who: { display: string } }[];
      signature: { who: { display: string } }[];
    })[];
    expect(provenances).toHaveLength(2);
    for (const provenance of provenances) {
      expect(provenance.agent[0]?.who.display).toBe(SIGNED_AS);
      expect(provenance.signature[0]?.who.display).toBe(SIGNED_AS);
    }
    const compositions = entriesOf(reply.body, 'Composition') as (FhirJson & {
      attester: { party: { display: string } }[];
    })[];
    expect(compositions.map((c) => c.attester[0]?.party.display)).toEqual([SIGNED_AS, SIGNED_AS]);
  });

  it('names the member as they are now on a note signed after the rename', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const later = await signNote(kit, await startNote(kit, session));
    expect(later.signature).toMatchObject({
      signerName: 'Augusta King',
      signerCredentials: 'PhD',
      signerLicenceNumber: 'NEW-0002',
    });
  });

  it('refuses, in the database, a change of a signed note’s frozen signer', async () => {
    await expect(
      kit.server.server.ctx.db
        .updateTable('notes')
        .set({ signer_name: 'Someone Else' })
        .where('id', '=', note.id)
        .execute(),
    ).rejects.toThrow(/signed record cannot be changed/);
  });
});
