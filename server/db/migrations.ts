import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { migration as m0001 } from './migrations/0001-tenants-users.ts';
import { migration as m0002 } from './migrations/0002-sessions.ts';
import { migration as m0003 } from './migrations/0003-audit-events.ts';
import { migration as m0004 } from './migrations/0004-attempt-failures.ts';
import { migration as m0005 } from './migrations/0005-audit-server-order.ts';
import { migration as m0006 } from './migrations/0006-session-activity.ts';
import { migration as m0007 } from './migrations/0007-member-roles.ts';
import { migration as m0008 } from './migrations/0008-patients.ts';
import { migration as m0009 } from './migrations/0009-clinic-and-encounters.ts';
import { migration as m0010 } from './migrations/0010-patient-search-indexes.ts';
import { migration as m0011 } from './migrations/0011-clinical-documentation.ts';
import { migration as m0012 } from './migrations/0012-knowledge-and-literature.ts';
import { migration as m0013 } from './migrations/0013-speech-and-ai-drafts.ts';
import { migration as m0014 } from './migrations/0014-folded-patient-search.ts';
import { migration as m0015 } from './migrations/0015-append-only-and-audit-chain.ts';
import { migration as m0016 } from './migrations/0016-access-changes-and-mail-limits.ts';
import { migration as m0017 } from './migrations/0017-audio-retention.ts';
import { migration as m0018 } from './migrations/0018-frozen-signers.ts';
import { migration as m0019 } from './migrations/0019-draft-key-versions.ts';
import { migration as m0020 } from './migrations/0020-readiness-probe.ts';
import { migration as m0021 } from './migrations/0021-patient-registration-details.ts';
import { migration as m0022 } from './migrations/0022-desk-sessions.ts';
import { migration as m0023 } from './migrations/0023-availability-and-series.ts';
import { migration as m0024 } from './migrations/0024-reminders-and-calendar-feeds.ts';
import { migration as m0025 } from './migrations/0025-calendar-time-index.ts';
import { migration as m0027 } from './migrations/0027-notifications.ts';
import { migration as m0028 } from './migrations/0028-record-access-record.ts';
import { migration as m0030 } from './migrations/0030-smart-apps.ts';
import { migration as m0031 } from './migrations/0031-fhir-signatures-and-exports.ts';
import { migration as m0033 } from './migrations/0033-fhir-update-times-and-mrn-system.ts';
import { migration as m0034 } from './migrations/0034-smart-refresh-tokens.ts';
import { migration as m0036 } from './migrations/0036-fhir-export-request.ts';
import { migration as m0037 } from './migrations/0037-two-factor.ts';
import { migration as m0038 } from './migrations/0038-portal-accounts.ts';
import { migration as m0039 } from './migrations/0039-session-time-requests.ts';
import { migration as m0040 } from './migrations/0040-questionnaires.ts';
import { migration as m0041 } from './migrations/0041-consent-texts-and-shares.ts';
import { migration as m0042 } from './migrations/0042-portal-two-factor.ts';
import { migration as m0043 } from './migrations/0043-patient-smart-grants.ts';
import { migration as m0044 } from './migrations/0044-schedule-versions.ts';
import { migration as m0045 } from './migrations/0045-patient-name-words.ts';
import { migration as m0046 } from './migrations/0046-name-word-deletions.ts';

/**
 * Versioned migrations, one file each under `migrations/`: names sort in the order they apply;
 * never edit a shipped one. The names are what existing databases have recorded.
 */
const migrations: Record<string, Migration> = {
  '0001-tenants-users': m0001,
  '0002-sessions': m0002,
  '0003-audit-events': m0003,
  '0004-attempt-failures': m0004,
  '0005-audit-server-order': m0005,
  '0006-session-activity': m0006,
  '0007-member-roles': m0007,
  '0008-patients': m0008,
  '0009-clinic-and-encounters': m0009,
  '0010-patient-search-indexes': m0010,
  '0011-clinical-documentation': m0011,
  '0012-knowledge-and-literature': m0012,
  '0013-speech-and-ai-drafts': m0013,
  '0014-folded-patient-search': m0014,
  '0015-append-only-and-audit-chain': m0015,
  '0016-access-changes-and-mail-limits': m0016,
  '0017-audio-retention': m0017,
  '0018-frozen-signers': m0018,
  '0019-draft-key-versions': m0019,
  '0020-readiness-probe': m0020,
  '0021-patient-registration-details': m0021,
  '0022-desk-sessions': m0022,
  '0023-availability-and-series': m0023,
  '0024-reminders-and-calendar-feeds': m0024,
  '0025-calendar-time-index': m0025,
  '0027-notifications': m0027,
  '0028-record-access-record': m0028,
  '0030-smart-apps': m0030,
  '0031-fhir-signatures-and-exports': m0031,
  '0033-fhir-update-times-and-mrn-system': m0033,
  '0034-smart-refresh-tokens': m0034,
  '0036-fhir-export-request': m0036,
  '0037-two-factor': m0037,
  '0038-portal-accounts': m0038,
  '0039-session-time-requests': m0039,
  '0040-questionnaires': m0040,
  '0041-consent-texts-and-shares': m0041,
  '0042-portal-two-factor': m0042,
  '0043-patient-smart-grants': m0043,
  '0044-schedule-versions': m0044,
  '0045-patient-name-words': m0045,
  '0046-name-word-deletions': m0046,
};

/** The names of every migration this build knows (a backup naming another is from a newer build). */
export const knownMigrationNames: readonly string[] = Object.keys(migrations);

/** Every migration by name, for the migrator (and a test that stops at one). */
export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The advisory lock every schema's migration holds on a PostgreSQL server (and whatever drops a
 * schema there: the test harness). Kysely's migrator first reads the catalogue of every schema;
 * a schema dropped at that moment failed it ("schema … does not exist"). Two servers starting on
 * one schema also migrate one after the other.
 */
export const SCHEMA_CHANGE_LOCK = 0x70726178; // "prax"

/** Kysely's bookkeeping table of applied migrations, in the schema when one is named. */
export const migrationTableOf = (schema?: string) =>
  schema ? `"${schema.replace(/"/g, '')}".kysely_migration` : 'kysely_migration';

/**
 * Whether the database has recorded exactly the migrations this build knows: then there is
 * nothing to apply and nothing for the migrator to check. Asked before the migrator, which
 * otherwise reads the catalogue and takes its locks on every start (0.3–0.5 s on the embedded
 * database, for each server and each test server that starts).
 */
async function isUpToDate(db: Kysely<unknown>, schema?: string): Promise<boolean> {
  const table = migrationTableOf(schema);
  const found = await sql<{ found: string | null }>`SELECT to_regclass(${table}) AS found`.execute(
    db,
  );
  if (!found.rows[0]?.found) return false;
  const recorded = await sql<{ name: string }>`SELECT name FROM ${sql.raw(table)}`.execute(db);
  const names = new Set(recorded.rows.map((row) => row.name));
  return (
    names.size === knownMigrationNames.length && knownMigrationNames.every((n) => names.has(n))
  );
}

/** Applies every pending migration; throws (and the server does not start) if one fails. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  if (await isUpToDate(db, schema)) return [];
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    try {
      // With a schema, Kysely must look for its bookkeeping tables there, not in any schema.
      const migrator = new Migrator({
        db: connection,
        provider: migrationProvider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    }
  });
}
