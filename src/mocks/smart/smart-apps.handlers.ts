import { http, HttpResponse, type HttpHandler } from 'msw';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import {
  SMART_API_PATHS,
  SMART_MESSAGES,
  smartAppRegistration,
  smartConsentQuery,
  type SmartApp,
} from '../../../common/contracts/smart.contract';
import { apiUrl, fail, invalid } from '../mock-replies';
import { authenticated } from '../session/mock-bearer';
import { toUser } from '../session/account.db';

/** Each clinic's registered apps, newest first. */
const apps = new Map<string, SmartApp[]>();
export const resetMockSmartApps = () => apps.clear();

/** The owner's clinic; else the refusal to answer. */
function ownersClinic(request: Request): string | Response {
  const account = authenticated(request);
  if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
  if (!mayDo(toUser(account).roles, 'manageClinic')) return fail(403, SMART_MESSAGES.notOwner);
  return account.tenantId;
}

const randomId = (bytes: number) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A clinic's SMART apps in the browser mock, as the server answers them (held to it by
 * `tests/contract/smart-apps-contract.test.ts`). A launch itself (authorize, token, FHIR) is the
 * server's alone: no app reaches a browser's mock, so every consent request here is one that
 * does not open (the server's 400).
 */
export const smartAppHandlers: HttpHandler[] = [
  http.get(apiUrl(SMART_API_PATHS.apps), ({ request }) => {
    const clinic = ownersClinic(request);
    if (typeof clinic !== 'string') return clinic;
    return HttpResponse.json({ apps: apps.get(clinic) ?? [] });
  }),
  http.post(apiUrl(SMART_API_PATHS.apps), async ({ request }) => {
    const clinic = ownersClinic(request);
    if (typeof clinic !== 'string') return clinic;
    const body = smartAppRegistration.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    const { name, redirectUris, confidential, scopes } = body.data;
    const app: SmartApp = {
      clientId: randomId(16),
      name,
      redirectUris: [...new Set(redirectUris)],
      confidential,
      scopes: [...new Set(scopes)],
      createdAt: new Date().toISOString(),
    };
    apps.set(clinic, [app, ...(apps.get(clinic) ?? [])]);
    const clientSecret = confidential ? randomId(32) : null;
    return HttpResponse.json({ app, clientSecret }, { status: 201 });
  }),
  http.delete(apiUrl(SMART_API_PATHS.app), ({ request, params }) => {
    const clinic = ownersClinic(request);
    if (typeof clinic !== 'string') return clinic;
    const list = apps.get(clinic) ?? [];
    const kept = list.filter((app) => app.clientId !== String(params.clientId));
    if (kept.length === list.length) return fail(404, SMART_MESSAGES.unknownApp);
    apps.set(clinic, kept);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(apiUrl(SMART_API_PATHS.consent), ({ request }) => {
    if (!authenticated(request)) return fail(401, HTTP_MESSAGES.unauthorized);
    const query = smartConsentQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalid(query.error.issues);
    return fail(400, SMART_MESSAGES.expiredRequest);
  }),
];
