import { compositionType, conditionType, provenanceType } from './clinical-types.ts';
import { organizationType, patientType, practitionerType } from './demographic-types.ts';
import { encounterType } from './encounter-type.ts';
import type { FhirTypeDef } from './fhir-type-def.ts';

/**
 * Every resource type this API serves: the routes are registered from this table
 * (fhir.routes.ts) and the CapabilityStatement generated from it (capability-statement.ts).
 */
export const FHIR_TYPES: readonly FhirTypeDef[] = [
  organizationType,
  practitionerType,
  patientType,
  encounterType,
  conditionType,
  compositionType,
  provenanceType,
  // TODO(lead, issue 34): add observationType and consentType here once c34-resources' mappings are on main.
];
