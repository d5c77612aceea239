import {
  INTAKE_CONSENT_NOTE,
  type Intake,
  type IntakeContent,
} from '../../common/contracts/intake.contract.ts';
import { patientFlag } from '../../common/contracts/patients.contract.ts';
import { INSTRUMENT_IDS, needsSafetyAlert } from '../../common/scoring/instruments.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { clinicTimeZone, dayIn } from '../patients/clinic-calendar.ts';
import { appendConsent, consentsInForce } from '../patients/consents.repository.ts';
import { addDiagnosis, hasActiveDiagnosis } from '../patients/diagnoses.repository.ts';
import { recordScore } from './observations.repository.ts';

/**
 * What saving and signing an intake does to the rest of the patient's record. Each runs inside
 * the caller's transaction, so the record and the intake change together or not at all.
 */

/**
 * A saved PHQ-9 whose item 9 is above 0 puts the 'suicide-risk' flag on the chart, once (the
 * flags stay in the contract's order). Removing the flag is a clinician's decision on the chart.
 */
export async function flagSuicideRiskIfAnswered(
  tx: TenantDb,
  patientId: string,
  content: IntakeContent,
  now: Date,
): Promise<void> {
  if (!needsSafetyAlert(content.phq9)) return;
  const row = await tx
    .selectFrom('patients')
    .select('flags')
    .where('id', '=', patientId)
    .executeTakeFirst();
  if (!row || row.flags.includes('suicide-risk')) return;
  const flags = patientFlag.options.filter(
    (flag) => flag === 'suicide-risk' || row.flags.includes(flag),
  );
  const others = row.flags.filter((flag) => !flags.some((known) => known === flag));
  await tx
    .updateTable('patients')
    .set({ flags: [...flags, ...others], updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

/**
 * What signing records besides the signature: one score per COMPLETE instrument (recomputed from
 * the answers), each listed consent as granted unless it is already in force, and each listed
 * diagnosis unless the patient already has it active.
 */
export async function recordSignedIntake(
  tx: TenantDb,
  intake: Intake,
  by: string,
  signedAt: Date,
): Promise<void> {
  const { content, patientId } = intake;
  for (const instrument of INSTRUMENT_IDS) {
    await recordScore(tx, {
      patientId,
      instrument,
      answers: content[instrument],
      intakeId: intake.id,
      by,
      at: signedAt,
    });
  }
  if (content.consents.length > 0) {
    const current = await consentsInForce(tx, patientId);
    const effectiveDate = dayIn(await clinicTimeZone(tx, patientId), signedAt);
    for (const kind of new Set(content.consents)) {
      const inForce = current.some((c) => c.kind === kind && c.status === 'granted');
      if (inForce) continue;
      await appendConsent(tx, {
        patientId,
        input: { kind, status: 'granted', effectiveDate, note: INTAKE_CONSENT_NOTE },
        recordedBy: by,
        now: signedAt,
      });
    }
  }
  for (const { code, text } of content.diagnoses) {
    if (await hasActiveDiagnosis(tx, patientId, code)) continue;
    await addDiagnosis(tx, { patientId, input: { code, text }, recordedBy: by, now: signedAt });
  }
}
