import { organizationRef, patientRef } from './demographics.map.ts';
import type { CodeableConcept, Consent } from './fhir-types.ts';
import { narrative } from './narrative.ts';
import { PRAXIS_FHIR, praxisCodeSystem } from './praxis-terminology.ts';

/**
 * A patient's consents as FHIR R4 Consent (CLINICAL.md §2 "consent"). Praxis keeps each grant
 * and each withdrawal as a row that never changes; each row is one Consent:
 * - `provision.type` `permit` for a grant, `deny` for a withdrawal, and `policyRule` v3-ActCode
 *   OPTIN / OPTOUT to match (R4's ppc-1 wants a policy or a policyRule);
 * - `status` `active` for the row in force (its kind's latest), `inactive` for one a later row
 *   replaced, whose `provision.period` then ends on the day the next one took effect;
 * - `scope` `treatment` for consent to treatment and to telehealth, `patient-privacy` for the
 *   others (recording & AI, release of information, contact); `category` LOINC 59284-0 "Patient
 *   Consent" plus the kind in Praxis's code system (`consent-kind`);
 * - `patient` and `performer` the patient (who consents), `dateTime` when it was recorded,
 *   `organization` the clinic. Who recorded it is in the narrative.
 * - signed online by the patient (issue 36): `sourceAttachment` is the exact text signed (its
 *   title and version, the text itself as `data`, and its hex SHA-256 in the extension
 *   `TEXT_SHA256_EXTENSION`: R4's `Attachment.hash` is SHA-1, so the SHA-256 is not put there),
 *   and `verification` says the patient verified it themselves, when; the narrative names the
 *   typed name. (docs/decisions.md "c36-consents".)
 */

/** The hex SHA-256 of a consent text as the patient was shown it (on `sourceAttachment`). */
export const TEXT_SHA256_EXTENSION = `${PRAXIS_FHIR}/StructureDefinition/consent-text-sha256`;

export interface ConsentRow {
  id: string;
  patient_id: string;
  kind:
    'treatment' | 'telehealth' | 'recording-ai' | 'release-of-information' | 'contact' | 'portal';
  status: 'granted' | 'withdrawn';
  effective_date: string;
  note: string | null;
  /** Null when the patient signed it online (then `signed_online` is there). */
  recorded_by_name: string | null;
  recorded_at: Date;
  /** The effective date of the next row of the same kind; null for the row in force. */
  superseded_on: string | null;
  /** What the patient signed online, when they did. */
  signed_online?: {
    name: string;
    version: number;
    title: string;
    body: string;
    sha256: string;
    textCreatedAt: Date;
  } | null;
}

export const CONSENT_KIND_SYSTEM = praxisCodeSystem('consent-kind');

const KIND_TEXT: Record<ConsentRow['kind'], string> = {
  treatment: 'Consent to treatment',
  telehealth: 'Consent to telehealth',
  'recording-ai': 'Consent to recording and AI assistance',
  'release-of-information': 'Release of information',
  contact: 'Consent to be contacted',
  portal: 'Consent to use the patient portal',
};

const SCOPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/consentscope';
function privacy(): CodeableConcept {
  return {
    coding: [{ system: SCOPE_SYSTEM, code: 'patient-privacy', display: 'Privacy Consent' }],
  };
}
const SCOPE: Record<ConsentRow['kind'], CodeableConcept> = {
  treatment: { coding: [{ system: SCOPE_SYSTEM, code: 'treatment', display: 'Treatment' }] },
  telehealth: { coding: [{ system: SCOPE_SYSTEM, code: 'treatment', display: 'Treatment' }] },
  'recording-ai': privacy(),
  'release-of-information': privacy(),
  contact: privacy(),
  portal: privacy(),
};

const V3_ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
const POLICY_RULE: Record<ConsentRow['status'], CodeableConcept> = {
  granted: { coding: [{ system: V3_ACT_CODE, code: 'OPTIN', display: 'opt-in' }] },
  withdrawn: { coding: [{ system: V3_ACT_CODE, code: 'OPTOUT', display: 'opt-out' }] },
};

export function toConsent(row: ConsentRow, tenantId: string): Consent {
  const kind = KIND_TEXT[row.kind];
  const signed = row.signed_online ?? null;
  const inForce = row.superseded_on === null;
  const what = row.status === 'granted' ? 'Granted' : 'Withdrawn';
  const lines = [
    `${kind}: ${what.toLowerCase()} from ${row.effective_date}${
      inForce ? '' : ` until ${row.superseded_on}`
    }.`,
    signed
      ? `Signed online by the patient as "${signed.name}" (text version ${signed.version}, SHA-256 ${signed.sha256}).`
      : `Recorded by ${row.recorded_by_name ?? 'unknown'}.`,
    ...(row.note ? [row.note] : []),
  ];
  return {
    resourceType: 'Consent',
    id: row.id,
    meta: { lastUpdated: row.recorded_at.toISOString() },
    text: narrative(lines.join('\n')),
    status: inForce ? 'active' : 'inactive',
    scope: SCOPE[row.kind],
    category: [
      {
        coding: [
          { system: 'http://loinc.org', code: '59284-0', display: 'Patient Consent' },
          { system: CONSENT_KIND_SYSTEM, code: row.kind, display: kind },
        ],
        text: kind,
      },
    ],
    patient: patientRef(row.patient_id),
    dateTime: row.recorded_at.toISOString(),
    performer: [patientRef(row.patient_id)],
    organization: [organizationRef(tenantId)],
    policyRule: POLICY_RULE[row.status],
    provision: {
      type: row.status === 'granted' ? 'permit' : 'deny',
      period: {
        start: row.effective_date,
        ...(row.superseded_on ? { end: row.superseded_on } : {}),
      },
    },
    ...(signed
      ? {
          sourceAttachment: {
            contentType: 'text/plain; charset=utf-8',
            title: `${signed.title} (version ${signed.version})`,
            creation: signed.textCreatedAt.toISOString(),
            data: Buffer.from(signed.body, 'utf8').toString('base64'),
            extension: [{ url: TEXT_SHA256_EXTENSION, valueString: signed.sha256 }],
          },
          verification: [
            {
              verified: true,
              verifiedWith: patientRef(row.patient_id),
              verificationDate: row.recorded_at.toISOString(),
            },
          ],
        }
      : {}),
  };
}
