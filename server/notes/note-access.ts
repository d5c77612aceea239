import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  NOTE_MESSAGES,
  mayReadNote,
  sectionsOutsideFormat,
  type Note,
  type NoteContent,
  type NoteFormat,
} from '../../common/contracts/notes.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { requireDocumentDraft } from '../documents/document-access.ts';
import { findEncounter } from '../encounters/encounters.repository.ts';
import { answerStale, requiredIfMatch } from '../http/if-match.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { clinicalPatient } from '../patients/patient-rights.ts';
import { aiDraftOrigin, findNote } from './notes.repository.ts';
import { idParams } from '../../common/contracts/safe-text.ts';

/** `:id` of every note and session route. */
export { idParams };
/** Whether the caller may read a note's contents (the rule is the contract's, for the mock too). */
export { mayReadNote };

const notFound = () => new HttpError(404, MESSAGES.notFound);

/** A note whose contents the caller may read, or 404 (none, another clinic's, or refused). */
export async function readableNote(
  request: FastifyRequest,
  clinic: TenantDb,
  id: string,
): Promise<Note> {
  const note = await findNote(clinic, id);
  if (!note) throw notFound();
  await clinicalPatient(request, clinic, note.patientId);
  if (!mayReadNote(note, request.member.userId)) throw notFound();
  return note;
}

/** A note the caller wrote (signs, amends, withdraws): 404 if unreadable, 403 if another's. */
export async function authoredNote(
  request: FastifyRequest,
  clinic: TenantDb,
  id: string,
): Promise<Note> {
  const note = await readableNote(request, clinic, id);
  if (note.authorId !== request.member.userId) throw new HttpError(403, NOTE_MESSAGES.authorOnly);
  return note;
}

/** A session whose patient's clinical contents the caller may hold, or 404. */
export async function clinicalSession(
  request: FastifyRequest,
  clinic: TenantDb,
  encounterId: string,
): Promise<Encounter> {
  const viewer = { userId: request.member.userId, wholeClinic: true };
  const encounter = await findEncounter(clinic, encounterId, viewer);
  if (!encounter) throw notFound();
  await clinicalPatient(request, clinic, encounter.patient.id);
  return encounter;
}

/** The version a write names in `If-Match`, or 428 when it names none. */
export const requiredVersion = (request: FastifyRequest): number =>
  requiredIfMatch(request, NOTE_MESSAGES.ifMatch);

/** 409 unless the note is a draft: a signed or withdrawn note's content never changes. */
export function requireDraft(note: Note): void {
  requireDocumentDraft(note, NOTE_MESSAGES);
}

/**
 * A write named a version that is not the note's current one: 409 if the note is no longer a
 * draft, else 412 with the current note, so the writer can compare both texts.
 */
export function answerMoved(reply: FastifyReply, current: Note) {
  requireDraft(current);
  return answerStale(reply, current, NOTE_MESSAGES.stale(current.version));
}

/** 400 when the content fills a section the note's format does not have. */
export function requireSectionsOf(format: NoteFormat, content: NoteContent): void {
  const extra = sectionsOutsideFormat(format, content);
  if (extra.length > 0)
    throw new HttpError(400, NOTE_MESSAGES.sectionsOutsideFormat(format, extra));
}

/**
 * 400 unless the AI draft a note names was made by the note's author for the note's session, in
 * this clinic: a note can only say it started from its own session's draft.
 */
export async function requireOwnAiDraft(
  clinic: TenantDb,
  aiDraftId: string | undefined,
  note: { encounterId: string; authorId: string },
): Promise<void> {
  if (aiDraftId === undefined) return;
  const origin = await aiDraftOrigin(clinic, aiDraftId);
  if (origin?.encounterId !== note.encounterId || origin.authorId !== note.authorId) {
    throw new HttpError(400, NOTE_MESSAGES.notOwnAiDraft);
  }
}
