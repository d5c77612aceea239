import type { Note } from '../../common/contracts/notes.contract.ts';
import type { SigningKeys } from '../auth/keys.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { toConsent } from './consent.map.ts';
import { draftersOf } from './device.map.ts';
import type { Consent, Device, Observation } from './fhir-types.ts';
import { toObservation } from './observation.map.ts';
import {
  provenanceSignatures,
  signedTargetsOf,
  type ProvenanceSignatures,
} from './provenance-signature.ts';
import { listConsentRows, listScoreRows } from './scores-consents.repository.ts';

/**
 * What issue 34 added to a patient's FHIR record, for `$everything` and the bulk export:
 * - `consents`: every grant and withdrawal (Consent): administrative, so every member reads them
 *   (as the JSON API's consents list);
 * - `observations`: the PHQ-9 / GAD-7 scores (Observation): clinical, so only when `clinical`;
 * - `signatures`: the JWS of each signed note and addendum (Provenance.signature);
 * - `devices`: the AI drafters those notes name (Device), for the Bundle's includes.
 */
export async function patientAdditions(
  clinic: TenantDb,
  keys: SigningKeys,
  input: { patientId: string; clinical: boolean; notes: readonly Note[]; now: Date },
): Promise<{
  consents: Consent[];
  observations: Observation[];
  signatures: ProvenanceSignatures;
  devices: Device[];
}> {
  const { patientId, clinical, notes, now } = input;
  const consents = (await listConsentRows(clinic, patientId)).map((row) =>
    toConsent(row, clinic.tenantId),
  );
  const observations = clinical
    ? (await listScoreRows(clinic, { patientId })).map(toObservation)
    : [];
  const signatures = await provenanceSignatures(clinic, keys, signedTargetsOf(notes), now);
  return { consents, observations, signatures, devices: draftersOf(notes, clinic.tenantId) };
}
