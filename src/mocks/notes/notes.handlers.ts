import { http, HttpResponse, type HttpHandler } from 'msw';
import { versionsPage } from '../document-versions-page';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  enteredInErrorInput,
  etagOf,
  versionOfEtag,
} from '../../../common/contracts/documents.contract';
import {
  NOTE_PATHS,
  addendumInput,
  noteCreateInput,
  noteUpdateInput,
  noteHasText,
  type Note,
} from '../../../common/contracts/notes.contract';
import { sessionHasBegun } from '../../../common/contracts/encounters.contract';
import { authenticated } from '../session/account.handlers';
import type { AccountRecord } from '../session/account.db';
import { aiAssistOf } from './note-drafts.handlers';
import {
  encounterOf,
  notesOf,
  previousPlanOf,
  sha256Of,
  summaryOf,
  type MockNote,
} from './notes.store';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';

/**
 * Session notes in the browser mock (dev, Storybook, front-end e2e), answering the notes contract
 * roughly as the server does: only the session's clinician writes its note (403), a draft is its
 * author's alone (404 for others), writes to a draft name their version (428 without `If-Match`,
 * 412 with `{ message, current }` when stale), a signed note takes only addenda or "entered in
 * error" (409). Not the server: every mock account is owner + clinician and there are no
 * caseloads, so any signed note of the clinic is readable.
 */
const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
const nameOf = (account: AccountRecord) => `${account.firstName} ${account.lastName}`;
const answer = (note: Note, status = 200) =>
  HttpResponse.json({ note }, { status, headers: { ETag: etagOf(note.version) } });

/** The note the caller may read, or the refusal (another's draft is not found). */
function readable(account: AccountRecord, id: unknown): MockNote | Response {
  const record = notesOf(account.tenantId).find((n) => n.note.id === id);
  if (!record) return fail(404, 'Not found.');
  if (record.note.status === 'draft' && record.note.authorId !== account.id) {
    return fail(404, 'Not found.');
  }
  return record;
}

/** The note its author may change, or the refusal. */
function authored(account: AccountRecord, id: unknown): MockNote | Response {
  const record = readable(account, id);
  if (record instanceof Response) return record;
  if (record.note.authorId !== account.id) return fail(403, 'Only the note’s author may do this.');
  return record;
}

/** A write to a draft: its `If-Match` must name the current version. */
function staleOrMissing(request: Request, record: MockNote): Response | null {
  const header = request.headers.get('If-Match');
  if (!header) return fail(428, 'Name the version you edit (If-Match).');
  if (record.note.status !== 'draft') return fail(409, 'This note is signed: add an addendum.');
  if (versionOfEtag(header) !== record.note.version) {
    return HttpResponse.json(
      { message: 'Someone saved this note after you opened it.', current: record.note },
      { status: 412 },
    );
  }
  return null;
}

const saveVersion = (record: MockNote, account: AccountRecord, at: string) =>
  record.versions.push({
    version: record.note.version,
    savedAt: at,
    savedByName: nameOf(account),
    content: record.note.content,
  });

const body = (request: Request) => request.json().catch(() => null) as Promise<unknown>;
const badInput = (error: { issues: { message: string }[] }) =>
  fail(400, error.issues[0]?.message ?? 'Invalid request');

