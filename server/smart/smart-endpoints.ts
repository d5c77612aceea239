import { publicOrigin } from '../fhir/fhir-bundle.ts';
import { FHIR_BASE_PATH } from '../fhir/fhir-search-params.ts';
import type { AppContext } from '../context.ts';
import type { FhirSystemDef } from '../fhir/fhir-type-def.ts';

/**
 * SMART App Launch's endpoints, one table: the discovery document under the FHIR base (as the
 * SMART spec places it), the authorization and token endpoints beside the API. The
 * CapabilityStatement's `rest.security` and the discovery document both read it.
 */
/** SMART's discovery document, under the FHIR base (a row of the FHIR table, fhir-type-table.ts). */
export const smartDiscovery: FhirSystemDef = { routes: ['/.well-known/smart-configuration'] };

export const SMART_ENDPOINTS = {
  configuration: `${FHIR_BASE_PATH}${smartDiscovery.routes[0]}`,
  authorize: '/backend/smart/authorize',
  token: '/backend/smart/token',
} as const;

/** The scopes this server grants (read and search only; v1's `.read` also accepted). */
export const SMART_SCOPES_SUPPORTED = [
  'launch/patient',
  'patient/*.rs',
  'patient/*.read',
  'user/*.rs',
  'user/*.read',
  'offline_access',
  'online_access',
] as const;

/** The absolute URL of an endpoint, from the configured public URL (never the Host header). */
export const smartUrl = (ctx: AppContext, path: string) => `${publicOrigin(ctx)}${path}`;

/** `.well-known/smart-configuration` (SMART App Launch 2.x, §Conformance). */
export function smartConfiguration(ctx: AppContext) {
  return {
    issuer: ctx.config.issuer,
    authorization_endpoint: smartUrl(ctx, SMART_ENDPOINTS.authorize),
    token_endpoint: smartUrl(ctx, SMART_ENDPOINTS.token),
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...SMART_SCOPES_SUPPORTED],
    capabilities: [
      'launch-standalone',
      'client-public',
      'client-confidential-symmetric',
      'context-standalone-patient',
      'permission-offline',
      'permission-online',
      'permission-patient',
      'permission-user',
      'permission-v1',
      'permission-v2',
    ],
  };
}
