import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LITERATURE_PATHS,
  readingListPageQuery,
  saveArticleInput,
  type SavedArticle,
} from '../../common/contracts/literature.contract.ts';
import { holdsRole, requireRole } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { patientIdParams, patientOr404, requireRightFor } from '../patients/patient-rights.ts';
import { recordAccess, updateRecord } from '../patients/record-access.repository.ts';
import { LINK_OFF_SOURCE, sourceLinks } from './article-links.ts';
import {
  deleteSaved,
  findSaved,
  isOnList,
  listSaved,
  saveArticle,
} from './reading-list.repository.ts';
import { idParams as entryParams } from '../../common/contracts/safe-text.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export const ALREADY_SAVED = 'This article is already on this reading list.';
const NOT_THE_SAVER = 'Only the person who saved this article may remove it.';

/**
 * Reading lists: the clinic's (every member reads it; clinicians and owners add to it) and each
 * patient's (clinical contents: the care team reads and adds, each read audited). Another
 * clinic's list or entry is 404; a patient the caller may not see is 404.
 */
export function readingListRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /** The patient whose chart the caller may `right`; else 404 (or 403 for a role without it). */
    const chartPatient = async (
      request: FastifyRequest,
      clinic: TenantDb,
      id: string,
      right: 'readClinical' | 'writeClinical',
      withoutRole: 403 | 404,
    ) => {
      const patient = await patientOr404(clinic, id);
      requireRightFor(request, patient, right, { withoutRole, outsideCaseload: 404 });
      return patient;
    };

    app.get(LITERATURE_PATHS.readingList, {
      schema: { querystring: readingListPageQuery },
      handler: async (request) => pageOr400(await listSaved(request.clinic, null, request.query)),
    });

    app.get(LITERATURE_PATHS.patientReadingList, {
      schema: { params: patientIdParams, querystring: readingListPageQuery },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await chartPatient(request, clinic, request.params.id, 'readClinical', 404);
        const page = pageOr400(await listSaved(clinic, patient.id, request.query));
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: patient.id,
          action: 'read-reading-list',
          at: ctx.clock(),
        });
        return page;
      },
    });

    app.post(LITERATURE_PATHS.readingList, {
      schema: { body: saveArticleInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const { userId } = request.member;
        const { note } = request.body;
        const links = sourceLinks(request.body.article.links);
        if (!links) throw new HttpError(400, LINK_OFF_SOURCE);
        const article = { ...request.body.article, links };
        const patientId = request.body.patientId ?? null;
        if (patientId === null) requireRole(request, 'clinician', 'owner');
        else await chartPatient(request, clinic, patientId, 'writeClinical', 403);
        if (await isOnList(clinic, patientId, article.key)) throw new HttpError(409, ALREADY_SAVED);
        const at = ctx.clock();
        const entry = { patientId, article, note, savedBy: userId, at };
        let id: string;
        try {
          id =
            patientId === null
              ? await saveArticle(clinic, entry)
              : await updateRecord(clinic, { userId, patientId, at }, (tx) =>
                  saveArticle(tx, entry),
                );
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_SAVED);
          throw error;
        }
        const saved = (await findSaved(clinic, id)) as SavedArticle;
        return reply.code(201).send({ saved });
      },
    });

    app.delete(LITERATURE_PATHS.readingListEntry, {
      schema: { params: entryParams },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const { userId } = request.member;
        const entry = await findSaved(clinic, request.params.id);
        if (!entry) throw new HttpError(404, MESSAGES.notFound);
        const isSaver = entry.savedBy.id === userId;
        if (entry.patientId === null) {
          if (!isSaver && !holdsRole(request, 'owner')) throw new HttpError(403, NOT_THE_SAVER);
          await deleteSaved(clinic, entry.id);
        } else {
          const patientId = entry.patientId;
          await chartPatient(request, clinic, patientId, 'writeClinical', 404);
          if (!isSaver) throw new HttpError(403, NOT_THE_SAVER);
          await updateRecord(clinic, { userId, patientId, at: ctx.clock() }, (tx) =>
            deleteSaved(tx, entry.id),
          );
        }
        return reply.code(204).send();
      },
    });
  };
}

/** A page, or the 400 of a cursor that names no entry of that list. */
function pageOr400<Page>(page: Page | null): Page {
  if (!page) throw new HttpError(400, MESSAGES.unknownCursor);
  return page;
}
