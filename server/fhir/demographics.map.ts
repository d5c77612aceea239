import type {
  Address,
  CodeableConcept,
  ContactPoint,
  Extension,
  HumanName,
  Organization,
  Patient,
  PatientContact,
  Practitioner,
  Reference,
} from './fhir-types.ts';
import { PRAXIS_FHIR } from './praxis-terminology.ts';

const V2_IDENTIFIER_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const V2_CONTACT_ROLE = 'http://terminology.hl7.org/CodeSystem/v2-0131';

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

/**
 * A licence number as the clinic recorded it. Praxis does not record which board issued it, so
 * the system is Praxis's own namespace for "licence number, issuer not recorded" rather than a
 * board's (docs/decisions.md "c34-resources").
 */
export const LICENCE_SYSTEM = `${PRAXIS_FHIR}/sid/licence-number`;

/** A member (FHIR Practitioner): name, work e-mail, credentials, licence number (v2 "LN"). */
export function toPractitioner(row: PractitionerRow): Practitioner {
  const qualification = credentialsOf(row.credentials).map((text) => ({ code: { text } }));
  const licence: CodeableConcept = {
    coding: [{ system: V2_IDENTIFIER_TYPE, code: 'LN', display: 'License number' }],
  };
  return {
    resourceType: 'Practitioner',
    id: row.id,
    ...(row.licence_number
      ? { identifier: [{ type: licence, system: LICENCE_SYSTEM, value: row.licence_number }] }
      : {}),
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
  administrative_gender: string | null;
  gender_identity: string | null;
  phone: string | null;
  email: string | null;
  preferred_contact_method: string | null;
  address_line: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  emergency_contact: string | null;
  emergency_contact_relationship: string | null;
  emergency_contact_phone: string | null;
  referral_source: string | null;
  status: 'active' | 'inactive' | 'discharged';
  primary_clinician_id: string | null;
  primary_clinician_name: string | null;
  updated_at: Date;
}

/**
 * FHIR's administrative gender: the recorded one, or for records without it (before migration
 * 0021) from the sex at birth: intersex is `other`, "unknown" `unknown`; nothing recorded, none.
 */
const GENDER_FROM_SEX: Record<string, Patient['gender']> = {
  female: 'female',
  male: 'male',
  intersex: 'other',
  unknown: 'unknown',
};

/** US Core's extensions for sex at birth (codes F, M, UNK) and gender identity. */
export const US_CORE_BIRTH_SEX = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex';
export const US_CORE_GENDER_IDENTITY =
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-genderIdentity';
/** No standard element holds who referred the patient: Praxis's own extension (a string). */
export const REFERRAL_SOURCE = 'urn:praxis:fhir:StructureDefinition:referral-source';
const BIRTH_SEX_CODE: Record<string, string> = { female: 'F', male: 'M' };

function extensionsOf(row: PatientRow): { extension?: Extension[] } {
  const list: Extension[] = [];
  if (row.sex_at_birth) {
    list.push({ url: US_CORE_BIRTH_SEX, valueCode: BIRTH_SEX_CODE[row.sex_at_birth] ?? 'UNK' });
  }
  if (row.gender_identity) {
    list.push({
      url: US_CORE_GENDER_IDENTITY,
      valueCodeableConcept: { text: row.gender_identity },
    });
  }
  if (row.referral_source) list.push({ url: REFERRAL_SOURCE, valueString: row.referral_source });
  return list.length ? { extension: list } : {};
}

/** The home address (FHIR Address), when any part of it is recorded. */
function addressOf(row: PatientRow): { address?: Address[] } {
  const parts: Address = {
    ...(row.address_line ? { line: [row.address_line] } : {}),
    ...(row.city ? { city: row.city } : {}),
    ...(row.region ? { state: row.region } : {}),
    ...(row.postal_code ? { postalCode: row.postal_code } : {}),
    ...(row.country ? { country: row.country } : {}),
  };
  return Object.keys(parts).length ? { address: [{ use: 'home', ...parts }] } : {};
}

/**
 * Phone and e-mail; the preferred method is ranked first (`rank: 1`), and a preference for text
 * messages adds the phone as an `sms` point. A preference for letters has no telecom to rank.
 */
function telecomOf(row: PatientRow): { telecom?: ContactPoint[] } {
  const preferred = row.preferred_contact_method;
  const points: ContactPoint[] = [];
  if (row.phone) {
    points.push({ system: 'phone', value: row.phone, ...(preferred === 'phone' && { rank: 1 }) });
    if (preferred === 'sms') points.push({ system: 'sms', value: row.phone, rank: 1 });
  }
  if (row.email) {
    points.push({ system: 'email', value: row.email, ...(preferred === 'email' && { rank: 1 }) });
  }
  return points.length ? { telecom: points } : {};
}

/** The emergency contact (Patient.contact): role "C", the relationship as said, name, phone. */
function emergencyContactOf(row: PatientRow): { contact?: PatientContact[] } {
  if (!row.emergency_contact && !row.emergency_contact_phone) return {};
  const relationship: CodeableConcept[] = [
    { coding: [{ system: V2_CONTACT_ROLE, code: 'C', display: 'Emergency Contact' }] },
  ];
  if (row.emergency_contact_relationship) {
    relationship.push({ text: row.emergency_contact_relationship });
  }
  const contact: PatientContact = {
    relationship,
    ...(row.emergency_contact ? { name: { text: row.emergency_contact } } : {}),
    ...(row.emergency_contact_phone
      ? { telecom: [{ system: 'phone', value: row.emergency_contact_phone }] }
      : {}),
  };
  return { contact: [contact] };
}

/**
 * A patient's demographics (FHIR Patient): the clinic's MRN, the legal name (`official`) and the
 * preferred one (`usual`), administrative gender, birth date, phone and e-mail (the preferred one
 * ranked first), the home address, `active` unless discharged, the primary clinician, the
 * emergency contact, and as extensions sex at birth and gender identity (US Core) and the
 * referral source. Pronouns and flags are left out.
 */
export function toPatient(
  row: PatientRow,
  clinic: {
    tenantId: string;
    /** The clinic's MRN system (mrn-system.ts: the https URL it set, else Praxis's default). */
    mrnSystem: string;
  },
): Patient {
  const { tenantId, mrnSystem } = clinic;
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
  const gender =
    (row.administrative_gender as Patient['gender']) ??
    (row.sex_at_birth ? GENDER_FROM_SEX[row.sex_at_birth] : undefined);
  return {
    resourceType: 'Patient',
    id: row.id,
    meta: { lastUpdated: row.updated_at.toISOString() },
    ...extensionsOf(row),
    identifier: [
      {
        use: 'usual',
        type: { coding: [{ system: V2_IDENTIFIER_TYPE, code: 'MR' }], text: 'MRN' },
        system: mrnSystem,
        value: row.mrn,
      },
    ],
    active: row.status !== 'discharged',
    name: names,
    ...telecomOf(row),
    ...(gender ? { gender } : {}),
    birthDate: row.birth_date,
    ...addressOf(row),
    ...emergencyContactOf(row),
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
