/** Where this API lives: beside the JSON API, not under it. */
export const FHIR_BASE_PATH = '/backend/fhir/R4';

/** R4 search parameter types (CapabilityStatement.rest.resource.searchParam.type). */
export type SearchParamType = 'string' | 'token' | 'date' | 'reference' | 'number' | 'special';

/** A search parameter a type supports: what the CapabilityStatement says and the parser checks. */
export interface SearchParamDef {
  name: string;
  type: SearchParamType;
  documentation: string;
  /** The modifiers it accepts (`exact`, `contains`); none else. */
  modifiers?: readonly string[];
  /** R4's definition, for the standard ones (a Praxis parameter has none). */
  definition?: string;
}

const SP = 'http://hl7.org/fhir/SearchParameter';

/** Parameters every type's search takes. */
export const COMMON_PARAMS: readonly SearchParamDef[] = [
  {
    name: '_id',
    type: 'token',
    definition: `${SP}/Resource-id`,
    documentation: 'The resource id; several separated by commas.',
  },
  {
    name: '_lastUpdated',
    type: 'date',
    definition: `${SP}/Resource-lastUpdated`,
    documentation: 'When the resource last changed (prefixes eq, ne, gt, ge, lt, le; may repeat).',
  },
];

/** Parameters that shape the result rather than filter it. */
export const RESULT_PARAMS: readonly string[] = [
  '_count',
  '_offset',
  '_sort',
  '_summary',
  '_total',
  '_elements',
  '_format',
];

/** A parameter R4 defines (`definition` names its SearchParameter, e.g. `clinical-code`). */
export const searchParam = (
  name: string,
  type: SearchParamType,
  documentation: string,
  definition: string,
): SearchParamDef => ({ name, type, documentation, definition: `${SP}/${definition}` });

/** A string parameter: starts-with (case and accent insensitive), `:exact`, `:contains`. */
export const stringParam = (name: string, documentation: string, definition?: string) => ({
  name,
  type: 'string' as const,
  documentation,
  modifiers: ['exact', 'contains'],
  ...(definition ? { definition: `${SP}/${definition}` } : {}),
});

/** `patient=` of the clinical types: a Patient id or `Patient/{id}`. */
export const patientParam = (type: string): SearchParamDef => ({
  name: 'patient',
  type: 'reference',
  definition: `${SP}/clinical-patient`,
  documentation: `The patient the ${type} is about: an id or "Patient/{id}".`,
});
