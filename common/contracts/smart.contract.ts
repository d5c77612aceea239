import * as z from 'zod/mini';
import { safeText } from './safe-text';
import { isRegistrableScope } from './smart-scopes';

/**
 * SMART App Launch (issue 34): the apps a clinic's owner registered, and the consent a member
 * gives an app at launch. The OAuth endpoints themselves (authorize, token, the discovery
 * document) are the server's (server/smart/smart-endpoints.ts); these are the API's.
 */
export const SMART_API_PATHS = {
  /** The clinic's registered apps (owner): list, register. */
  apps: '/smart-apps',
  /** One app (owner): revoke it (its tokens stop working). */
  app: '/smart-apps/:clientId',
  /** A pending launch (signed-in member): what it asks for; then approve or deny it. */
  consent: '/smart-consent',
} as const;

/** The app's page where a member approves or denies a launch (`?request=` the sealed request). */
export const SMART_CONSENT_PAGE = '/smart/authorize';

/**
 * A redirect URI: exact, no fragment; https, or http on the loopback address for development
 * (RFC 8252 §7.3, RFC 6749 §3.1.2).
 */
export function isAllowedRedirectUri(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.hash || text.includes('#') || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export const SMART_APP_LIMITS = { name: 120, redirectUris: 10, uri: 2000, scopes: 20 } as const;

/** An owner's registration of an app. */
export const smartAppRegistration = z.strictObject({
  name: safeText().check(z.trim(), z.minLength(1), z.maxLength(SMART_APP_LIMITS.name)),
  redirectUris: z
    .array(
      safeText().check(
        z.maxLength(SMART_APP_LIMITS.uri),
        z.refine(isAllowedRedirectUri, {
          message: 'Must be an https address, or http on localhost or 127.0.0.1, with no fragment',
        }),
      ),
    )
    .check(z.minLength(1), z.maxLength(SMART_APP_LIMITS.redirectUris)),
  confidential: z.boolean(),
  scopes: z
    .array(
      safeText().check(
        z.refine(isRegistrableScope, {
          message:
            'Must be launch/patient or a read-only scope (patient/*.rs, user/Patient.read …)',
        }),
      ),
    )
    .check(z.minLength(1), z.maxLength(SMART_APP_LIMITS.scopes)),
});
export type SmartAppRegistration = z.infer<typeof smartAppRegistration>;

/** A registered app as the owner sees it (never its secret). */
export const smartApp = z.object({
  clientId: z.string(),
  name: z.string(),
  redirectUris: z.array(z.string()),
  confidential: z.boolean(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
});
export type SmartApp = z.infer<typeof smartApp>;
export const smartAppListResponse = z.object({ apps: z.array(smartApp) });

/** A new app: its record, and a confidential app's secret, shown this once. */
export const smartAppCreatedResponse = z.object({
  app: smartApp,
  clientSecret: z.nullable(z.string()),
});
export type SmartAppCreated = z.infer<typeof smartAppCreatedResponse>;

export const smartAppParams = z.strictObject({
  clientId: safeText().check(z.minLength(1), z.maxLength(64)),
});

/** The sealed pending request the authorize endpoint handed to the consent page. */
export const smartConsentQuery = z.strictObject({
  request: safeText().check(z.minLength(1), z.maxLength(4000)),
});

/** What the consent page shows: the app, the scopes it will get, whether a patient is chosen. */
export const smartConsentResponse = z.object({
  app: z.object({ name: z.string(), clientId: z.string() }),
  scopes: z.array(z.string()),
  needsPatient: z.boolean(),
});
export type SmartConsent = z.infer<typeof smartConsentResponse>;

/** The member's answer: approve (with the patient, when one is needed) or deny. */
export const smartConsentDecision = z.strictObject({
  request: safeText().check(z.minLength(1), z.maxLength(4000)),
  decision: z.enum(['approve', 'deny']),
  patientId: z.optional(safeText().check(z.minLength(1), z.maxLength(64))),
});
export type SmartConsentDecision = z.infer<typeof smartConsentDecision>;

/** Where the browser goes next: the app's redirect URI with `code` and `state`, or an error. */
export const smartConsentDecisionResponse = z.object({ redirectTo: z.string() });

/** The server's refusals, in the words the mock answers with too. */
export const SMART_MESSAGES = {
  notOwner: 'Only an owner registers or revokes apps.',
  unknownApp: 'No such app in this clinic.',
  expiredRequest: 'This authorization request is no longer valid: start again from the app.',
  otherClinic:
    'This app is registered with another clinic: sign in with an account of that clinic.',
  patientRequired: 'Choose the patient the app may read.',
  unknownPatient: 'No such patient in this clinic.',
} as const;
