import { compositionType, conditionType, provenanceType } from './clinical-types.ts';
import { organizationType, patientType, practitionerType } from './demographic-types.ts';
import { consentType } from './consent-type.ts';
import { encounterType } from './encounter-type.ts';
import type { FhirTypeDef } from './fhir-type-def.ts';
import { observationType } from './observation-type.ts';

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
  observationType,
  consentType,
];
