import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_PATHS,
  loginRequest,
  logoutRequest,
  profileUpdateRequest,
  refreshRequest,
  registerRequest,
} from '../../common/contracts/account.contract.ts';
import { LOGOUT_GRACE_S } from '../../common/constants/server.constants.ts';
import { recordAuditEvents } from '../audit/audit.store.ts';
import { principalOf, requireSession } from '../auth/authenticate.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import {
  endSession,
  findLiveSession,
  refreshSession,
  startSession,
  toUser,
} from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { addressLimit, loginLimits } from '../http/rate-limits.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

const USER_COLUMNS = ['id', 'tenant_id', 'email', 'first_name', 'last_name'] as const;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** Register, sign in, who am I, sign out, refresh, profile (spec §7, decision 1). */
export function accountRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const session = requireSession(ctx);
    const sessionForLogout = requireSession(ctx, { expiredGraceS: LOGOUT_GRACE_S });
    const limits = ctx.config.loginRateLimit;

    // Each registration founds its own clinic: self-service sign-up never joins an existing tenant.
    app.post(ACCOUNT_PATHS.register, {
      schema: { body: registerRequest },
      preHandler: addressLimit(plain, 'registration', limits.perAddress, limits.windowMs),
      handler: async (request, reply) => {
        // The client's random pin (spec §7) is not used as an id: the server never trusts one.
        const { email, password, firstName, lastName } = request.body;
        const now = ctx.clock();
        const passwordHash = await hashPassword(password);
        const row = {
          id: randomUUID(),
          tenant_id: randomUUID(),
          email,
          password_hash: passwordHash,
          first_name: firstName,
          last_name: lastName,
          created_at: now,
        };
        try {
          await ctx.db.transaction().execute(async (tx) => {
            const name = `${firstName} ${lastName}`;
            await tx
              .insertInto('tenants')
              .values({ id: row.tenant_id, name, created_at: now })
              .execute();
            await tx.insertInto('users').values(row).execute();
            await recordAuditEvents(tx, [
              { type: 'sign-up', at: now, userId: row.id, tenantId: row.tenant_id },
            ]);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.emailTaken);
          throw error;
        }
        return reply.code(201).send({ user: toUser(row) });
      },
    });

    app.post(ACCOUNT_PATHS.login, {
      schema: { body: loginRequest },
      preHandler: loginLimits(plain, limits),
      handler: async (request) => {
        const { email, password } = request.body;
        const row = await ctx.db
          .selectFrom('users')
          .select([...USER_COLUMNS, 'password_hash'])
          .where('email', '=', email)
          .executeTakeFirst();
        const ok = await verifyPassword(row?.password_hash ?? (await decoyHash()), password);
        if (!row || !ok) throw new HttpError(401, MESSAGES.badCredentials);
        return startSession(ctx, row);
      },
    });

    app.get(ACCOUNT_PATHS.me, {
      preHandler: session,
      handler: async (request) => ({ user: principalOf(request).user }),
    });

    app.post(ACCOUNT_PATHS.logout, {
      schema: { body: logoutRequest.nullable() },
      // Ending one's own session is harmless, so a just-expired token may do it: the end is audited.
      preHandler: sessionForLogout,
      handler: async (request, reply) => {
        const { sessionId } = principalOf(request);
        const live = await findLiveSession(ctx, sessionId);
        if (live) await endSession(ctx, live, request.body?.reason ?? 'user');
        return reply.code(204).send();
      },
    });

    app.post(ACCOUNT_PATHS.refresh, {
      schema: { body: refreshRequest },
      handler: async (request) => refreshSession(ctx, request.body.refresh_token),
    });

    app.put(ACCOUNT_PATHS.profile, {
      schema: { body: profileUpdateRequest },
      preHandler: session,
      handler: async (request) => {
        const { userId, tenantId } = principalOf(request);
        const row = await ctx.db
          .updateTable('users')
          .set({ first_name: request.body.firstName, last_name: request.body.lastName })
          .where('id', '=', userId)
          .where('tenant_id', '=', tenantId)
          .returning(USER_COLUMNS)
          .executeTakeFirst();
        if (!row) throw new HttpError(401, MESSAGES.unauthorized);
        return { user: toUser(row) };
      },
    });
  };
}
