import type { PatientReminders } from '../../common/contracts/reminders.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** Whether this patient gets reminders: the switch, an e-mail on file, the contact consent. */
export async function readPatientReminders(
  clinic: TenantDb,
  patient: { id: string; email: string | null },
): Promise<PatientReminders> {
  const setting = await clinic
    .selectFrom('patient_reminder_settings')
    .select('reminders_off')
    .where('patient_id', '=', patient.id)
    .executeTakeFirst();
  const consent = await clinic
    .selectFrom('consents')
    .select('status')
    .where('patient_id', '=', patient.id)
    .where('kind', '=', 'contact')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    off: setting?.reminders_off === true,
    hasEmail: Boolean(patient.email),
    contactConsent: consent?.status === 'granted',
  };
}

/** Switches the patient's reminders off or back on (one row per patient, overwritten). */
export async function writePatientReminders(
  clinic: TenantDb,
  change: { patientId: string; off: boolean; by: string; at: Date },
): Promise<void> {
  await clinic
    .insertInto('patient_reminder_settings', {
      patient_id: change.patientId,
      reminders_off: change.off,
      updated_by: change.by,
      updated_at: change.at,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'patient_id']).doUpdateSet({
        reminders_off: change.off,
        updated_by: change.by,
        updated_at: change.at,
      }),
    )
    .execute();
}
