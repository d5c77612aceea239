import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ICD10_MENTAL } from '../../common/clinical/icd10-mental.ts';
import {
  KNOWLEDGE_PATHS,
  knowledgeSearchQuery,
  matchInput,
  type MatchResponse,
} from '../../common/contracts/knowledge.contract.ts';
import { matchTreatments } from '../../common/knowledge/match-treatments.ts';
import type { AppContext } from '../context.ts';
import { knowledgeDbOf } from '../db/knowledge-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { searchKnowledge } from './knowledge-search.ts';
import { findEntry, listTreatments } from './knowledge.repository.ts';
import { treatmentMatchRoutes } from './treatment-matches.routes.ts';
import { safeText } from '../../common/contracts/safe-text.ts';

const entryParams = z.strictObject({ id: safeText().check(z.minLength(1), z.maxLength(100)) });
const icd10Titles = new Map(ICD10_MENTAL.map(([code, title]) => [code, title]));

/**
 * Knowledge search, entries and the treatments matcher (issue 12): the shipped knowledge base
 * holds no patient data, so every signed-in member of any clinic may read it and match typed-in
 * diagnoses and problems. A patient's own matches read the chart: `treatment-matches.routes.ts`.
 */
export function knowledgeRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const knowledge = knowledgeDbOf(ctx);

    app.get(KNOWLEDGE_PATHS.search, {
      schema: { querystring: knowledgeSearchQuery },
      handler: async (request) => ({ hits: await searchKnowledge(knowledge, request.query) }),
    });

    app.get(KNOWLEDGE_PATHS.entry, {
      schema: { params: entryParams },
      handler: async (request) => {
        const entry = await findEntry(knowledge, request.params.id);
        if (!entry) throw new HttpError(404, MESSAGES.notFound);
        return { entry };
      },
    });

    app.post(KNOWLEDGE_PATHS.match, {
      schema: { body: matchInput },
      handler: async (request): Promise<MatchResponse> => {
        const { diagnoses, problems, ageGroup, riskFlags } = request.body;
        const codes = [...new Set(diagnoses)].map((code) => ({
          code,
          text: icd10Titles.get(code) ?? '',
        }));
        const basis = { diagnoses: codes, problems, ageGroup, riskFlags };
        return { basis, matches: matchTreatments(await listTreatments(knowledge), basis) };
      },
    });

    await app.register(treatmentMatchRoutes(ctx));
  };
}
