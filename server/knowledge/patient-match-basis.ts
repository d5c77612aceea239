import { z } from 'zod';
import { riskFlagsOf, type MatchResponse } from '../../common/contracts/knowledge.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { clinicTimeZone, dayIn } from '../patients/clinic-calendar.ts';
import { listDiagnoses } from '../patients/diagnoses.repository.ts';
import { ageGroupOn } from './age-group.ts';

/** The one field of an intake's content the matcher reads. */
const withPresentingProblem = z.object({
  referral: z.object({ presentingProblem: z.string() }),
});

/**
 * The presenting problem of the patient's latest signed intake, else of the latest draft the
 * reader is writing (another clinician's draft is theirs until signed); '' when there is none.
 */
async function presentingProblem(
  clinic: TenantDb,
  patientId: string,
  readerId: string,
): Promise<string> {
  const signed = await clinic
    .selectFrom('intakes')
    .select('content')
    .where('patient_id', '=', patientId)
    .where('status', '=', 'signed')
    .orderBy('signed_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const intake =
    signed ??
    (await clinic
      .selectFrom('intakes')
      .select('content')
      .where('patient_id', '=', patientId)
      .where('status', '=', 'draft')
      .where('author_id', '=', readerId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .executeTakeFirst());
  const parsed = withPresentingProblem.safeParse(intake?.content);
  return parsed.success ? parsed.data.referral.presentingProblem.trim() : '';
}

/**
 * What a patient's treatment matches are made from (issue 12 brief): the active diagnoses, the
 * latest intake's presenting problem, the age group on the clinic's today, and (issue 30) the
 * chart's risk flags.
 */
export async function patientMatchBasis(
  clinic: TenantDb,
  patient: Patient,
  reader: { userId: string; now: Date },
): Promise<MatchResponse['basis']> {
  const diagnoses = (await listDiagnoses(clinic, patient.id))
    .filter((diagnosis) => diagnosis.status === 'active')
    .map(({ code, text }) => ({ code, text }));
  const today = dayIn(await clinicTimeZone(clinic, patient.id), reader.now);
  return {
    diagnoses,
    problems: await presentingProblem(clinic, patient.id, reader.userId),
    ageGroup: ageGroupOn(patient.birthDate, today),
    riskFlags: riskFlagsOf(patient.flags),
  };
}
