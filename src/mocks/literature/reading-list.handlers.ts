import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { holdsRightForPatient, mayDo, type Right } from '../../../common/contracts/clinic.contract';
import {
  LITERATURE_PATHS,
  readingListPageQuery,
  saveArticleInput,
  type SavedArticle,
} from '../../../common/contracts/literature.contract';
import {
  patientPath,
  patientResponse,
  type Patient,
} from '../../../common/contracts/patients.contract';
import { toUser, type AccountRecord, accountName } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { pageAfter } from '../list-page';
import { callPeerMock } from '../peer-mock-call';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';

/**
 * Reading lists in the browser mock: the clinic's list and each patient's, kept per clinic, with
 * the server's rules (issue 12 brief): every member reads the clinic's list; clinicians and
 * owners save to it; saving to a patient's chart needs `writeClinical` for that patient, reading
 * it `readClinical` (a clinician's, on the care team only; refused: 404) and leaves an access
 * line; the same article twice on one list is a 409; the saver deletes, an owner too on the
 * clinic's list.
 */
const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
const lists = new Map<string, SavedArticle[]>();

/** A page of a list kept newest first (entries are added at the front), as the server pages it. */
const readingListPage = (request: Request, entries: readonly SavedArticle[]) =>
  pageAfter(
    request,
    readingListPageQuery,
    { items: entries, keyOf: (entry) => entry.id },
    (saved, nextCursor) => ({ saved, nextCursor }),
  );

/** The clinic's saved articles, every list, newest first. */
export function savedOf(tenantId: string): SavedArticle[] {
  const found = lists.get(tenantId);
  if (found) return found;
  const created: SavedArticle[] = [];
  lists.set(tenantId, created);
  return created;
}

/** Forgets every saved article (tests start from none). */
export const resetMockReadingLists = () => lists.clear();

const rolesOf = (account: AccountRecord) => toUser(account).roles;

/** Whether the caller holds `right` for this patient (a clinician's, on the care team only). */
function holds(account: AccountRecord, patient: Patient, right: Right): boolean {
  return holdsRightForPatient(
    { roles: rolesOf(account), userId: account.id },
    patient.careTeam,
    right,
  );
}

/** The patient as the patients mock shows it to the caller (asked over its HTTP API), or null. */
async function patientOf(request: Request, id: unknown): Promise<Patient | null> {
  if (typeof id !== 'string') return null;
  const answer = patientResponse.safeParse(await callPeerMock(request, 'GET', patientPath(id)));
  return answer.success ? answer.data.patient : null;
}

export const readingListHandlers: HttpHandler[] = [
  http.get(url(LITERATURE_PATHS.readingList), ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    return readingListPage(
      request,
      savedOf(account.tenantId).filter((entry) => entry.patientId === null),
    );
  }),

  http.post(url(LITERATURE_PATHS.readingList), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = saveArticleInput.safeParse(await request.json().catch(() => null));
    if (!body.success) {
      const issue = body.error.issues[0];
      return fail(400, `Invalid request body: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    const patientId = body.data.patientId ?? null;
    if (patientId !== null) {
      const patient = await patientOf(request, patientId);
      if (!patient) return fail(404, 'Not found.');
      if (!mayDo(rolesOf(account), 'writeClinical')) {
        return fail(403, 'Your role in this clinic does not allow this.');
      }
      if (!holds(account, patient, 'writeClinical')) return fail(404, 'Not found.');
    } else if (!rolesOf(account).some((role) => role === 'clinician' || role === 'owner')) {
      return fail(403, 'Your role in this clinic does not allow this.');
    }
    const saved = savedOf(account.tenantId);
    const duplicate = saved.some(
      (entry) => entry.patientId === patientId && entry.article.key === body.data.article.key,
    );
    if (duplicate) return fail(409, 'This article is already on this reading list.');
    const entry: SavedArticle = {
      id: crypto.randomUUID(),
      patientId,
      article: body.data.article,
      note: body.data.note,
      savedBy: { id: account.id, name: accountName(account) },
      savedAt: new Date().toISOString(),
    };
    saved.unshift(entry);
    return HttpResponse.json({ saved: entry }, { status: 201 });
  }),

  http.delete(url(LITERATURE_PATHS.readingListEntry), ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const saved = savedOf(account.tenantId);
    const index = saved.findIndex((entry) => entry.id === params.id);
    const entry = saved[index];
    if (!entry) return fail(404, 'Not found.');
    const mayRemove =
      entry.savedBy.id === account.id ||
      (entry.patientId === null && rolesOf(account).includes('owner'));
    if (!mayRemove) return fail(403, 'Only the member who saved it may remove it.');
    saved.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),

  // The server also writes a 'read-reading-list' line to the access trail; this mock cannot reach
  // the patients mock's trail (a feature's mock keeps out of another's store).
  http.get(url(LITERATURE_PATHS.patientReadingList), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const patient = await patientOf(request, params.id);
    if (!patient || !holds(account, patient, 'readClinical')) return fail(404, 'Not found.');
    return readingListPage(
      request,
      savedOf(account.tenantId).filter((entry) => entry.patientId === patient.id),
    );
  }),
];
