import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Takes the periodic job `name` for `holder` until `now + leaseMs` (migration 0017): succeeds when
 * nobody holds it, when the last lease has run out, or when `holder` already holds it (renewing).
 * One statement (an upsert whose update is conditional), so of several server instances on one
 * database only one gets a running lease, on PGlite and PostgreSQL alike.
 */
export async function claimJobLease(
  db: Kysely<Database>,
  lease: { name: string; holder: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const until = new Date(lease.now.getTime() + lease.leaseMs);
  const taken = await db
    .insertInto('job_leases')
    .values({ name: lease.name, holder: lease.holder, leased_until: until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder: lease.holder, leased_until: until })
        .where((eb) =>
          eb.or([
            eb('job_leases.leased_until', '<=', lease.now),
            eb('job_leases.holder', '=', lease.holder),
          ]),
        ),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken !== undefined;
}
