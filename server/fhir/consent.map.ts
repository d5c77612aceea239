import { organizationRef, patientRef } from './demographics.map.ts';
import type { CodeableConcept, Consent } from './fhir-types.ts';
import { narrative } from './narrative.ts';
import { praxisCodeSystem } from './praxis-terminology.ts';

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
 */

export interface ConsentRow {
  id: string;
  patient_id: string;
  kind:
    'treatment' | 'telehealth' | 'recording-ai' | 'release-of-information' | 'contact' | 'portal';
  status: 'granted' | 'withdrawn';
  effective_date: string;
  note: string | null;
  recorded_by_name: string;
  recorded_at: Date;
  /** The effective date of the next row of the same kind; null for the row in force. */
  superseded_on: string | null;
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
  const inForce = row.superseded_on === null;
  const what = row.status === 'granted' ? 'Granted' : 'Withdrawn';
  const lines = [
    `${kind}: ${what.toLowerCase()} from ${row.effective_date}${
      inForce ? '' : ` until ${row.superseded_on}`
    }.`,
    `Recorded by ${row.recorded_by_name}.`,
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
  };
}
