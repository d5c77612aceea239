import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  DRAFT_KEY_PATH,
  type DraftKeyResponse,
} from '../../common/contracts/draft-key.contract.ts';
import { clinicOf, principalOf, requireSession } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';

/**
 * `GET /account/draft-key`: the caller's key for the drafts their browser keeps encrypted on a
 * device (src/platform/drafts/local-draft-store.ts). Created (256 random bits) on the first
 * request and stored in `users.draft_key`; only the user's own live session gets it, never
 * cached (no-store), never logged. Two first requests at once agree: the write only fills an
 * empty column, and both answer what is stored.
 */
export function draftKeyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(DRAFT_KEY_PATH, {
      preHandler: requireSession(ctx),
      handler: async (request, reply) => {
        const { userId } = principalOf(request);
        const clinic = clinicOf(ctx, request);
        await clinic
          .updateTable('users')
          .set({ draft_key: randomBytes(32).toString('base64') })
          .where('id', '=', userId)
          .where('draft_key', 'is', null)
          .execute();
        const row = await clinic
          .selectFrom('users')
          .select('draft_key')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!row?.draft_key) throw new HttpError(401, MESSAGES.unauthorized);
        const body: DraftKeyResponse = { key: row.draft_key };
        return reply.header('cache-control', 'no-store').send(body);
      },
    });
  };
}
