import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PATHS } from '../../common/contracts/notifications.contract.ts';
import { idParams } from '../../common/contracts/safe-text.ts';
import type { AppContext } from '../context.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.repository.ts';

/**
 * The signed-in member's notifications (issue 30): their own only, in their clinic only; another
 * member's or clinic's id is a 404 like one that never was. Each answer is the bell as it now
 * stands. No record-access event: a notification names a patient of the member's own caseload or
 * sessions (as the day's lists do), and opening it opens the record, which is audited there.
 */
export function notificationRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(NOTIFICATION_PATHS.list, {
      handler: async (request) =>
        listNotifications(request.clinic, request.member.userId, ctx.clock()),
    });

    // Marking read carries no data: an empty JSON body is taken as none.
    await plain.register(async (scope) => {
      const marks = acceptEmptyJson(scope).withTypeProvider<ZodTypeProvider>();

      marks.post(NOTIFICATION_PATHS.readAll, {
        handler: async (request) => {
          const now = ctx.clock();
          const { userId } = request.member;
          await markAllNotificationsRead(request.clinic, userId, now);
          return listNotifications(request.clinic, userId, now);
        },
      });

      marks.post(NOTIFICATION_PATHS.read, {
        schema: { params: idParams },
        handler: async (request) => {
          const now = ctx.clock();
          const { userId } = request.member;
          const found = await markNotificationRead(request.clinic, userId, request.params.id, now);
          if (!found) throw new HttpError(404, MESSAGES.notFound);
          return listNotifications(request.clinic, userId, now);
        },
      });
    });
  };
}
