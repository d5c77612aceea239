import type { Composition, Provenance } from './documentation.map.ts';
/**
 * The FHIR R4 shapes this API emits, and only the fields it fills. Small local interfaces stand
 * in for `@medplum/fhirtypes` (not installed); the two agree field for field, so the lead may
 * swap these for that package's types without touching the mappers.
 */

export interface Coding {
  system?: string;
  code?: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface Identifier {
  use?: 'usual' | 'official' | 'temp' | 'secondary' | 'old';
  type?: CodeableConcept;
  system?: string;
  value?: string;
}

export interface HumanName {
  use?: 'usual' | 'official' | 'temp' | 'nickname' | 'anonymous' | 'old' | 'maiden';
  text?: string;
  family?: string;
  given?: string[];
}

export interface ContactPoint {
  system?: 'phone' | 'fax' | 'email' | 'pager' | 'url' | 'sms' | 'other';
  value?: string;
  use?: 'home' | 'work' | 'temp' | 'old' | 'mobile';
}

export interface Address {
  text?: string;
}

export interface Reference {
  reference?: string;
  display?: string;
}

export interface Period {
  start?: string;
  end?: string;
}

export interface Meta {
  lastUpdated?: string;
  /** Security labels, e.g. AIAST on a record drafted with AI assistance. */
  security?: Coding[];
}

export interface Organization {
  resourceType: 'Organization';
  id: string;
  active?: boolean;
  name?: string;
  telecom?: ContactPoint[];
  address?: Address[];
}

export interface Practitioner {
  resourceType: 'Practitioner';
  id: string;
  identifier?: Identifier[];
  active?: boolean;
  name?: HumanName[];
  telecom?: ContactPoint[];
  qualification?: { code: CodeableConcept }[];
}

export interface PatientContact {
  relationship?: CodeableConcept[];
  name?: HumanName;
}

export interface Patient {
  resourceType: 'Patient';
  id: string;
  meta?: Meta;
  identifier?: Identifier[];
  active?: boolean;
  name?: HumanName[];
  telecom?: ContactPoint[];
  gender?: 'male' | 'female' | 'other' | 'unknown';
  birthDate?: string;
  contact?: PatientContact[];
  generalPractitioner?: Reference[];
  managingOrganization?: Reference;
}

export type EncounterStatus =
  | 'planned'
  | 'arrived'
  | 'triaged'
  | 'in-progress'
  | 'onleave'
  | 'finished'
  | 'cancelled'
  | 'entered-in-error'
  | 'unknown';

export interface Encounter {
  resourceType: 'Encounter';
  id: string;
  meta?: Meta;
  status: EncounterStatus;
  class: Coding;
  type?: CodeableConcept[];
  subject?: Reference;
  participant?: { type?: CodeableConcept[]; individual?: Reference }[];
  period?: Period;
  reasonCode?: CodeableConcept[];
  location?: { location: Reference }[];
  serviceProvider?: Reference;
}

export interface Condition {
  resourceType: 'Condition';
  id: string;
  clinicalStatus?: CodeableConcept;
  verificationStatus?: CodeableConcept;
  category?: CodeableConcept[];
  code?: CodeableConcept;
  subject: Reference;
  onsetDateTime?: string;
  recordedDate?: string;
  recorder?: Reference;
}

export interface OperationOutcome {
  resourceType: 'OperationOutcome';
  issue: {
    severity: 'fatal' | 'error' | 'warning' | 'information';
    code: IssueType;
    diagnostics?: string;
  }[];
}

/** The R4 issue-type codes this API answers with. */
export type IssueType =
  | 'invalid'
  | 'not-supported'
  | 'not-found'
  | 'forbidden'
  | 'login'
  | 'throttled'
  | 'too-costly'
  | 'exception';

export type Resource =
  Organization | Practitioner | Patient | Encounter | Condition | Composition | Provenance;

export interface BundleEntry {
  fullUrl: string;
  resource: Resource;
  search: { mode: 'match' | 'include' };
}

export interface Bundle {
  resourceType: 'Bundle';
  id?: string;
  meta?: Meta;
  type: 'searchset';
  total: number;
  link: { relation: 'self' | 'next'; url: string }[];
  entry: BundleEntry[];
}
