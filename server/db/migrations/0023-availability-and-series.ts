import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Availability and recurring sessions (issue 32): clinicians' weekly working hours and dates off,
 * the clinic's opening hours and holidays, and series (a rule plus the sessions made from it,
 * CLINICAL.md decision 11), each session naming its series. The clinic is in every key and every
 * reference. Times of day are minutes on the clinic's clock (0–1440); dates are the clinic's
 * `YYYY-MM-DD`, kept as text so no driver shifts them through a time zone.
 */
const MINUTES = (column: string) => sql.raw(`${column} >= 0 and ${column} <= 1440`);
const DATE_TEXT = (column: string) => sql.raw(`${column} ~ '^\\d{4}-\\d{2}-\\d{2}$'`);

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('working_hours')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('clinician_id', 'text', (c) => c.notNull())
      .addColumn('weekday', 'smallint', (c) => c.notNull())
      .addColumn('start_minute', 'smallint', (c) => c.notNull())
      .addColumn('end_minute', 'smallint', (c) => c.notNull())
      .addPrimaryKeyConstraint('working_hours_pkey', [
        'tenant_id',
        'clinician_id',
        'weekday',
        'start_minute',
      ])
      .addForeignKeyConstraint(
        'working_hours_clinician_fkey',
        ['tenant_id', 'clinician_id'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint('working_hours_weekday_check', sql`weekday between 1 and 7`)
      .addCheckConstraint('working_hours_start_check', MINUTES('start_minute'))
      .addCheckConstraint(
        'working_hours_end_check',
        sql`end_minute > start_minute and end_minute <= 1440`,
      )
      .execute();

    await db.schema
      .createTable('dates_off')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('clinician_id', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dates_off_pkey', ['tenant_id', 'clinician_id', 'date'])
      .addForeignKeyConstraint('dates_off_clinician_fkey', ['tenant_id', 'clinician_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint('dates_off_date_check', DATE_TEXT('date'))
      .execute();

    await db.schema
      .createTable('clinic_opening_hours')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('weekday', 'smallint', (c) => c.notNull())
      .addColumn('start_minute', 'smallint', (c) => c.notNull())
      .addColumn('end_minute', 'smallint', (c) => c.notNull())
      .addPrimaryKeyConstraint('clinic_opening_hours_pkey', [
        'tenant_id',
        'weekday',
        'start_minute',
      ])
      .addCheckConstraint('clinic_opening_hours_weekday_check', sql`weekday between 1 and 7`)
      .addCheckConstraint('clinic_opening_hours_start_check', MINUTES('start_minute'))
      .addCheckConstraint(
        'clinic_opening_hours_end_check',
        sql`end_minute > start_minute and end_minute <= 1440`,
      )
      .execute();

    await db.schema
      .createTable('clinic_holidays')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('clinic_holidays_pkey', ['tenant_id', 'date'])
      .addCheckConstraint('clinic_holidays_date_check', DATE_TEXT('date'))
      .execute();

    await db.schema
      .createTable('series')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('clinician_id', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('first_date', 'text', (c) => c.notNull())
      .addColumn('start_minute', 'smallint', (c) => c.notNull())
      .addColumn('minutes', 'smallint', (c) => c.notNull())
      .addColumn('count', 'smallint')
      .addColumn('until', 'text')
      /** The zone the rule was expanded in: the clinic's, when it was booked. */
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('booked_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('series_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint('series_patient_fkey', ['tenant_id', 'patient_id'], 'patients', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint('series_clinician_fkey', ['tenant_id', 'clinician_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint('series_frequency_check', sql`frequency in ('weekly', 'fortnightly')`)
      .addCheckConstraint('series_first_date_check', DATE_TEXT('first_date'))
      .addCheckConstraint('series_start_check', MINUTES('start_minute'))
      .addCheckConstraint('series_count_or_until_check', sql`(count is null) <> (until is null)`)
      .execute();

    await db.schema.alterTable('encounters').addColumn('series_id', 'text').execute();
    await db.schema
      .alterTable('encounters')
      .addForeignKeyConstraint('encounters_series_fkey', ['tenant_id', 'series_id'], 'series', [
        'tenant_id',
        'id',
      ])
      .execute();
    await db.schema
      .createIndex('encounters_series_idx')
      .on('encounters')
      .columns(['tenant_id', 'series_id', 'starts_at'])
      .where(sql.ref('series_id'), 'is not', null)
      .execute();
  },
};
