import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * A patient's own SMART apps (issue 36, docs/decisions.md "c36-smart-patient"): a grant is
 * approved either by a member (`user_id`, issue 34) or by a portal patient
 * (`portal_account_id`), never both, never neither. A patient's grant reads only that patient:
 * the composite key (clinic, account, patient) must be a portal account's own, so a grant can
 * never pair an account with another patient. Codes and refresh tokens hang off the grant, so
 * they belong to the patient through it (no column of their own).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('portal_accounts')
      .addUniqueConstraint('portal_accounts_account_patient_key', ['tenant_id', 'id', 'patient_id'])
      .execute();
    await db.schema.alterTable('smart_grants').addColumn('portal_account_id', 'text').execute();
    await db.schema
      .alterTable('smart_grants')
      .alterColumn('user_id', (column) => column.dropNotNull())
      .execute();
    await db.schema
      .alterTable('smart_grants')
      .addCheckConstraint(
        'smart_grants_holder_check',
        sql`(user_id is null) <> (portal_account_id is null) and (portal_account_id is null or patient_id is not null)`,
      )
      .execute();
    await db.schema
      .alterTable('smart_grants')
      .addForeignKeyConstraint(
        'smart_grants_portal_account_fkey',
        ['tenant_id', 'portal_account_id', 'patient_id'],
        'portal_accounts',
        ['tenant_id', 'id', 'patient_id'],
      )
      .execute();
    await db.schema
      .createIndex('smart_grants_portal_account_idx')
      .on('smart_grants')
      .columns(['tenant_id', 'portal_account_id'])
      .where(sql.ref('portal_account_id'), 'is not', null)
      .execute();
  },
};
