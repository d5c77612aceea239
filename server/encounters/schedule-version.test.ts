import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../db/tenant-db.ts';
import {
  call,
  patientWithSession,
  signNote,
  soap,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../notes/notes.test-kit.ts';
import { notePath } from '../../common/contracts/notes.contract.ts';
import { scheduleVersion } from './schedule-version.repository.ts';

/**
 * The clinic's schedule version (migration 0044, docs/decisions.md "c35-schedule-version"): what
 * tells a server that a kept week or day is stale. It must change at every commit that changes
 * what they show, by any path, and only then.
 */
let kit: NotesClinic;
const db = () => kit.server.server.ctx.db;
const ours = () => tenantDb(db(), kit.founder.user.tenantId);
/** The clinic's version and how many times it has changed. */
const state = async () => {
  const row = await ours().selectFrom('schedule_versions').select('moves').executeTakeFirst();
  return { version: await scheduleVersion(ours()), moves: Number(row?.moves ?? 0) };
};

beforeAll(async () => {
  kit = await startNotesClinic();
});
afterAll(() => kit.server.close());

describe('the clinic’s schedule version', () => {
  it('changes when a session is booked, once for a transaction of many changes', async () => {
    const before = await state();
    await patientWithSession(kit, 'planned');
    const booked = await state();
    expect(booked.version).not.toBe(before.version);

    await db()
      .transaction()
      .execute(async (tx) => {
        for (const room of ['Room 2', 'Room 3']) {
          await sql`update encounters set location = ${room} where tenant_id = ${kit.founder.user.tenantId}`.execute(
            tx,
          );
        }
      });
    const after = await state();
    expect(after.moves).toBe(booked.moves + 1);
    expect(after.version).not.toBe(booked.version);
  });

  it('changes for a hand-written change of a session, and not for one rolled back', async () => {
    const { session } = await patientWithSession(kit, 'planned');
    const before = await state();
    await sql`update encounters set modality = 'video' where id = ${session.id}`.execute(db());
    const changed = await state();
    expect(changed.moves).toBe(before.moves + 1);

    await expect(
      db()
        .transaction()
        .execute(async (tx) => {
          await sql`update encounters set modality = 'phone' where id = ${session.id}`.execute(tx);
          throw new Error('changed my mind');
        }),
    ).rejects.toThrow('changed my mind');
    expect(await state()).toEqual(changed);
  });

  it('stays while a draft note’s text is saved, and changes when the note is signed', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await startNote(kit, session);
    const started = await state();
    const saved = await call(kit, kit.founder, 'PUT', notePath(draft.id), {
      body: { content: soap('Next: exposure hierarchy.') },
      ifMatch: draft.version,
    });
    expect(saved.status).toBe(200);
    expect(await state()).toEqual(started);

    await signNote(kit, { ...draft, version: draft.version + 1 });
    expect((await state()).moves).toBe(started.moves + 1);
  });

  it('changes when a patient’s name changes, and is the clinic’s own', async () => {
    const { patient } = await patientWithSession(kit, 'planned');
    const otherClinic = tenantDb(db(), kit.other.user.tenantId);
    const others = await scheduleVersion(otherClinic);
    const before = await state();
    await sql`update patients set given_name = 'Olivia' where id = ${patient.id}`.execute(db());
    expect((await state()).version).not.toBe(before.version);
    expect(await scheduleVersion(otherClinic)).toBe(others);
  });
});
