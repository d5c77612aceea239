import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from './schema.ts';

/** The demo clinic and practitioner `npm start` creates on first run (same as the MSW seed). */
export const DEMO = {
  tenantId: 'demo-clinic',
  tenantName: 'Praxis Demo Clinic',
  userId: 'demo-practitioner',
  email: 'demo@praxis.clinic',
  password: 'praxis-demo-1',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/** Creates the demo clinic and practitioner unless they exist; returns whether it created them. */
export async function seedDemo(db: Kysely<Database>, now: Date): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO.email)
    .executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('tenants')
      .values({ id: DEMO.tenantId, name: DEMO.tenantName, created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await tx
      .insertInto('users')
      .values({
        id: DEMO.userId,
        tenant_id: DEMO.tenantId,
        email: DEMO.email,
        password_hash: passwordHash,
        first_name: DEMO.firstName,
        last_name: DEMO.lastName,
        created_at: now,
      })
      .execute();
  });
  return true;
}
