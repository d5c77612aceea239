import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CONSENT_SIGNING_MESSAGES,
  CONSENT_TEXT_PATHS,
  PORTAL_RECORD_PATHS,
  SIGNABLE_CONSENT_KINDS,
  consentSignatureInput,
  consentTextInput,
  signableConsentKind,
  type ConsentText,
  type PatientConsent,
} from '../../../common/contracts/consent-texts.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import type { Consent } from '../../../common/contracts/patients.contract';
import { allClinics } from '../clinic/clinic.db';
import { callerOf, fail, url } from '../clinic/clinic.mock-http';
import { calendarDayAt, formatIsoDate } from '../../../common/time/zoned-time';
import { invalid } from '../patients/patient-records.handlers';
import { mockClinicOf, recordMockAccess } from '../patients/patients.store';
import { portalCaller } from '../portal/portal.handlers';
import { accountName } from '../session/account.db';

/**
 * The clinic's consent texts and the patient's online signature in the browser mock (issue 36),
 * as the server's: every member reads, owners add versions (none ever changes), a signature of a
 * version no longer current or with another hash is 409 and stores nothing; a signature is stored
 * as the chart's consent (the patients mock's consents), granted, the clinic's today.
 */
const texts = new Map<string, ConsentText[]>();

/** Forgets every consent text (tests start from none, as the seeded server). */
export const resetMockConsentTexts = () => texts.clear();

const textsOf = (tenantId: string) => texts.get(tenantId) ?? texts.set(tenantId, []).get(tenantId)!;

/** Hex SHA-256 of the text's UTF-8 bytes, as the server's. */
async function sha256Hex(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Each kind's highest version, in the order of the kinds' names (the server's order). */
function currentOf(tenantId: string): ConsentText[] {
  const all = textsOf(tenantId);
  return [...new Set(all.map((t) => t.kind))]
    .sort()
    .map((kind) => all.filter((t) => t.kind === kind).sort((a, b) => b.version - a.version)[0]!);
}

/** The patient's consents to sign or signed, as `patientConsents` on the server. */
function patientConsentsOf(tenantId: string, patientId: string): PatientConsent[] {
  const history = [...(mockClinicOf(tenantId).consents.get(patientId) ?? [])].reverse();
  const current = currentOf(tenantId);
  return SIGNABLE_CONSENT_KINDS.flatMap((kind): PatientConsent[] => {
    const text = current.find((t) => t.kind === kind);
    if (!text) return [];
    const consent = history.find((c) => c.kind === kind);
    const signed =
      consent?.status === 'granted' &&
      (!consent.signedOnline || consent.signedOnline.textId === text.id);
    if (!signed || !consent) return [{ text, state: 'to-sign' }];
    const online = consent.signedOnline;
    return [
      {
        text,
        state: 'signed',
        signed: {
          at: consent.recordedAt,
          name: online?.name ?? null,
          version: online?.version ?? null,
        },
      },
    ];
  });
}

const memberRoutes: HttpHandler[] = [
  http.get(url(CONSENT_TEXT_PATHS.texts), ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ texts: currentOf(caller.account.tenantId) });
  }),

  http.get(url(CONSENT_TEXT_PATHS.versions), ({ request, params }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const kind = signableConsentKind.safeParse(params.kind);
    if (!kind.success) return invalid(kind.error);
    const versions = textsOf(caller.account.tenantId)
      .filter((t) => t.kind === kind.data)
      .sort((a, b) => b.version - a.version);
    return HttpResponse.json({ texts: versions });
  }),

  http.get(url(CONSENT_TEXT_PATHS.text), ({ request, params }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const text = textsOf(caller.account.tenantId).find((t) => t.id === params.id);
    return text ? HttpResponse.json({ text }) : fail(404, HTTP_MESSAGES.notFound);
  }),

  http.post(url(CONSENT_TEXT_PATHS.texts), async ({ request }) => {
    const caller = callerOf(request, 'owner');
    if (caller instanceof Response) return caller;
    const body = consentTextInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const all = textsOf(caller.account.tenantId);
    const version = Math.max(
      0,
      ...all.filter((t) => t.kind === body.data.kind).map((t) => t.version),
    );
    const text: ConsentText = {
      id: crypto.randomUUID(),
      ...body.data,
      version: version + 1,
      sha256: await sha256Hex(body.data.body),
      createdBy: { id: caller.account.id, name: accountName(caller.account) },
      createdAt: new Date().toISOString(),
    };
    all.push(text);
    return HttpResponse.json({ text }, { status: 201 });
  }),
];

const portalRoutes: HttpHandler[] = [
  http.get(url(PORTAL_RECORD_PATHS.consents), ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const { tenantId, patientId, id } = caller.account;
    recordMockAccess(tenantId, { userId: id, patientId, action: 'read-consents' });
    return HttpResponse.json({ consents: patientConsentsOf(tenantId, patientId) });
  }),

  http.post(url(PORTAL_RECORD_PATHS.consents), async ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const body = consentSignatureInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const { tenantId, patientId, id: accountId } = caller.account;
    const text = textsOf(tenantId).find((t) => t.id === body.data.textId);
    if (!text) return fail(404, HTTP_MESSAGES.notFound);
    const current = currentOf(tenantId).find((t) => t.kind === text.kind);
    if (current?.id !== text.id || text.sha256 !== body.data.shownSha256) {
      return fail(409, CONSENT_SIGNING_MESSAGES.textChanged);
    }
    // The clinic's today (the patient's token reads no clinic profile).
    const timeZone = allClinics().find((each) => each.clinic.id === tenantId)?.clinic.timeZone;
    const consent: Consent = {
      id: crypto.randomUUID(),
      kind: text.kind,
      status: 'granted',
      effectiveDate: formatIsoDate(calendarDayAt(new Date(), timeZone ?? 'UTC')),
      note: null,
      recordedBy: null,
      recordedAt: new Date().toISOString(),
      signedOnline: {
        name: body.data.signedName,
        textId: text.id,
        version: text.version,
        textSha256: text.sha256,
      },
    };
    const records = mockClinicOf(tenantId).consents;
    records.set(patientId, [...(records.get(patientId) ?? []), consent]);
    recordMockAccess(tenantId, { userId: accountId, patientId, action: 'update' });
    return HttpResponse.json({ consent }, { status: 201 });
  }),
];

export const consentTextHandlers: HttpHandler[] = [...memberRoutes, ...portalRoutes];
