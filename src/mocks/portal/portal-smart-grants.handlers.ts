import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  PORTAL_SMART_MESSAGES,
  PORTAL_SMART_PATHS,
  portalSmartConsentQuery,
  portalSmartDecision,
  portalSmartGrantParams,
  type PortalSmartGrant,
} from '../../../common/contracts/portal-smart.contract';
import { SMART_MESSAGES } from '../../../common/contracts/smart.contract';
import { apiUrl, fail, invalid } from '../mock-replies';
import { portalCaller } from './portal.handlers';

/**
 * Each portal account's live app grants, newest first. The mock starts with none, as the
 * server's seed: a grant is made by a standalone launch, which is the server's alone (no app
 * reaches a browser's mock); tests give one with `grantMockPatientApp`.
 */
const grants = new Map<string, PortalSmartGrant[]>();
export const resetMockPatientGrants = () => grants.clear();

/** A grant the patient behind `portalAccountId` approved (what a launch would have left). */
export function grantMockPatientApp(portalAccountId: string, grant: PortalSmartGrant): void {
  grants.set(portalAccountId, [grant, ...(grants.get(portalAccountId) ?? [])]);
}

/**
 * The patient's own apps (issue 36), as the server's `portalSmartGrantRoutes` (held to it by
 * tests/contract/portal-smart-grants-contract.test.ts): in the portal's scope (a member's token
 * 403, none 401); another patient's grant, or an unknown one, is a 404; revoking answers 204.
 */
export const portalSmartGrantHandlers: HttpHandler[] = [
  http.get(apiUrl(PORTAL_SMART_PATHS.grants), ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    return HttpResponse.json({ grants: grants.get(caller.account.id) ?? [] });
  }),
  http.post(apiUrl(PORTAL_SMART_PATHS.revoke), ({ request, params }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const parsed = portalSmartGrantParams.safeParse({ grantId: params.grantId });
    if (!parsed.success) return invalid(parsed.error.issues);
    const own = grants.get(caller.account.id) ?? [];
    const kept = own.filter((grant) => grant.id !== parsed.data.grantId);
    if (kept.length === own.length) return fail(404, PORTAL_SMART_MESSAGES.unknownGrant);
    grants.set(caller.account.id, kept);
    return new HttpResponse(null, { status: 204 });
  }),
  // A launch's consent: no launch reaches the mock, so every sealed request is one that does not
  // open (the server's 400), after the same scope and shape checks.
  http.get(apiUrl(PORTAL_SMART_PATHS.consent), ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const query = portalSmartConsentQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalid(query.error.issues);
    return fail(400, SMART_MESSAGES.expiredRequest);
  }),
  http.post(apiUrl(PORTAL_SMART_PATHS.consent), async ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const body = portalSmartDecision.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    return fail(400, SMART_MESSAGES.expiredRequest);
  }),
];
