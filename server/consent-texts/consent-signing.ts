import { randomUUID } from 'node:crypto';
import {
  SIGNABLE_CONSENT_KINDS,
  type ConsentSignatureInput,
  type PatientConsent,
} from '../../common/contracts/consent-texts.contract.ts';
import type { Consent } from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { clinicTimeZone, dayIn } from '../patients/clinic-calendar.ts';
import { consentsInForce } from '../patients/consents.repository.ts';
import {
  currentConsentTexts,
  currentVersionOf,
  findConsentText,
} from './consent-texts.repository.ts';

/**
 * A patient's online signature of a consent text (issue 36), for the portal's route, which puts
 * the signed-in patient's clinic and id here (never the client's). Refused, storing nothing:
 * `unknown-text` (no such text in this clinic: 404) and `text-changed` (the version shown is no
 * longer the kind's current one, or the hash the client showed is not that text's: 409). Stored
 * as a consent of the text's kind, granted, effective the clinic's today, with the version, the
 * text's SHA-256 and the typed name, and no member behind it.
 */
export type SigningResult =
  { signed: Consent } | { refused: 'unknown-text' } | { refused: 'text-changed' };

export async function signConsentOnline(
  clinic: TenantDb,
  signature: { patientId: string; input: ConsentSignatureInput; now: Date },
): Promise<SigningResult> {
  const { patientId, input, now } = signature;
  return clinic.transaction(async (tx) => {
    const text = await findConsentText(tx, input.textId);
    if (!text) return { refused: 'unknown-text' };
    const current = await currentVersionOf(tx, text.kind);
    if (text.version !== current || text.sha256 !== input.shownSha256) {
      return { refused: 'text-changed' };
    }
    const id = randomUUID();
    const effectiveDate = dayIn(await clinicTimeZone(tx, patientId), now);
    await tx
      .insertInto('consents', {
        id,
        patient_id: patientId,
        kind: text.kind,
        status: 'granted',
        effective_date: effectiveDate,
        note: null,
        recorded_by: null,
        recorded_at: now,
        consent_text_id: text.id,
        text_sha256: text.sha256,
        signed_name: input.signedName,
      })
      .execute();
    const signed = (await consentsInForce(tx, patientId)).find((c) => c.id === id)!;
    return { signed };
  });
}

/**
 * The clinic's current consent texts as the patient sees them: `to-sign` unless the kind's
 * consent in force is granted — recorded by a member (a paper signature counts), or signed online
 * for this very version (a new version asks again).
 */
export async function patientConsents(
  clinic: TenantDb,
  patientId: string,
): Promise<PatientConsent[]> {
  const texts = await currentConsentTexts(clinic);
  const inForce = await consentsInForce(clinic, patientId);
  return SIGNABLE_CONSENT_KINDS.flatMap((kind): PatientConsent[] => {
    const text = texts.find((t) => t.kind === kind);
    if (!text) return [];
    const consent = inForce.find((c) => c.kind === kind);
    const signed =
      consent?.status === 'granted' &&
      (!consent.signedOnline || consent.signedOnline.textId === text.id);
    if (!signed || !consent) return [{ text, state: 'to-sign' }];
    return [
      {
        text,
        state: 'signed',
        signed: {
          at: consent.recordedAt,
          name: consent.signedOnline?.name ?? null,
          version: consent.signedOnline?.version ?? null,
        },
      },
    ];
  });
}
