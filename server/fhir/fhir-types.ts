import type * as R4 from '@medplum/fhirtypes';

/**
 * The FHIR R4 types this API speaks, from `@medplum/fhirtypes` (types only: nothing of it runs).
 * Two are narrowed to what this API promises: `Resource` is the union of the resources it emits (Observation, Consent and Device
 * for issue 34's new mappings),
 * `IssueType` the OperationOutcome codes it answers with.
 */
export type {
  Address,
  CapabilityStatement,
  CodeableConcept,
  Coding,
  Composition,
  ContactPoint,
  Condition,
  Consent,
  Device,
  Encounter,
  Extension,
  HumanName,
  Narrative,
  Observation,
  ObservationComponent,
  OperationOutcome,
  Organization,
  Patient,
  PatientContact,
  Practitioner,
  Provenance,
  Reference,
} from '@medplum/fhirtypes';

export type EncounterStatus = R4.Encounter['status'];

export type Resource =
  | R4.Organization
  | R4.Practitioner
  | R4.Patient
  | R4.Encounter
  | R4.Condition
  | R4.Composition
  | R4.Provenance
  | R4.Observation
  | R4.Consent
  | R4.Device
  | R4.OperationOutcome;

export type Bundle = R4.Bundle<Resource>;
export type BundleEntry = R4.BundleEntry<Resource>;

/** The R4 issue-type codes this API answers with. */
export type IssueType = Extract<
  R4.OperationOutcomeIssue['code'],
  | 'invalid'
  | 'not-supported'
  | 'not-found'
  | 'forbidden'
  | 'login'
  | 'throttled'
  | 'too-costly'
  | 'exception'
>;