export const noteHandlers: HttpHandler[] = [
  http.get(url(NOTE_PATHS.sessionNote), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const session = await encounterOf(request, String(params.id));
    if (!session) return fail(404, 'Not found.');
    const notes = notesOf(account.tenantId).filter((n) => n.note.encounterId === session.id);
    const record =
      notes.find((n) => n.note.status !== 'entered-in-error') ?? notes[notes.length - 1];
    if (record && record.note.status === 'draft' && record.note.authorId !== account.id) {
      return fail(404, 'Not found.');
    }
    return HttpResponse.json({
      note: record?.note ?? null,
      previousPlan: previousPlanOf(notesOf(account.tenantId), session.patient.id, session.startsAt),
    });
  }),

  http.post(url(NOTE_PATHS.sessionNote), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const session = await encounterOf(request, String(params.id));
    if (!session) return fail(404, 'Not found.');
    if (session.clinician.id !== account.id) {
      return fail(403, 'Only the session’s clinician writes its note.');
    }
    if (!sessionHasBegun(session.status)) {
      return fail(409, `This session is ${session.status}: it has no note yet.`);
    }
    const input = noteCreateInput.safeParse(await body(request));
    if (!input.success) return badInput(input.error);
    const notes = notesOf(account.tenantId);
    const live = notes.find(
      (n) => n.note.encounterId === session.id && n.note.status !== 'entered-in-error',
    );
    if (live) return fail(409, 'This session already has a note.');
    const { aiDraftId } = input.data;
    const assist = aiDraftId
      ? aiAssistOf(account.tenantId, account.id, session.id, aiDraftId)
      : null;
    if (aiDraftId && !assist) return fail(400, 'No such AI draft for this session.');
    const now = new Date().toISOString();
    const note: Note = {
      id: crypto.randomUUID(),
      encounterId: session.id,
      patientId: session.patient.id,
      authorId: account.id,
      authorName: nameOf(account),
      format: input.data.format,
      status: 'draft',
      version: 1,
      content: input.data.content,
      createdAt: now,
      updatedAt: now,
      signature: null,
      addenda: [],
      enteredInError: null,
      aiAssist: assist,
    };
    const record: MockNote = { note, sessionStartsAt: session.startsAt, versions: [] };
    saveVersion(record, account, now);
    notes.push(record);
    return answer(note, 201);
  }),

  http.get(url(NOTE_PATHS.one), ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const record = readable(account, params.id);
    return record instanceof Response ? record : answer(record.note);
  }),

  http.put(url(NOTE_PATHS.one), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const record = authored(account, params.id);
    if (record instanceof Response) return record;
    const refusal = staleOrMissing(request, record);
    if (refusal) return refusal;
    const input = noteUpdateInput.safeParse(await body(request));
    if (!input.success) return badInput(input.error);
    const { aiDraftId } = input.data;
    const assist = aiDraftId
      ? aiAssistOf(account.tenantId, account.id, record.note.encounterId, aiDraftId)
      : null;
    if (aiDraftId && !assist) return fail(400, 'No such AI draft for this session.');
    const now = new Date().toISOString();
    record.note = {
      ...record.note,
      content: input.data.content,
      aiAssist: assist ?? record.note.aiAssist,
      version: record.note.version + 1,
      updatedAt: now,
    };
    saveVersion(record, account, now);
    return answer(record.note);
  }),

  http.post(url(NOTE_PATHS.sign), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const record = authored(account, params.id);
    if (record instanceof Response) return record;
    const refusal = staleOrMissing(request, record);
    if (refusal) return refusal;
    const { note } = record;
    if (!noteHasText(note.content)) {
      return fail(422, 'An empty note cannot be signed: write at least one section.');
    }
    const signedAt = new Date().toISOString();
    // What the server hashes: the record's identity, its content, the signer and the time.
    const sha256 = await sha256Of({
      kind: 'note',
      id: note.id,
      patientId: note.patientId,
      encounterId: note.encounterId,
      format: note.format,
      content: note.content,
      signerId: account.id,
      signedAt,
    });
    record.note = {
      ...note,
      status: 'signed',
      updatedAt: signedAt,
      signature: {
        signerId: account.id,
        // Frozen here, as on the server; the mock's accounts hold no credentials or licence.
        signerName: nameOf(account),
        signerCredentials: null,
        signerLicenceNumber: null,
        role: 'clinician',
        signedAt,
        sha256,
      },
    };
    return answer(record.note);
  }),

  http.post(url(NOTE_PATHS.addenda), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const record = authored(account, params.id);
    if (record instanceof Response) return record;
    if (record.note.status !== 'signed') return fail(409, 'Only a signed note takes addenda.');
    const input = addendumInput.safeParse(await body(request));
    if (!input.success) return badInput(input.error);
    const signedAt = new Date().toISOString();
    const { text, reason } = input.data;
    const sha256 = await sha256Of({
      noteId: record.note.id,
      text,
      reason,
      authorId: account.id,
      signedAt,
    });
    const added = {
      id: crypto.randomUUID(),
      text,
      reason,
      authorId: account.id,
      authorName: nameOf(account),
      authorCredentials: null,
      authorLicenceNumber: null,
      signedAt,
      sha256,
    };
    record.note = { ...record.note, addenda: [...record.note.addenda, added] };
    return answer(record.note, 201);
  }),

  http.post(url(NOTE_PATHS.enteredInError), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const record = authored(account, params.id);
    if (record instanceof Response) return record;
    if (record.note.status === 'entered-in-error') return fail(409, 'Already entered in error.');
    const input = enteredInErrorInput.safeParse(await body(request));
    if (!input.success) return badInput(input.error);
    const at = new Date().toISOString();
    record.note = {
      ...record.note,
      status: 'entered-in-error',
      enteredInError: { reason: input.data.reason, at, byName: nameOf(account) },
    };
    return answer(record.note);
  }),

  http.get(url(NOTE_PATHS.versions), ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const record = readable(account, params.id);
    if (record instanceof Response) return record;
    return versionsPage(record.versions, request);
  }),

  http.get(url(NOTE_PATHS.patientNotes), ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const notes = notesOf(account.tenantId)
      .filter((n) => n.note.patientId === params.id)
      .sort((a, b) => Date.parse(b.sessionStartsAt) - Date.parse(a.sessionStartsAt))
      .map(summaryOf);
    return HttpResponse.json({ notes });
  }),
];
