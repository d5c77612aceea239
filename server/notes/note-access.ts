import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  NOTE_SECTIONS,
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

const notFound = () => new HttpError(404, MESSAGES.notFound);
const AUTHOR_ONLY = 'Only the note’s author may do this.';

/**
 * Whether the caller may read this note's contents: a note that was never signed (a draft, or a
 * draft withdrawn) is its author's alone; a signed one is the care team's clinicians'.
 */
export const mayReadNote = (note: Note, userId: string) =>
  note.authorId === userId || note.signature !== null;

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
  if (note.authorId !== request.member.userId) throw new HttpError(403, AUTHOR_ONLY);
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
  requiredIfMatch(
    request,
    'Send the version you are changing as If-Match (the ETag of the note you read).',
  );

/** 409 unless the note is a draft: a signed or withdrawn note's content never changes. */
export function requireDraft(note: Note): void {
  requireDocumentDraft(note, {
    signed: 'This note is signed and locked: it cannot be changed. Add an addendum instead.',
    enteredInError: 'This note was entered in error: it cannot be changed.',
  });
}

/**
 * A write named a version that is not the note's current one: 409 if the note is no longer a
 * draft, else 412 with the current note, so the writer can compare both texts.
 */
export function answerMoved(reply: FastifyReply, current: Note) {
  requireDraft(current);
  return answerStale(
    reply,
    current,
    `This note was saved elsewhere since you opened it (now version ${current.version}). Compare both texts, then save again.`,
  );
}

/** 400 when the content fills a section the note's format does not have. */
export function requireSectionsOf(format: NoteFormat, content: NoteContent): void {
  const allowed: readonly string[] = NOTE_SECTIONS[format];
  const extra = Object.entries(content.sections)
    .filter(([name, text]) => text !== undefined && !allowed.includes(name))
    .map(([name]) => name);
  if (extra.length > 0) {
    throw new HttpError(
      400,
      `Invalid request body: a ${format.toUpperCase()} note has no ${extra.join(', ')} section (only ${allowed.join(', ')}).`,
    );
  }
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
    throw new HttpError(
      400,
      'Invalid request body: aiDraftId names no AI draft you made for this session.',
    );
  }
}
