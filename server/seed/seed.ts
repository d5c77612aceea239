import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_CLINIC, DEMO_MEMBERS, DEMO_PASSWORD } from './members.ts';
import { demoPatients } from './patients.ts';
import { seededRandom } from './random.ts';
import { demoSessions } from './sessions.ts';
import { demoNotes } from './notes.seed.ts';
import { demoScores } from './scores.seed.ts';
import { demoPortalAccounts, demoPortalLines } from './portal.seed.ts';

export { DEMO_ACCOUNTS } from './members.ts';

/** The demo clinic and its first practitioner (owner + clinician; same as the MSW seed). */
export const DEMO = {
  tenantId: DEMO_CLINIC.id,
  tenantName: DEMO_CLINIC.name,
  userId: 'demo-practitioner',
  email: 'demo@praxis.clinic',
  password: DEMO_PASSWORD,
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/** The generator's seed: the same clinic on every first run. */
export const DEMO_SEED = 20_260_501;
/** Rows per INSERT statement (PostgreSQL allows 65 535 parameters per statement). */
const BATCH = 500;

async function insertAll<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

/**
 * Creates the demo clinic unless its demo user exists; returns whether it created it. A living
 * clinic (CLINICAL.md decision 10): members in each role, 48 fictional patients with consents,
 * diagnoses and flags, sessions from three weeks before `now` to two weeks after, and their notes
 * (most signed, a few drafts, some with addenda), PHQ-9/GAD-7 histories and signed intakes for
 * about half the patients. Deterministic
 * for a given `now`; every demo account's password is `DEMO_PASSWORD`.
 */
export async function seedDemo(db: Kysely<Database>, now: Date): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO.email)
    .executeTakeFirst();
  if (existing) return false;
  // One hash for every demo account: argon2id is slow on purpose, and they share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = seededRandom(DEMO_SEED);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('tenants')
      .values({
        id: DEMO_CLINIC.id,
        name: DEMO_CLINIC.name,
        address: DEMO_CLINIC.address,
        phone: DEMO_CLINIC.phone,
        time_zone: DEMO_CLINIC.timeZone,
        settings: {},
        created_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await tx
      .insertInto('users')
      .values(
        DEMO_MEMBERS.map((member) => ({
          id: member.id,
          tenant_id: DEMO_CLINIC.id,
          email: member.email,
          password_hash: passwordHash,
          first_name: member.firstName,
          last_name: member.lastName,
          roles: [...member.roles],
          credentials: member.credentials,
          licence_number: member.licenceNumber,
          created_at: now,
        })),
      )
      .execute();
    // MRNs continue the clinic's counter, as registering does (patients.repository.ts).
    const counter = await tx
      .selectFrom('mrn_counters')
      .select('last_mrn')
      .where('tenant_id', '=', DEMO_CLINIC.id)
      .executeTakeFirst();
    const first = (counter?.last_mrn ?? 0) + 1;
    const clinic = demoPatients(random, now, first);
    const last = first + clinic.patients.length - 1;
    await tx
      .insertInto('mrn_counters')
      .values({ tenant_id: DEMO_CLINIC.id, last_mrn: last })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ last_mrn: last }))
      .execute();
    await insertAll(tx, 'patients', clinic.patients);
    await insertAll(tx, 'care_team', clinic.careTeam);
    await insertAll(tx, 'consents', clinic.consents);
    await insertAll(tx, 'diagnoses', clinic.diagnoses);
    const sessions = demoSessions(clinic.plans, now, random);
    await insertAll(tx, 'encounters', sessions);
    const notes = demoNotes(sessions, now, random);
    await insertAll(tx, 'notes', notes.notes);
    await insertAll(tx, 'document_versions', notes.versions);
    await insertAll(tx, 'note_addenda', notes.addenda);
    const scores = demoScores(clinic, random, now);
    await insertAll(tx, 'intakes', scores.intakes);
    await insertAll(tx, 'document_versions', scores.documentVersions);
    await insertAll(tx, 'observations', scores.observations);
    const portal = demoPortalAccounts(clinic.patients, sessions, passwordHash, now);
    await insertAll(tx, 'portal_accounts', portal.accounts);
    await insertAll(tx, 'consents', portal.consents);
  });
  return true;
}

/** One line per demo account, for `npm start` and the README. */
export const demoAccountLines = () => [
  ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.password}   ${a.roles.join(' + ')}`),
  // The patient portal's demo patients (issue 36) sign in at the same /login.
  ...demoPortalLines(),
];
