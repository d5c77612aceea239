import { HttpResponse } from 'msw';
import { etagOf, versionOfEtag } from '../../../common/contracts/documents.contract';
import {
  NOTE_MESSAGES,
  lockedNoteMessage,
  mayReadNote,
  type Note,
} from '../../../common/contracts/notes.contract';
import type { AccountRecord } from '../session/account.db';
import { fail, holdsClinical, notFound } from './notes.mock-http';
import { notesOf, type MockNote } from './notes.store';

/**
 * Who may read and write which note in the mock, by the server's rules (server/notes/note-access.ts)
 * in the server's order: a note the caller may not read is a 404 (none, its patient's contents not
 * theirs, or another's never-signed note), another's note they may read is a 403 for a write.
 */

/** A note answered with its version as ETag. */
export const answer = (note: Note, status = 200) =>
  HttpResponse.json({ note }, { status, headers: { ETag: etagOf(note.version) } });

/** The note the caller may read, or the 404. */
export async function readable(
  request: Request,
  account: AccountRecord,
  id: unknown,
): Promise<MockNote | Response> {
  const record = notesOf(account.tenantId).find((n) => n.note.id === id);
  if (!record) return notFound();
  if (!(await holdsClinical(request, account, record.note.patientId))) return notFound();
  if (!mayReadNote(record.note, account.id)) return notFound();
  return record;
}

/** The note its author may change, or the refusal (404 unreadable, 403 another's). */
export async function authored(
  request: Request,
  account: AccountRecord,
  id: unknown,
): Promise<MockNote | Response> {
  const record = await readable(request, account, id);
  if (record instanceof Response) return record;
  if (record.note.authorId !== account.id) return fail(403, NOTE_MESSAGES.authorOnly);
  return record;
}

/** The version a write's `If-Match` names, or the 428 when it names none. */
export function requiredVersion(request: Request): number | Response {
  const version = versionOfEtag(request.headers.get('If-Match') ?? undefined);
  return version ?? fail(428, NOTE_MESSAGES.ifMatch);
}

/** The 409 of a note whose content can no longer change, or null while it is a draft. */
export function lockedRefusal(note: Note): Response | null {
  const locked = lockedNoteMessage(note.status);
  return locked ? fail(409, locked) : null;
}

/** The 412 of a write that named another version: the current note, its ETag in the header. */
export const answerStale = (current: Note) =>
  HttpResponse.json(
    { message: NOTE_MESSAGES.stale(current.version), current },
    { status: 412, headers: { ETag: etagOf(current.version) } },
  );
