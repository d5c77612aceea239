import type { FastifyInstance } from 'fastify';
import { rotateDraftKey } from './draft-keys.ts';
import {
  ACCOUNT_PATHS,
  changePasswordRequest,
  resetConfirmRequest,
  resetRequest,
} from '../../common/contracts/account.contract.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import {
  CHANGE_PASSWORD_END_SESSION_AFTER,
  CHANGE_PASSWORD_POLICY,
  signInKeys,
  throttleOf,
  verdictError,
} from '../auth/sign-in-throttle.ts';
import { endSession, endUserSessions, findLiveSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../../common/contracts/http-messages.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { addressLimit } from '../http/rate-limits.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

export const RESET_ACCEPTED = ACCOUNT_MESSAGES.resetAccepted;
export const WRONG_CURRENT_PASSWORD = ACCOUNT_MESSAGES.wrongCurrentPassword;

/** Sets a new password, ends every session of the user and records why. */
async function replacePassword(
  ctx: AppContext,
  user: { id: string; tenant_id: string },
  newPassword: string,
  type: 'password-change' | 'password-reset',
) {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', user.id)
    .where('tenant_id', '=', user.tenant_id)
    .execute();
  // A new device-draft key: the old one is served only to read and re-encrypt what devices hold.
  await rotateDraftKey(ctx.db, { tenantId: user.tenant_id, userId: user.id }, ctx.clock());
  await endUserSessions(ctx, user.id, type);
  // Every other reset link of the user stops working: a link e-mailed earlier is a live secret.
  await ctx.db
    .updateTable('password_resets')
    .set({ used_at: ctx.clock() })
    .where('user_id', '=', user.id)
    .where('tenant_id', '=', user.tenant_id)
    .where('used_at', 'is', null)
    .execute();
  await recordAuditEvents(tenantDb(ctx.db, user.tenant_id), [
    { type, at: ctx.clock(), userId: user.id },
  ]);
}

/** Change password: a signed-in member's (registered in `signedIn`). */
export function passwordChangeRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    // 400 rather than 401 for a wrong current password: a 401 signs the client out (spec §8).
    app.post(ACCOUNT_PATHS.changePassword, {
      schema: { body: changePasswordRequest },
      handler: async (request, reply) => {
        const { userId, tenantId, sessionId } = request.member;
        const key = { policy: CHANGE_PASSWORD_POLICY, value: userId };
        const throttle = throttleOf(ctx);
        const verdict = await throttle.check([key]);
        if (!verdict.allowed) throw verdictError(verdict);
        const user = await ctx.db
          .selectFrom('users')
          .select(['id', 'tenant_id', 'password_hash'])
          .where('id', '=', userId)
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow();
        if (!(await verifyPassword(user.password_hash, request.body.currentPassword))) {
          await throttle.fail([key]);
          if ((await throttle.failures(key)) >= CHANGE_PASSWORD_END_SESSION_AFTER) {
            await throttle.clear([key]);
            const live = await findLiveSession(ctx, sessionId);
            if (live) await endSession(ctx, live, 'password-attempts');
            throw new HttpError(401, MESSAGES.unauthorized);
          }
          throw new HttpError(400, WRONG_CURRENT_PASSWORD);
        }
        await throttle.clear([key]);
        await replacePassword(ctx, user, request.body.newPassword, 'password-change');
        return reply.code(204).send();
      },
    });
  };
}

/** Reset by e-mailed link: for anyone signed out. */
export function passwordResetRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { perAddress, windowMs } = ctx.config.requestRateLimit;

    // The same answer whether or not the account exists, so it cannot be used to find accounts.
    app.post(ACCOUNT_PATHS.resetRequest, {
      schema: { body: resetRequest },
      preHandler: addressLimit(plain, 'password-reset', perAddress, windowMs),
      handler: async (request, reply) => {
        const user = await ctx.db
          .selectFrom('users')
          .select(['id', 'tenant_id', 'email'])
          .where('email', '=', request.body.email)
          .executeTakeFirst();
        if (user) {
          const token = newOpaqueToken();
          await ctx.db
            .insertInto('password_resets')
            .values({
              token_hash: hashToken(token),
              tenant_id: user.tenant_id,
              user_id: user.id,
              expires_at: new Date(ctx.clock().getTime() + ctx.config.resetTokenTtlS * 1000),
              used_at: null,
            })
            .execute();
          // In the fragment: browsers never send it, so no request log (ours or a proxy's) sees it.
          const link = `${ctx.config.publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
          await ctx.mailer({ email: user.email, link });
        }
        return reply.code(202).send({ message: RESET_ACCEPTED });
      },
    });

    app.post(ACCOUNT_PATHS.resetConfirm, {
      schema: { body: resetConfirmRequest },
      preHandler: addressLimit(plain, 'password-reset-confirm', perAddress, windowMs),
      handler: async (request, reply) => {
        const now = ctx.clock();
        const claimed = await ctx.db
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', hashToken(request.body.token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['user_id', 'tenant_id'])
          .executeTakeFirst();
        if (!claimed) throw new HttpError(400, MESSAGES.resetInvalid);
        const user = { id: claimed.user_id, tenant_id: claimed.tenant_id };
        await replacePassword(ctx, user, request.body.newPassword, 'password-reset');
        const { email } = await ctx.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        // A reset proves the owner: it unlocks an account locked by failed sign-ins.
        await throttleOf(ctx).clear([signInKeys(ctx, email, request.ip).account]);
        return reply.code(204).send();
      },
    });
  };
}
