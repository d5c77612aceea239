import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  CALENDAR_FEED_MESSAGES,
  CALENDAR_FEED_PATHS,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  FEED_FILE_SUFFIX,
} from '../../common/contracts/calendar-feed.contract.ts';
import { mayDo } from '../../common/contracts/clinic.contract.ts';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import { feedOwnerOf } from '../auth/calendar-feed-identity.ts';
import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import { acceptEmptyJsonBodies } from '../clinic/clinic-rights.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import { addressLimit } from '../http/rate-limits.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { feedCreatedAt, replaceFeed, revokeFeed } from './calendar-feed.repository.ts';
import { feedCalendar } from './feed-calendar.ts';
import { feedSessions } from './feed-sessions.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A clinician's own feed (signed in): whether it exists, a new address (shown once; the old one
 * stops working), revoking it. Only the clinician role has sessions of its own to subscribe to.
 */
export function calendarFeedRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJsonBodies(plain);
    const requireClinician = (roles: Parameters<typeof mayDo>[0]) => {
      if (!mayDo(roles, 'ownCalendarFeed')) {
        throw new HttpError(403, CALENDAR_FEED_MESSAGES.notClinician);
      }
    };

    app.get(CALENDAR_FEED_PATHS.mine, async (request) => {
      requireClinician(request.member.roles);
      const createdAt = await feedCreatedAt(request.clinic, request.member.userId);
      return { feed: { createdAt: createdAt?.toISOString() ?? null } };
    });

    app.post(CALENDAR_FEED_PATHS.mine, async (request, reply) => {
      requireClinician(request.member.roles);
      const token = newOpaqueToken();
      const at = ctx.clock();
      await replaceFeed(request.clinic, {
        memberId: request.member.userId,
        tokenHash: hashToken(token),
        at,
      });
      const url = `${ctx.config.publicUrl}${API_BASE_PATH}/calendar-feeds/${token}${FEED_FILE_SUFFIX}`;
      return reply.code(201).send({ feed: { url, createdAt: at.toISOString() } });
    });

    app.delete(CALENDAR_FEED_PATHS.mine, async (request, reply) => {
      requireClinician(request.member.roles);
      await revokeFeed(request.clinic, request.member.userId);
      return reply.code(204).send();
    });
  };
}

const feedFileParams = z.object({ file: z.string().check(z.maxLength(200)) });

/**
 * The feed itself, for a calendar app (no session: the address's secret is the key, as calendar
 * apps cannot sign in). An unknown, replaced or revoked secret, or a member no longer active, is
 * one 404. The request log names the route pattern, never the address, so the secret is not logged.
 */
export function calendarFeedFileRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { perAddress, windowMs } = ctx.config.requestRateLimit;

    app.get(CALENDAR_FEED_PATHS.file, {
      schema: { params: feedFileParams },
      preHandler: addressLimit(plain, 'calendar-feed', perAddress, windowMs),
      handler: async (request, reply) => {
        const { file } = request.params;
        const token = file.endsWith(FEED_FILE_SUFFIX)
          ? file.slice(0, -FEED_FILE_SUFFIX.length)
          : '';
        const owner = token ? await feedOwnerOf(ctx, hashToken(token)) : undefined;
        if (!owner) throw new HttpError(404, CALENDAR_FEED_MESSAGES.unknownFeed);
        const now = ctx.clock();
        const [clinic, sessions] = await Promise.all([
          readClinic(owner.clinic),
          feedSessions(owner.clinic, owner.memberId, {
            from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
            to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
          }),
        ]);
        const ics = feedCalendar({
          sessions,
          initialsAllowed: clinic.settings.calendarFeedInitials,
          clinicName: clinic.name,
          now,
        });
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="praxis.ics"')
          .send(ics);
      },
    });
  };
}
