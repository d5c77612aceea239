import type { FastifyInstance, FastifyRequest } from 'fastify';
import { etagOf, versionsPageQuery } from '../../common/contracts/documents.contract.ts';
import { NOTE_PATHS, type SessionNoteResponse } from '../../common/contracts/notes.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { documentVersionsPage } from '../documents/document-versions.repository.ts';
import { NOTE_DOCUMENT } from '../documents/document-types.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { patientOr404 } from '../patients/patient-rights.ts';
import { recordAccess, type RecordAccessAction } from '../patients/record-access.repository.ts';
import { clinicalSession, idParams, mayReadNote, readableNote } from './note-access.ts';
import { noteWriteRoutes } from './note-writes.routes.ts';
import { liveNoteOfEncounter, patientNoteSummaries, previousPlan } from './notes.repository.ts';

/**
 * Progress notes (CLINICAL.md §1–2; FHIR Composition): a session's note and the plan of the
 * previous one, one note, its versions, and a patient's notes listed without contents. Contents
 * are the care team's clinicians' (a draft its author's alone); anyone else, and another
 * clinic, gets 404. Every read of contents is in the patient's record-access trail.
 */
export function noteRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    const audit = (
      request: FastifyRequest,
      clinic: TenantDb,
      patientId: string,
      action: RecordAccessAction,
      noteId: string | undefined,
    ) =>
      recordAccess(clinic, {
        userId: request.member.userId,
        patientId,
        action,
        at: ctx.clock(),
        ...(noteId && { record: { kind: 'note', id: noteId } }),
      });

    app.get(NOTE_PATHS.sessionNote, {
      schema: { params: idParams },
      handler: async (request, reply): Promise<SessionNoteResponse> => {
        const clinic = request.clinic;
        const encounter = await clinicalSession(request, clinic, request.params.id);
        const note = await liveNoteOfEncounter(clinic, encounter.id);
        // Another clinician's draft is theirs alone: the same 404 as no session at all.
        if (note && !mayReadNote(note, request.member.userId)) {
          throw new HttpError(404, MESSAGES.notFound);
        }
        const plan = await previousPlan(clinic, encounter.patient.id, new Date(encounter.startsAt));
        const patient = await patientOr404(clinic, encounter.patient.id);
        // The line names the session's note, or (none yet) the one whose plan was shown.
        const read = note?.id ?? plan?.noteId;
        await audit(request, clinic, encounter.patient.id, 'read-note', read);
        if (note) reply.header('etag', etagOf(note.version));
        return {
          note,
          previousPlan: plan,
          patient: { mrn: patient.mrn, birthDate: patient.birthDate },
        };
      },
    });

    app.get(NOTE_PATHS.one, {
      schema: { params: idParams },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const note = await readableNote(request, clinic, request.params.id);
        await audit(request, clinic, note.patientId, 'read-note', note.id);
        return reply.header('etag', etagOf(note.version)).send({ note });
      },
    });

    app.get(NOTE_PATHS.versions, {
      schema: { params: idParams, querystring: versionsPageQuery },
      handler: async (request) => {
        const clinic = request.clinic;
        const note = await readableNote(request, clinic, request.params.id);
        const page = await documentVersionsPage(
          clinic,
          { type: NOTE_DOCUMENT, id: note.id },
          request.query,
        );
        await audit(request, clinic, note.patientId, 'read-note', note.id);
        return page;
      },
    });

    // Summaries say only that a note exists and where it stands: anyone who sees the patient. They
    // are part of the chart, whose opening is its one 'read' line; they show no contents, so they
    // write no line of their own (a second "Opened the chart" for every visit, before).
    app.get(NOTE_PATHS.patientNotes, {
      schema: { params: idParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        const notes = await patientNoteSummaries(clinic, patient.id);
        return { notes };
      },
    });

    await app.register(noteWriteRoutes(ctx));
  };
}
