import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * What clinics record at registration (issue 32): the postal address, the emergency contact's
 * relationship and phone (its name stays in `emergency_contact`), administrative gender apart
 * from sex at birth (FHIR Patient.gender), the referral source and the preferred contact method.
 * The likely-duplicate check (server/patients/patient-duplicates.ts) finds the same e-mail or
 * phone through two indexes that, like every key here, start with the clinic.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('patients')
      .addColumn('administrative_gender', 'text')
      .addColumn('preferred_contact_method', 'text')
      .addColumn('address_line', 'text')
      .addColumn('city', 'text')
      .addColumn('region', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('country', 'text')
      .addColumn('emergency_contact_relationship', 'text')
      .addColumn('emergency_contact_phone', 'text')
      .addColumn('referral_source', 'text')
      .execute();
    await sql`ALTER TABLE patients ADD CONSTRAINT patients_administrative_gender_check CHECK (administrative_gender in ('female', 'male', 'other', 'unknown'))`.execute(
      db,
    );
    await sql`ALTER TABLE patients ADD CONSTRAINT patients_preferred_contact_method_check CHECK (preferred_contact_method in ('phone', 'sms', 'email', 'mail'))`.execute(
      db,
    );
    await sql`CREATE INDEX patients_email_idx ON patients (tenant_id, email)`.execute(db);
    await sql`CREATE INDEX patients_phone_digits_idx ON patients (tenant_id, (regexp_replace(phone, '[^0-9]', '', 'g')))`.execute(
      db,
    );
  },
};
