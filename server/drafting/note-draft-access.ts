import type { FastifyRequest } from 'fastify';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { clinicalSession } from '../notes/note-access.ts';
import { findNoteDraft, type StoredNoteDraft } from './note-drafts.repository.ts';

/**
 * Drafts are the session clinician's working material, like a draft note: anyone else (a
 * colleague on the care team, staff, an owner through the owner role, another clinic) gets the
 * same 404 as for a session or draft that does not exist (CLINICAL.md §1).
 */
const notFound = () => new HttpError(404, MESSAGES.notFound);

/** A session the caller is the clinician of and may hold the contents of, or 404. */
export async function ownSession(
  request: FastifyRequest,
  clinic: TenantDb,
  encounterId: string,
): Promise<Encounter> {
  const encounter = await clinicalSession(request, clinic, encounterId);
  if (encounter.clinician.id !== request.member.userId) throw notFound();
  return encounter;
}

/** A draft the caller made, while they still hold its patient's contents, or 404. */
export async function ownDraft(
  request: FastifyRequest,
  clinic: TenantDb,
  id: string,
): Promise<StoredNoteDraft> {
  const draft = await findNoteDraft(clinic, id);
  if (!draft || draft.authorId !== request.member.userId) throw notFound();
  await clinicalSession(request, clinic, draft.encounterId);
  return draft;
}
