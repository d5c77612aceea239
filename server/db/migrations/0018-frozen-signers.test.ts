import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationProvider } from '../migrations.ts';
import { pglitePool } from '../pglite-pool.ts';
import { openPglite } from '../database.ts';

const pglite = await openPglite({ dataDir: 'memory://' });
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
afterAll(() => db.destroy());

interface Signer {
  signer_name: string | null;
  signer_credentials: string | null;
  signer_licence_number: string | null;
}

const migrateTo = async (name: string) => {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(name);
  expect(error).toBeUndefined();
};

/** Rows signed (and one left a draft) before migration 0018, by a member with a licence. */
beforeAll(async () => {
  await migrateTo('0014-folded-patient-search');
  await sql`insert into tenants (id, name, created_at) values ('t1', 'Clinic', now())`.execute(db);
  await sql`insert into users (id, tenant_id, email, password_hash, first_name, last_name, credentials, licence_number, created_at)
    values ('u1', 't1', 'dana@example.test', 'x', 'Dana', 'Demo', 'PsyD', 'DEMO-0001', now())`.execute(
    db,
  );
  await sql`insert into patients (tenant_id, id, mrn, family_name, given_name, birth_date, search_name, name_key, created_at, updated_at)
    values ('t1', 'p1', '000001', 'Doe', 'Jo', '1990-01-01', 'jo doe', 'doe jo', now(), now())`.execute(
    db,
  );
  // One live note per session: the draft has a session of its own.
  await sql`insert into encounters (tenant_id, id, patient_id, clinician_id, starts_at, ends_at, modality, type, booked_by, created_at, updated_at)
    values ('t1', 'e1', 'p1', 'u1', now(), now() + interval '50 minutes', 'in-person', 'individual', 'u1', now(), now()),
           ('t1', 'e2', 'p1', 'u1', now() + interval '1 day', now() + interval '1 day 50 minutes', 'in-person', 'individual', 'u1', now(), now())`.execute(
    db,
  );
  const note = (id: string, status: string, signed: boolean) =>
    sql`insert into notes (tenant_id, id, encounter_id, patient_id, author_id, format, content, status, signed_at, signer_role, content_sha256, created_at, updated_at)
      values ('t1', ${id}, ${signed ? 'e1' : 'e2'}, 'p1', 'u1', 'soap', '{}'::jsonb, ${status},
        ${signed ? sql`now()` : null}, ${signed ? 'clinician' : null}, ${signed ? 'abc' : null}, now(), now())`.execute(
      db,
    );
  await note('signed', 'signed', true);
  await note('withdrawn', 'entered-in-error', true);
  await note('draft', 'draft', false);
  await sql`insert into note_addenda (tenant_id, id, note_id, author_id, text, reason, signed_at, signer_role, content_sha256)
    values ('t1', 'a1', 'signed', 'u1', 'More.', 'Call', now(), 'clinician', 'def')`.execute(db);
  await sql`insert into intakes (tenant_id, id, patient_id, author_id, content, status, signed_at, signer_role, content_sha256, created_at, updated_at)
    values ('t1', 'i1', 'p1', 'u1', '{}'::jsonb, 'signed', now(), 'clinician', 'ghi', now(), now())`.execute(
    db,
  );
  await migrateTo('0018-frozen-signers');
});

const DANA: Signer = {
  signer_name: 'Dana Demo',
  signer_credentials: 'PsyD',
  signer_licence_number: 'DEMO-0001',
};

it('freezes the signer of every note signed before it, withdrawn ones included; not a draft', async () => {
  const { rows } = await sql<Signer & { id: string }>`
    select id, signer_name, signer_credentials, signer_licence_number from notes order by id`.execute(
    db,
  );
  expect(rows).toEqual([
    { id: 'draft', signer_name: null, signer_credentials: null, signer_licence_number: null },
    { id: 'signed', ...DANA },
    { id: 'withdrawn', ...DANA },
  ]);
});

it('freezes the signer of addenda and signed intakes signed before it', async () => {
  const addenda = await sql<Signer>`
    select signer_name, signer_credentials, signer_licence_number from note_addenda`.execute(db);
  const intakes = await sql<Signer>`
    select signer_name, signer_credentials, signer_licence_number from intakes`.execute(db);
  expect(addenda.rows).toEqual([DANA]);
  expect(intakes.rows).toEqual([DANA]);
});

it('locks the frozen signer of a signed note, intake and addendum against any later change', async () => {
  await expect(
    sql`update notes set signer_name = 'Someone Else' where id = 'signed'`.execute(db),
  ).rejects.toThrow(/signed record cannot be changed/);
  await expect(
    sql`update intakes set signer_licence_number = 'X' where id = 'i1'`.execute(db),
  ).rejects.toThrow(/signed record cannot be changed/);
  await expect(
    sql`update note_addenda set signer_name = 'Someone Else' where id = 'a1'`.execute(db),
  ).rejects.toThrow(/addendum cannot be changed/);
});
