import type {
  CodeableConcept,
  ContactPoint,
  HumanName,
  Organization,
  Patient,
  Practitioner,
  Reference,
} from './fhir-types.ts';

const V2_IDENTIFIER_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const V2_CONTACT_ROLE = 'http://terminology.hl7.org/CodeSystem/v2-0131';

/** The MRN's namespace: an MRN is unique only inside its clinic, so the clinic is in the system. */
export const mrnSystem = (tenantId: string) => `urn:praxis:clinic:${tenantId}:mrn`;

export const organizationRef = (tenantId: string): Reference<Organization> => ({
  reference: `Organization/${tenantId}`,
});
export const practitionerRef = (id: string, display?: string | null): Reference<Practitioner> =>
  display ? { reference: `Practitioner/${id}`, display } : { reference: `Practitioner/${id}` };
export const patientRef = (id: string): Reference<Patient> => ({ reference: `Patient/${id}` });

/** Keeps only the contact points that have a value. */
function telecom(...points: [ContactPoint['system'], string | null, ContactPoint['use']?][]) {
  const list: ContactPoint[] = points
    .filter((point): point is [ContactPoint['system'], string, ContactPoint['use']?] =>
      Boolean(point[1]),
    )
    .map(([system, value, use]) => (use ? { system, value, use } : { system, value }));
  return list.length ? { telecom: list } : {};
}

const fullName = (given: string, family: string) => `${given} ${family}`;

export interface OrganizationRow {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
}

/** The clinic (FHIR Organization): name, phone, address as one text; no extensions. */
export function toOrganization(row: OrganizationRow): Organization {
  return {
    resourceType: 'Organization',
    id: row.id,
    active: true,
    name: row.name,
    ...telecom(['phone', row.phone, 'work']),
    ...(row.address ? { address: [{ text: row.address }] } : {}),
  };
}

export interface PractitionerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  credentials: string | null;
  licence_number: string | null;
}

/** "LCSW, PsyD" → one qualification each. */
const credentialsOf = (text: string | null) =>
  (text ?? '')
    .split(/[,;/]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A member (FHIR Practitioner): name, work e-mail, credentials, licence number (v2 "LN"). */
export function toPractitioner(row: PractitionerRow): Practitioner {
  const qualification = credentialsOf(row.credentials).map((text) => ({ code: { text } }));
  const licence: CodeableConcept = {
    coding: [{ system: V2_IDENTIFIER_TYPE, code: 'LN', display: 'License number' }],
  };
  return {
    resourceType: 'Practitioner',
    id: row.id,
    ...(row.licence_number ? { identifier: [{ type: licence, value: row.licence_number }] } : {}),
    active: row.active,
    name: [
      {
        use: 'official',
        text: fullName(row.first_name, row.last_name),
        family: row.last_name,
        given: [row.first_name],
      },
    ],
    ...telecom(['email', row.email, 'work']),
    ...(qualification.length ? { qualification } : {}),
  };
}

export interface PatientRow {
  id: string;
  mrn: string;
  family_name: string;
  given_name: string;
  preferred_name: string | null;
  birth_date: string;
  sex_at_birth: string | null;
  phone: string | null;
  email: string | null;
  emergency_contact: string | null;
  status: 'active' | 'inactive' | 'discharged';
  primary_clinician_id: string | null;
  primary_clinician_name: string | null;
  updated_at: Date;
}

/**
 * FHIR's administrative gender from the recorded sex at birth (the only sex/gender field R4 has
 * without extensions): intersex is `other`; "unknown" is `unknown`; nothing recorded, no gender.
 */
const GENDER: Record<string, Patient['gender']> = {
  female: 'female',
  male: 'male',
  intersex: 'other',
  unknown: 'unknown',
};

/**
 * A patient's demographics (FHIR Patient): the clinic's MRN, the legal name (`official`) and the
 * preferred one (`usual`), gender, birth date, phone and e-mail, `active` unless discharged, the
 * primary clinician, and the emergency contact as text. Pronouns, gender identity and flags need
 * extensions in R4 and are left out.
 */
export function toPatient(row: PatientRow, tenantId: string): Patient {
  const names: HumanName[] = [
    {
      use: 'official',
      text: fullName(row.given_name, row.family_name),
      family: row.family_name,
      given: [row.given_name],
    },
  ];
  if (row.preferred_name) {
    names.push({
      use: 'usual',
      text: fullName(row.preferred_name, row.family_name),
      family: row.family_name,
      given: [row.preferred_name],
    });
  }
  const gender = row.sex_at_birth ? GENDER[row.sex_at_birth] : undefined;
  return {
    resourceType: 'Patient',
    id: row.id,
    meta: { lastUpdated: row.updated_at.toISOString() },
    identifier: [
      {
        use: 'usual',
        type: { coding: [{ system: V2_IDENTIFIER_TYPE, code: 'MR' }], text: 'MRN' },
        system: mrnSystem(tenantId),
        value: row.mrn,
      },
    ],
    active: row.status !== 'discharged',
    name: names,
    ...telecom(['phone', row.phone], ['email', row.email]),
    ...(gender ? { gender } : {}),
    birthDate: row.birth_date,
    ...(row.emergency_contact
      ? {
          contact: [
            {
              relationship: [
                { coding: [{ system: V2_CONTACT_ROLE, code: 'C', display: 'Emergency Contact' }] },
              ],
              name: { text: row.emergency_contact },
            },
          ],
        }
      : {}),
    ...(row.primary_clinician_id
      ? {
          generalPractitioner: [
            practitionerRef(row.primary_clinician_id, row.primary_clinician_name),
          ],
        }
      : {}),
    managingOrganization: organizationRef(tenantId),
  };
}
