import * as z from 'zod/mini';
import { safeText } from './safe-text';

/**
 * A patient's own SMART apps (issue 36): the consent a portal patient gives an app at a
 * standalone launch, and the grants they gave, which they may revoke. The OAuth endpoints are
 * the members' (issue 34, smart.contract.ts); a patient's grant reads only their compartment.
 */
export const PORTAL_SMART_PATHS = {
  /** `GET ?request=` what the launch asks; `POST` the patient's answer. */
  consent: '/portal/smart-consent',
  /** `GET`: the apps the patient allowed, still live. */
  grants: '/portal/smart-grants',
  /** `POST`: revoke one (its tokens stop at once). */
  revoke: '/portal/smart-grants/:grantId/revoke',
} as const;

export const portalSmartRevokePath = (grantId: string) =>
  PORTAL_SMART_PATHS.revoke.replace(':grantId', encodeURIComponent(grantId));

/** The portal page where a patient approves or denies a launch (`?request=` the sealed request). */
export const PORTAL_SMART_CONSENT_PAGE = '/portal/apps/authorize';
/** The portal page listing the patient's apps. */
export const PORTAL_APPS_PAGE = '/portal/apps';

export const portalSmartConsentQuery = z.strictObject({
  request: safeText().check(z.minLength(1), z.maxLength(4000)),
});

/**
 * What the consent page shows: the app, the scopes the patient would grant, and the requested
 * scopes a patient may not grant (`refused`, non-empty: the launch can only go back to the app
 * with `invalid_scope`).
 */
export const portalSmartConsentResponse = z.object({
  app: z.object({ name: z.string(), clientId: z.string() }),
  scopes: z.array(z.string()),
  refused: z.array(z.string()),
});
export type PortalSmartConsent = z.infer<typeof portalSmartConsentResponse>;

export const portalSmartDecision = z.strictObject({
  request: safeText().check(z.minLength(1), z.maxLength(4000)),
  decision: z.enum(['approve', 'deny']),
});
export type PortalSmartDecision = z.infer<typeof portalSmartDecision>;

export const portalSmartDecisionResponse = z.object({ redirectTo: z.string() });

/** One app the patient allowed. */
export const portalSmartGrant = z.object({
  id: z.string(),
  app: z.object({ name: z.string(), clientId: z.string() }),
  scopes: z.array(z.string()),
  approvedAt: z.string(),
});
export type PortalSmartGrant = z.infer<typeof portalSmartGrant>;
export const portalSmartGrantList = z.object({ grants: z.array(portalSmartGrant) });

export const portalSmartGrantParams = z.strictObject({
  grantId: safeText().check(z.minLength(1), z.maxLength(64)),
});

export const PORTAL_SMART_MESSAGES = {
  unknownGrant: 'No such app grant.',
} as const;
