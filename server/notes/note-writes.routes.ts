import type { FastifyInstance, FastifyReply } from 'fastify';
import { enteredInErrorInput, etagOf } from '../../common/contracts/documents.contract.ts';
import { sessionHasBegun } from '../../common/contracts/encounters.contract.ts';
import {
  NOTE_MESSAGES,
  NOTE_PATHS,
  addendumInput,
  noteCreateInput,
  noteUpdateInput,
  noteHasText,
  type Note,
} from '../../common/contracts/notes.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { updateRecord } from '../patients/record-access.repository.ts';
import {
  answerMoved,
  authoredNote,
  clinicalSession,
  idParams,
  requireDraft,
  requiredVersion,
  requireOwnAiDraft,
  requireSectionsOf,
} from './note-access.ts';
import {
  insertAddendum,
  insertDraft,
  markEnteredInError,
  saveDraft,
  signDraft,
} from './note-writes.repository.ts';
import { findNote, liveNoteOfEncounter } from './notes.repository.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DocumentMoved } from '../documents/document-access.ts';

const HAS_NOTE = NOTE_MESSAGES.hasNote;

/** The note as it is now, answered with its ETag. */
async function answerNote(clinic: TenantDb, reply: FastifyReply, id: string, code = 200) {
  const note = await findNote(clinic, id);
  if (!note) throw new HttpError(404, MESSAGES.notFound);
  return reply.code(code).header('etag', etagOf(note.version)).send({ note });
}

/**
 * The writes of a progress note (CLINICAL.md decision 1): the session's clinician starts it;
 * its author saves the draft (each save a new version, named by If-Match), signs it (locked,
 * hashed), adds signed addenda, or withdraws it as entered in error. Nothing changes a signed
 * note's content: the API answers 409, and the database refuses it too (migration 0011).
 */
export function noteWriteRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /** Runs a conditional write; when the note moved meanwhile, answers 409 or 412. */
    const orMoved = async (
      clinic: TenantDb,
      reply: FastifyReply,
      note: Note,
      write: () => Promise<void>,
    ) => {
      try {
        await write();
      } catch (error) {
        if (!(error instanceof DocumentMoved)) throw error;
        const current = await findNote(clinic, note.id);
        if (!current) throw new HttpError(404, MESSAGES.notFound);
        return answerMoved(reply, current);
      }
      return answerNote(clinic, reply, note.id);
    };

    app.post(NOTE_PATHS.sessionNote, {
      schema: { params: idParams, body: noteCreateInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const encounter = await clinicalSession(request, clinic, request.params.id);
        const { userId } = request.member;
        if (encounter.clinician.id !== userId) {
          throw new HttpError(403, NOTE_MESSAGES.clinicianOnly);
        }
        if (!sessionHasBegun(encounter.status)) {
          throw new HttpError(409, NOTE_MESSAGES.notBegun(encounter.status));
        }
        const { format, content, aiDraftId } = request.body;
        requireSectionsOf(format, content);
        await requireOwnAiDraft(clinic, aiDraftId, {
          encounterId: encounter.id,
          authorId: userId,
        });
        if (await liveNoteOfEncounter(clinic, encounter.id)) throw new HttpError(409, HAS_NOTE);
        const now = ctx.clock();
        const patientId = encounter.patient.id;
        let id: string;
        try {
          id = await updateRecord(clinic, { userId, patientId, at: now }, (tx) =>
            insertDraft(tx, {
              encounterId: encounter.id,
              patientId,
              authorId: userId,
              format,
              content,
              aiDraftId,
              now,
            }),
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, HAS_NOTE);
          throw error;
        }
        return answerNote(clinic, reply, id, 201);
      },
    });

    app.put(NOTE_PATHS.one, {
      schema: { params: idParams, body: noteUpdateInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const note = await authoredNote(request, clinic, request.params.id);
        const version = requiredVersion(request);
        requireDraft(note);
        const { content, aiDraftId } = request.body;
        requireSectionsOf(note.format, content);
        await requireOwnAiDraft(clinic, aiDraftId, note);
        const { userId } = request.member;
        const now = ctx.clock();
        const by = { userId, patientId: note.patientId, at: now };
        return orMoved(clinic, reply, note, () =>
          updateRecord(clinic, by, (tx) =>
            saveDraft(tx, { noteId: note.id, version, content, aiDraftId, by: userId, now }),
          ),
        );
      },
    });

    app.post(NOTE_PATHS.sign, {
      schema: { params: idParams },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const note = await authoredNote(request, clinic, request.params.id);
        const version = requiredVersion(request);
        requireDraft(note);
        if (note.version !== version) return answerMoved(reply, note);
        if (!noteHasText(note.content)) {
          throw new HttpError(422, NOTE_MESSAGES.empty);
        }
        const { userId } = request.member;
        const now = ctx.clock();
        const by = { userId, patientId: note.patientId, at: now };
        return orMoved(clinic, reply, note, () =>
          updateRecord(clinic, by, (tx) =>
            signDraft(tx, { noteId: note.id, version, signerId: userId, now }),
          ),
        );
      },
    });

    app.post(NOTE_PATHS.addenda, {
      schema: { params: idParams, body: addendumInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const note = await authoredNote(request, clinic, request.params.id);
        if (note.status !== 'signed') {
          throw new HttpError(409, NOTE_MESSAGES.addendumNeedsSigned);
        }
        const { userId } = request.member;
        const now = ctx.clock();
        await updateRecord(clinic, { userId, patientId: note.patientId, at: now }, (tx) =>
          insertAddendum(tx, { noteId: note.id, input: request.body, authorId: userId, now }),
        );
        return answerNote(clinic, reply, note.id, 201);
      },
    });

    app.post(NOTE_PATHS.enteredInError, {
      schema: { params: idParams, body: enteredInErrorInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const note = await authoredNote(request, clinic, request.params.id);
        if (note.status === 'entered-in-error') {
          throw new HttpError(409, NOTE_MESSAGES.alreadyWithdrawn);
        }
        const { userId } = request.member;
        const now = ctx.clock();
        const by = { userId, patientId: note.patientId, at: now };
        return orMoved(clinic, reply, note, () =>
          updateRecord(clinic, by, (tx) =>
            markEnteredInError(tx, {
              noteId: note.id,
              reason: request.body.reason,
              by: userId,
              now,
            }),
          ),
        );
      },
    });
  };
}
