import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalJson,
  documentVersionsResponse,
  etagOf,
} from '../../common/contracts/documents.contract.ts';
import {
  noteResponse,
  notePath,
  noteSubPath,
  sessionNotePath,
  sessionNoteResponse,
} from '../../common/contracts/notes.contract.ts';
import {
  addendumSignatureHash,
  noteSignatureHash,
  sha256Hex,
} from '../documents/document-signature.ts';
import {
  call,
  patientWithSession,
  signNote,
  soap,
  startNote,
  startNotesClinic,
  storedNote,
  versionCount,
  type NotesClinic,
} from './notes.test-kit.ts';

let kit: NotesClinic;

beforeAll(async () => {
  kit = await startNotesClinic();
});
afterAll(() => kit.server.close());

describe('a progress note’s life', () => {
  it('starts as draft version 1, saves as new versions with an ETag, signs, takes an addendum and can be withdrawn', async () => {
    const { patient, session } = await patientWithSession(kit, 'finished');
    const empty = await call(kit, kit.founder, 'GET', sessionNotePath(session.id));
    expect(empty.status).toBe(200);
    expect(sessionNoteResponse.parse(empty.body)).toEqual({
      note: null,
      previousPlan: null,
      // The identifiers a printed note carries (issue 30).
      patient: { mrn: patient.mrn, birthDate: patient.birthDate },
    });

    const created = await call(kit, kit.founder, 'POST', sessionNotePath(session.id), {
      body: { format: 'soap', content: soap('First plan') },
    });
    expect(created.status).toBe(201);
    const draft = noteResponse.parse(created.body).note;
    expect(draft).toMatchObject({ status: 'draft', version: 1, encounterId: session.id });
    expect(created.headers.get('etag')).toBe(etagOf(1));

    const saved = await call(kit, kit.founder, 'PUT', notePath(draft.id), {
      body: { content: soap('Second plan') },
      ifMatch: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe(etagOf(2));
    const second = noteResponse.parse(saved.body).note;
    expect(second.version).toBe(2);
    expect(second.content.sections.plan).toBe('Second plan');

    const signed = await signNote(kit, second);
    expect(signed.status).toBe('signed');
    expect(signed.signature).toMatchObject({ signerId: kit.founder.user.id, role: 'clinician' });

    const amended = await call(kit, kit.founder, 'POST', noteSubPath(draft.id, 'addenda'), {
      body: {
        text: 'Patient called after session: sleep worse again.',
        reason: 'Late information',
      },
    });
    expect(amended.status).toBe(201);
    const withAddendum = noteResponse.parse(amended.body).note;
    expect(withAddendum.addenda).toHaveLength(1);
    expect(withAddendum.addenda[0]).toMatchObject({ reason: 'Late information' });

    const versions = await call(kit, kit.founder, 'GET', noteSubPath(draft.id, 'versions'));
    expect(versions.status).toBe(200);
    const list = documentVersionsResponse.parse(versions.body).versions;
    expect(list.map((v) => v.version)).toEqual([2, 1]);

    const withdrawn = await call(
      kit,
      kit.founder,
      'POST',
      noteSubPath(draft.id, 'entered-in-error'),
      {
        body: { reason: 'Wrong patient chart' },
      },
    );
    expect(withdrawn.status).toBe(200);
    const gone = noteResponse.parse(withdrawn.body).note;
    expect(gone.status).toBe('entered-in-error');
    expect(gone.enteredInError).toMatchObject({ reason: 'Wrong patient chart' });
    expect(gone.content).toEqual(second.content);
    expect(gone.signature).toEqual(signed.signature);

    // The session owes a note again: a new one may be started beside the withdrawn one.
    const again = await call(kit, kit.founder, 'GET', sessionNotePath(session.id));
    expect(sessionNoteResponse.parse(again.body).note).toBeNull();
    expect((await startNote(kit, session)).version).toBe(1);
  });

  it('stores the SHA-256 of the canonical JSON of exactly the documented facts, for notes and addenda', async () => {
    const { patient, session } = await patientWithSession(kit, 'finished');
    const signed = await signNote(kit, await startNote(kit, session));
    const row = await storedNote(kit, signed.id);
    const signedAt = new Date(row.signed_at ?? 0).toISOString();
    const facts = {
      kind: 'note',
      id: signed.id,
      patientId: patient.id,
      encounterId: session.id,
      format: 'soap',
      content: row.content,
      signerId: kit.founder.user.id,
      signedAt,
    };
    expect(row.content_sha256).toBe(sha256Hex(canonicalJson(facts)));
    expect(row.content_sha256).toBe(
      noteSignatureHash({ ...facts, format: 'soap', content: signed.content }),
    );
    expect(row.signer_role).toBe('clinician');
    expect(signed.signature?.sha256).toBe(row.content_sha256);

    const reply = await call(kit, kit.founder, 'POST', noteSubPath(signed.id, 'addenda'), {
      body: { text: 'Correction of the start time: 09:05.', reason: 'Typo in the time' },
    });
    const addendum = noteResponse.parse(reply.body).note.addenda[0];
    const expected = sha256Hex(
      canonicalJson({
        noteId: signed.id,
        text: 'Correction of the start time: 09:05.',
        reason: 'Typo in the time',
        authorId: kit.founder.user.id,
        signedAt: addendum?.signedAt,
      }),
    );
    expect(addendum?.sha256).toBe(expected);
    expect(
      addendumSignatureHash({
        noteId: signed.id,
        text: addendum?.text ?? '',
        reason: addendum?.reason ?? '',
        authorId: kit.founder.user.id,
        signedAt: addendum?.signedAt ?? '',
      }),
    ).toBe(expected);
  });

  it('shows the plan of the patient’s latest signed note of an earlier session while writing', async () => {
    const first = await patientWithSession(kit, 'finished');
    const firstNote = await signNote(
      kit,
      await startNote(kit, first.session, soap('Try sleep diary')),
    );
    const second = await patientWithSession(kit, 'in-progress', first.patient);
    await startNote(kit, second.session, soap('Draft plan, not signed'));
    const third = await patientWithSession(kit, 'arrived', first.patient);
    const reply = await call(kit, kit.founder, 'GET', sessionNotePath(third.session.id));
    expect(reply.status).toBe(200);
    expect(sessionNoteResponse.parse(reply.body).previousPlan).toEqual({
      noteId: firstNote.id,
      sessionStartsAt: first.session.startsAt,
      plan: 'Try sleep diary',
    });
  });
});

describe('a signed note never changes', () => {
  it('refuses a save (409), a second signature (409) and keeps its content when withdrawn', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const signed = await signNote(kit, await startNote(kit, session));
    const put = await call(kit, kit.founder, 'PUT', notePath(signed.id), {
      body: { content: soap('Rewritten') },
      ifMatch: signed.version,
    });
    expect(put.status).toBe(409);
    expect(put.body.message).toMatch(/signed and locked/);
    const resign = await call(kit, kit.founder, 'POST', noteSubPath(signed.id, 'sign'), {
      ifMatch: signed.version,
    });
    expect(resign.status).toBe(409);
    const before = await storedNote(kit, signed.id);
    expect(await versionCount(kit, signed.id)).toBe(1);
    await call(kit, kit.founder, 'POST', noteSubPath(signed.id, 'entered-in-error'), {
      body: { reason: 'Duplicate note' },
    });
    const after = await storedNote(kit, signed.id);
    expect(after.content).toEqual(before.content);
    expect(after.content_sha256).toBe(before.content_sha256);
    const late = await call(kit, kit.founder, 'POST', noteSubPath(signed.id, 'addenda'), {
      body: { text: 'More', reason: 'Late entry' },
    });
    expect(late.status).toBe(409);
  });

  it('is refused by the database itself when a query tries to change its content or delete it', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const signed = await signNote(kit, await startNote(kit, session));
    const db = kit.server.server.ctx.db;
    await expect(
      db
        .updateTable('notes')
        .set({ content: sql`'{"sections":{},"fields":{}}'::jsonb` })
        .where('id', '=', signed.id)
        .execute(),
    ).rejects.toThrow(/cannot be changed/);
    await expect(db.deleteFrom('notes').where('id', '=', signed.id).execute()).rejects.toThrow(
      /cannot be deleted/,
    );
    expect((await storedNote(kit, signed.id)).content).toEqual(signed.content);
  });

  it('refuses to sign an empty draft (422)', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await startNote(kit, session, { ...soap(), sections: { plan: '   ' } });
    const reply = await call(kit, kit.founder, 'POST', noteSubPath(draft.id, 'sign'), {
      ifMatch: draft.version,
    });
    expect(reply.status).toBe(422);
    expect((await storedNote(kit, draft.id)).status).toBe('draft');
  });
});
