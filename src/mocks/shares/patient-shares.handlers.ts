import { zipSync, strToU8 } from 'fflate';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { PORTAL_RECORD_PATHS } from '../../../common/contracts/consent-texts.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import {
  SHARE_MESSAGES,
  SHARE_PATHS,
  shareInput,
  sharesPageQuery,
  type Share,
} from '../../../common/contracts/patient-shares.contract';
import { allClinics } from '../clinic/clinic.db';
import { fail, url } from '../clinic/clinic.mock-http';
import { pageAfter } from '../list-page';
import { savedOf } from '../literature/reading-list.handlers';
import { notesOf } from '../notes/notes.store';
import { callerOf, holds, invalid } from '../patients/patient-records.handlers';
import { recordMockAccess } from '../patients/patients.store';
import { portalCaller } from '../portal/portal.handlers';
import { accountName } from '../session/account.db';

/**
 * What the care team shares with a patient in the browser mock (issue 36), as the server's: the
 * care team's clinicians list (`readClinical`), share and unshare (`writeClinical`), anyone else
 * 404; a note only while the clinic allows it (409), only signed (409), once (409); the patient
 * sees their shares (notes only while allowed and signed) and downloads their record.
 */
interface StoredShare extends Share {
  patientId: string;
}
const shares = new Map<string, StoredShare[]>();

/** Forgets every share (tests start from none). */
export const resetMockShares = () => shares.clear();

const sharesOf = (tenantId: string) =>
  shares.get(tenantId) ?? shares.set(tenantId, []).get(tenantId)!;

const settingsOf = (tenantId: string) =>
  allClinics().find((each) => each.clinic.id === tenantId)?.clinic.settings;

const toShare = ({ patientId: _patientId, ...share }: StoredShare): Share => share;

/** The patient's shares newest first (stored newest first), a page of them. */
const pageOf = (request: Request, list: readonly Share[]) =>
  pageAfter(
    request,
    sharesPageQuery,
    { items: list, keyOf: (share) => share.id },
    (shown, nextCursor) => ({ shares: shown, nextCursor }),
  );

/** The care team's clinicians holding `right` for the patient; anyone else: 404, as the server. */
function clinician(request: Request, id: unknown, right: 'readClinical' | 'writeClinical') {
  const caller = callerOf(request, id);
  if (caller instanceof Response) return caller;
  return holds(caller, right) ? caller : fail(404, HTTP_MESSAGES.notFound);
}

const memberRoutes: HttpHandler[] = [
  http.get(url(SHARE_PATHS.patient), ({ request, params }) => {
    const caller = clinician(request, params.id, 'readClinical');
    if (caller instanceof Response) return caller;
    const { account, patient } = caller;
    recordMockAccess(account.tenantId, {
      userId: account.id,
      patientId: patient.id,
      action: 'read-shares',
    });
    const mine = sharesOf(account.tenantId).filter((s) => s.patientId === patient.id);
    return pageOf(request, mine.map(toShare));
  }),

  http.post(url(SHARE_PATHS.patient), async ({ request, params }) => {
    const caller = clinician(request, params.id, 'writeClinical');
    if (caller instanceof Response) return caller;
    const body = shareInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const { account, patient } = caller;
    const tenantId = account.tenantId;
    const input = body.data;
    const base = {
      id: crypto.randomUUID(),
      patientId: patient.id,
      kind: input.kind,
      body: null,
      article: null,
      noteId: null,
      sharedBy: { id: account.id, name: accountName(account) },
      sharedAt: new Date().toISOString(),
    };
    let share: StoredShare;
    if (input.kind === 'handout') {
      share = { ...base, title: input.title, body: input.body };
    } else if (input.kind === 'article') {
      const saved = savedOf(tenantId).find(
        (entry) =>
          entry.id === input.savedArticleId &&
          (entry.patientId === null || entry.patientId === patient.id),
      );
      if (!saved) return fail(404, HTTP_MESSAGES.notFound);
      share = { ...base, title: saved.article.title, article: saved.article };
    } else {
      const note = notesOf(tenantId).find(
        (n) => n.note.id === input.noteId && n.note.patientId === patient.id,
      )?.note;
      if (!note) return fail(404, HTTP_MESSAGES.notFound);
      if (!settingsOf(tenantId)?.shareSignedNotes) return fail(409, SHARE_MESSAGES.notesOff);
      if (note.status !== 'signed' || !note.signature) {
        return fail(409, SHARE_MESSAGES.noteNotSigned);
      }
      if (sharesOf(tenantId).some((s) => s.patientId === patient.id && s.noteId === note.id)) {
        return fail(409, SHARE_MESSAGES.alreadyShared);
      }
      share = { ...base, title: note.signature.signedAt, noteId: note.id };
    }
    sharesOf(tenantId).unshift(share);
    recordMockAccess(tenantId, { userId: account.id, patientId: patient.id, action: 'update' });
    return HttpResponse.json({ share: toShare(share) }, { status: 201 });
  }),

  http.delete(url(SHARE_PATHS.share), ({ request, params }) => {
    const caller = clinician(request, params.id, 'writeClinical');
    if (caller instanceof Response) return caller;
    const { account, patient } = caller;
    const list = sharesOf(account.tenantId);
    const index = list.findIndex((s) => s.id === params.shareId && s.patientId === patient.id);
    if (index < 0) return fail(404, HTTP_MESSAGES.notFound);
    list.splice(index, 1);
    recordMockAccess(account.tenantId, {
      userId: account.id,
      patientId: patient.id,
      action: 'update',
    });
    return new HttpResponse(null, { status: 204 });
  }),
];

/** The patient's view: notes only while the clinic allows it, each only while signed, whole. */
function sharesForPatient(tenantId: string, patientId: string): Share[] {
  const notesAllowed = settingsOf(tenantId)?.shareSignedNotes ?? false;
  const notes = notesOf(tenantId);
  return sharesOf(tenantId)
    .filter((s) => s.patientId === patientId)
    .flatMap((stored): Share[] => {
      const share = toShare(stored);
      if (share.kind !== 'note') return [share];
      const note = notes.find((n) => n.note.id === share.noteId)?.note;
      if (!notesAllowed || note?.status !== 'signed' || !note.signature) return [];
      const { signerName, signedAt } = note.signature;
      const sections = note.content.sections;
      return [
        {
          ...share,
          note: { id: note.id, format: note.format, sections, authorName: signerName, signedAt },
        },
      ];
    });
}

const portalRoutes: HttpHandler[] = [
  http.get(url(PORTAL_RECORD_PATHS.shares), ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const { tenantId, patientId, id } = caller.account;
    recordMockAccess(tenantId, { userId: id, patientId, action: 'read-shares' });
    return pageOf(request, sharesForPatient(tenantId, patientId));
  }),

  // The mock's record is a small ZIP naming what the server's holds (the FHIR Bundle, the PDFs).
  http.get(url(PORTAL_RECORD_PATHS.export), ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const { tenantId, patientId, id } = caller.account;
    recordMockAccess(tenantId, { userId: id, patientId, action: 'export' });
    const zip = zipSync({
      'README.txt': strToU8('The mock API’s copy of your record: the server sends the real one.'),
    });
    return new HttpResponse(zip, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="patient-${patientId}-record.zip"`,
      },
    });
  }),
];

export const patientShareHandlers: HttpHandler[] = [...memberRoutes, ...portalRoutes];
