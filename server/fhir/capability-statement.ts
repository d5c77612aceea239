import type { AppContext } from '../context.ts';
import { SMART_ENDPOINTS, smartUrl } from '../smart/smart-endpoints.ts';
import { fhirBaseUrl } from './fhir-bundle.ts';
import { COMMON_PARAMS, RESULT_PARAMS, type SearchParamDef } from './fhir-search-params.ts';
import type { FhirTypeDef } from './fhir-type-def.ts';
import { FHIR_SYSTEM, FHIR_TYPES } from './fhir-type-table.ts';
import type { CapabilityStatement } from './fhir-types.ts';

const SMART_OAUTH_URIS = 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris';

/** When this version of the statement was written (a release date, not the request's). */
const STATEMENT_DATE = '2026-11-30';

const searchParamsOf = (params: readonly SearchParamDef[]) =>
  params.map((param) => ({
    name: param.name,
    ...(param.definition ? { definition: param.definition } : {}),
    type: param.type,
    documentation:
      param.modifiers && param.modifiers.length
        ? `${param.documentation} Modifiers: ${param.modifiers.map((m) => `:${m}`).join(', ')}.`
        : param.documentation,
  }));

function resourceOf(def: FhirTypeDef) {
  const search = def.search;
  return {
    type: def.type,
    profile: `http://hl7.org/fhir/StructureDefinition/${def.type}`,
    documentation: def.documentation,
    interaction: [{ code: 'read' as const }, ...(search ? [{ code: 'search-type' as const }] : [])],
    versioning: 'versioned' as const,
    readHistory: false,
    conditionalRead: 'full-support' as const,
    ...(search
      ? {
          searchParam: searchParamsOf([...COMMON_PARAMS, ...search.params]),
        }
      : {}),
    ...(def.operations?.length
      ? {
          operation: def.operations.map((op) => ({
            name: op.name,
            definition: op.definition,
            documentation: op.documentation,
          })),
        }
      : {}),
  };
}

/**
 * `GET /metadata` (public): what this server does, generated from FHIR_TYPES — the table the
 * routes are registered from — so it cannot promise a route that is not there or hide one.
 */
export function capabilityStatement(ctx: AppContext): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    id: 'praxis',
    text: {
      status: 'generated',
      div: '<div xmlns="http://www.w3.org/1999/xhtml"><p>Praxis FHIR R4 server: read and search (JSON), SMART on FHIR authorization.</p></div>',
    },
    name: 'PraxisFhirServer',
    title: 'Praxis FHIR R4 API',
    status: 'active',
    date: STATEMENT_DATE,
    publisher: 'Praxis',
    kind: 'instance',
    software: { name: 'Praxis' },
    implementation: { description: 'Praxis FHIR R4 API', url: fhirBaseUrl(ctx) },
    fhirVersion: '4.0.1',
    format: ['json', 'application/fhir+json'],
    rest: [
      {
        mode: 'server',
        documentation: `Read-only. Strict search handling by default (unknown parameters are a 400); send "Prefer: handling=lenient" to have them ignored. Result parameters: ${RESULT_PARAMS.join(', ')}.`,
        security: {
          cors: true,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          description:
            'A Praxis session’s bearer token, or a SMART on FHIR access token (App Launch 2.x).',
          extension: [
            {
              url: SMART_OAUTH_URIS,
              extension: [
                { url: 'authorize', valueUri: smartUrl(ctx, SMART_ENDPOINTS.authorize) },
                { url: 'token', valueUri: smartUrl(ctx, SMART_ENDPOINTS.token) },
              ],
            },
          ],
        },
        resource: FHIR_TYPES.map(resourceOf),
        operation: FHIR_SYSTEM.flatMap((row) => (row.operation ? [row.operation] : [])),
      },
    ],
  };
}
