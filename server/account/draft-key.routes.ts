import type { FastifyInstance } from 'fastify';
import {
  DRAFT_KEY_PATH,
  type DraftKeyResponse,
} from '../../common/contracts/draft-key.contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { currentDraftKey, previousDraftKeys } from './draft-keys.ts';

/**
 * `GET /account/draft-key`: the caller's keys for the drafts their browser keeps encrypted on a
 * device (src/platform/drafts/local-draft-store.ts): the current one, created (256 random bits)
 * on the first request, and the earlier ones a device may still need after a password change
 * (server/account/draft-keys.ts). Only the user's own live session gets them, never cached
 * (no-store), never logged.
 */
export function draftKeyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(DRAFT_KEY_PATH, {
      handler: async (request, reply) => {
        const { userId, tenantId } = request.member;
        const member = { userId, tenantId };
        const now = ctx.clock();
        const current = await currentDraftKey(ctx.db, member, now);
        if (!current) throw new HttpError(401, MESSAGES.unauthorized);
        const body: DraftKeyResponse = {
          key: current.key,
          version: current.version,
          previous: await previousDraftKeys(ctx.db, member, current, now),
        };
        return reply.header('cache-control', 'no-store').send(body);
      },
    });
  };
}
