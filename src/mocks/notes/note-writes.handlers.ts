import { accountName } from '../session/account.db';
import { http, type HttpHandler } from 'msw';
import { enteredInErrorInput } from '../../../common/contracts/documents.contract';
import { sessionHasBegun } from '../../../common/contracts/encounters.contract';
import {
  addendumSignedObject,
  noteSignedObject,
} from '../../../common/contracts/note-signed-facts';
import {
  NOTE_MESSAGES,
  NOTE_PATHS,
  addendumInput,
  noteCreateInput,
  noteHasText,
  noteUpdateInput,
  sectionsOutsideFormat,
  type Note,
  type NoteContent,
  type NoteFormat,
} from '../../../common/contracts/notes.contract';
import type { AccountRecord } from '../session/account.db';
import { answer, answerStale, authored, lockedRefusal, requiredVersion } from './note-access.mock';
import { aiAssistOf } from './note-drafts.handlers';
import { bodyOf, callerOf, clinicalSession, fail, notFound, url } from './notes.mock-http';
import { signerIdentityOf } from '../clinic-peer';
import { notesOf, sha256Of, type MockNote } from './notes.store';

/**
 * The writes of a session note in the mock, each refused in the server's order
 * (server/notes/note-writes.routes.ts): the body's contract (400), who may write (404, 403), the
 * `If-Match` version (428), the note's status (409), the content's rules (400), then a stale
 * version (412 with the current note).
 */

const saveVersion = (record: MockNote, account: AccountRecord, at: string) =>
  record.versions.push({
    version: record.note.version,
    savedAt: at,
    savedByName: accountName(account),
    content: record.note.content,
  });

/** The 400 of content filling sections its format does not have, or null. */
function sectionsRefusal(format: NoteFormat, content: NoteContent): Response | null {
  const extra = sectionsOutsideFormat(format, content);
  return extra.length > 0 ? fail(400, NOTE_MESSAGES.sectionsOutsideFormat(format, extra)) : null;
}

export const noteWriteHandlers: HttpHandler[] = [
  http.post(url(NOTE_PATHS.sessionNote), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const input = await bodyOf(request, noteCreateInput);
    if (!input.ok) return input.refusal;
    const session = await clinicalSession(request, account, String(params.id));
    if (!session) return notFound();
    if (session.clinician.id !== account.id) return fail(403, NOTE_MESSAGES.clinicianOnly);
    if (!sessionHasBegun(session.status)) {
      return fail(409, NOTE_MESSAGES.notBegun(session.status));
    }
    const { format, content, aiDraftId } = input.data;
    const outside = sectionsRefusal(format, content);
    if (outside) return outside;
    const assist = aiDraftId
      ? aiAssistOf(account.tenantId, account.id, session.id, aiDraftId)
      : null;
    if (aiDraftId && !assist) return fail(400, NOTE_MESSAGES.notOwnAiDraft);
    const notes = notesOf(account.tenantId);
    const live = notes.find(
      (n) => n.note.encounterId === session.id && n.note.status !== 'entered-in-error',
    );
    if (live) return fail(409, NOTE_MESSAGES.hasNote);
    const now = new Date().toISOString();
    const note: Note = {
      id: crypto.randomUUID(),
      encounterId: session.id,
      patientId: session.patient.id,
      authorId: account.id,
      authorName: accountName(account),
      format,
      status: 'draft',
      version: 1,
      content,
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

  http.put(url(NOTE_PATHS.one), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const input = await bodyOf(request, noteUpdateInput);
    if (!input.ok) return input.refusal;
    const record = await authored(request, account, params.id);
    if (record instanceof Response) return record;
    const version = requiredVersion(request);
    if (version instanceof Response) return version;
    const refusal =
      lockedRefusal(record.note) ?? sectionsRefusal(record.note.format, input.data.content);
    if (refusal) return refusal;
    const { aiDraftId } = input.data;
    const assist = aiDraftId
      ? aiAssistOf(account.tenantId, account.id, record.note.encounterId, aiDraftId)
      : null;
    if (aiDraftId && !assist) return fail(400, NOTE_MESSAGES.notOwnAiDraft);
    if (version !== record.note.version) return answerStale(record.note);
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
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const record = await authored(request, account, params.id);
    if (record instanceof Response) return record;
    const version = requiredVersion(request);
    if (version instanceof Response) return version;
    const locked = lockedRefusal(record.note);
    if (locked) return locked;
    if (version !== record.note.version) return answerStale(record.note);
    const { note } = record;
    if (!noteHasText(note.content)) return fail(422, NOTE_MESSAGES.empty);
    const signedAt = new Date().toISOString();
    const sha256 = await sha256Of(noteSignedObject({ ...note, signerId: account.id, signedAt }));
    const signer = await signerIdentityOf(request, account.id);
    record.note = {
      ...note,
      status: 'signed',
      updatedAt: signedAt,
      signature: {
        signerId: account.id,
        signerName: accountName(account),
        signerCredentials: signer.signerCredentials,
        signerLicenceNumber: signer.signerLicenceNumber,
        role: 'clinician',
        signedAt,
        sha256,
      },
    };
    return answer(record.note);
  }),

  http.post(url(NOTE_PATHS.addenda), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const input = await bodyOf(request, addendumInput);
    if (!input.ok) return input.refusal;
    const record = await authored(request, account, params.id);
    if (record instanceof Response) return record;
    if (record.note.status !== 'signed') return fail(409, NOTE_MESSAGES.addendumNeedsSigned);
    const signedAt = new Date().toISOString();
    const { text, reason } = input.data;
    const facts = { noteId: record.note.id, text, reason, authorId: account.id, signedAt };
    const signer = await signerIdentityOf(request, account.id);
    const added = {
      id: crypto.randomUUID(),
      text,
      reason,
      authorId: account.id,
      authorName: accountName(account),
      authorCredentials: signer.signerCredentials,
      authorLicenceNumber: signer.signerLicenceNumber,
      signedAt,
      sha256: await sha256Of(addendumSignedObject(facts)),
    };
    record.note = { ...record.note, addenda: [...record.note.addenda, added] };
    return answer(record.note, 201);
  }),

  http.post(url(NOTE_PATHS.enteredInError), async ({ request, params }) => {
    const account = callerOf(request);
    if (account instanceof Response) return account;
    const input = await bodyOf(request, enteredInErrorInput);
    if (!input.ok) return input.refusal;
    const record = await authored(request, account, params.id);
    if (record instanceof Response) return record;
    if (record.note.status === 'entered-in-error') {
      return fail(409, NOTE_MESSAGES.alreadyWithdrawn);
    }
    const at = new Date().toISOString();
    record.note = {
      ...record.note,
      status: 'entered-in-error',
      enteredInError: { reason: input.data.reason, at, byName: accountName(account) },
    };
    return answer(record.note);
  }),
];
