import { bulkExportOperation } from '../fhir-export/export-operation.ts';
import { smartDiscovery } from '../smart/smart-endpoints.ts';
import { compositionType, conditionType, provenanceType } from './clinical-types.ts';
import { organizationType, patientType, practitionerType } from './demographic-types.ts';
import { consentType } from './consent-type.ts';
import { encounterType } from './encounter-type.ts';
import type { FhirSystemDef, FhirTypeDef } from './fhir-type-def.ts';
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

/**
 * What the server serves under the FHIR base besides the types: registered by their features
 * (fhir-export, smart) from these rows, listed by the CapabilityStatement (`rest.operation`;
 * SMART's discovery is named by `rest.security`).
 */
export const FHIR_SYSTEM: readonly FhirSystemDef[] = [bulkExportOperation, smartDiscovery];
