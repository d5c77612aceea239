import type { ClinicSettings } from '../../common/contracts/clinic.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { TranscriptionProvider } from './transcription/transcription-provider.ts';

/** The patient's recording & AI consent in force (its kind's latest entry is a grant), or null. */
export async function consentInForce(clinic: TenantDb, patientId: string): Promise<string | null> {
  const latest = await clinic
    .selectFrom('consents')
    .select(['id', 'status'])
    .where('patient_id', '=', patientId)
    .where('kind', '=', 'recording-ai')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.status === 'granted' ? latest.id : null;
}

/** Whether this server may transcribe for this clinic: a provider, and the clinic's AI not off. */
export const transcriptionOn = (ctx: AppContext, settings: ClinicSettings) =>
  ctx.transcription.status === 'configured' && settings.aiDrafting !== 'off';

/**
 * The provider to send this patient's audio to, or null: never without the patient's consent in
 * force, the clinic's AI setting on, and a provider configured.
 */
export async function transcriberFor(
  ctx: AppContext,
  clinic: TenantDb,
  patientId: string,
): Promise<{ provider: TranscriptionProvider | null; settings: ClinicSettings }> {
  const { settings } = await readClinic(clinic);
  if (ctx.transcription.status !== 'configured' || !transcriptionOn(ctx, settings)) {
    return { provider: null, settings };
  }
  const consent = await consentInForce(clinic, patientId);
  return { provider: consent ? ctx.transcription.provider : null, settings };
}
