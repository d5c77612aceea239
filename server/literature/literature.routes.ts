import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LITERATURE_PATHS, literatureQuery } from '../../common/contracts/literature.contract.ts';
import type { AppContext } from '../context.ts';
import { keyedLimit } from '../http/rate-limits.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { articleAbstract, searchLiterature } from './literature-search.ts';
import { createLiteratureServices } from './literature-services.ts';
import { literatureTimersFor } from './literature-timers.ts';
import { inLane } from './rate-limiter.ts';
import { readingListRoutes } from './reading-list.routes.ts';
import { safeText } from '../../common/contracts/safe-text.ts';

/** The window of the per-member limit (`memberRequestsPerMinute`). */
const MEMBER_WINDOW_MS = 60_000;

const abstractParams = z.strictObject({ key: safeText().check(z.minLength(1), z.maxLength(300)) });

/**
 * Literature search (issue 12, CLINICAL.md decision 6): the browser asks Praxis, Praxis asks
 * PubMed and Europe PMC. Open to every signed-in member (no patient data goes out or comes back).
 * The services' clients are made once here, so their rate limits, back-off and cache are shared
 * by every user of this server. Outside failures are states in the answer, never a 5xx of ours
 * (but an abstract that cannot be fetched is a 502). Issue 31: each clinic's outside requests wait
 * in the clinic's own lane of the services' queues (served in turn), and a member asks at most
 * `memberRequestsPerMinute` searches and abstracts a minute (then 429 with the wait).
 */
export function literatureRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const config = ctx.config.literature;
    const services = createLiteratureServices(config, literatureTimersFor(config));
    const memberLimit = keyedLimit(plain, {
      max: config.memberRequestsPerMinute,
      windowMs: MEMBER_WINDOW_MS,
      key: (request) => `literature:${request.member.userId}`,
      what: 'literature searches from you this minute',
    });
    const lane = (request: FastifyRequest) => request.member.tenantId;

    app.get(LITERATURE_PATHS.search, {
      schema: { querystring: literatureQuery },
      preHandler: memberLimit,
      handler: async (request) => {
        const page = await inLane(lane(request), () => searchLiterature(services, request.query));
        // For whoever runs the server: which service failed and how (never the query or key).
        for (const { source, state } of page.sources) {
          if (state !== 'ok') request.log.warn({ source, state }, 'literature source failed');
        }
        return page;
      },
    });

    app.get(LITERATURE_PATHS.abstract, {
      schema: { params: abstractParams },
      preHandler: memberLimit,
      handler: (request) =>
        inLane(lane(request), () => articleAbstract(services, request.params.key)),
    });

    await plain.register(readingListRoutes(ctx));
  };
}
