import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  ACCOUNT_PATHS,
  loginRequest,
  logoutRequest,
  profileUpdateRequest,
  refreshRequest,
  registerRequest,
} from '../../common/contracts/account.contract.ts';
import { LOGOUT_GRACE_S } from '../../common/constants/server.constants.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { bearerClaims, principalOf, requireSession } from '../auth/authenticate.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import {
  endSession,
  findLiveSession,
  recordActivity,
  refreshSession,
  startSession,
  toUser,
} from '../auth/sessions.ts';
import { signInKeys, throttleOf, verdictError } from '../auth/sign-in-throttle.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { addressLimit } from '../http/rate-limits.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

const USER_COLUMNS = ['id', 'tenant_id', 'email', 'first_name', 'last_name', 'roles'] as const;

/** Register, sign in, who am I, sign out, refresh, profile (spec §7, decision 1). */
export function accountRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const session = requireSession(ctx);
    const limits = ctx.config.requestRateLimit;

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
          // Whoever signs up founds a clinic: its owner and first clinician (CLINICAL.md §1).
          roles: ['owner', 'clinician'],
        };
        try {
          await ctx.db.transaction().execute(async (tx) => {
            const name = `${firstName} ${lastName}`;
            await tx
              .insertInto('tenants')
              .values({ id: row.tenant_id, name, created_at: now })
              .execute();
            await tx.insertInto('users').values(row).execute();
            await recordAuditEvents(tenantDb(tx, row.tenant_id), [
              { type: 'sign-up', at: now, userId: row.id },
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
      handler: async (request) => {
        const { email, password } = request.body;
        const keys = signInKeys(ctx, email, request.ip);
        const throttle = throttleOf(ctx);
        const verdict = await throttle.check(keys.all);
        if (!verdict.allowed) throw verdictError(verdict);
        const row = await ctx.db
          .selectFrom('users')
          .select([...USER_COLUMNS, 'password_hash'])
          .where('email', '=', email)
          .where('active', '=', true) // a deactivated member: refused like a wrong password
          .executeTakeFirst();
        const ok = await verifyPassword(row?.password_hash ?? (await decoyHash()), password);
        if (!row || !ok) {
          await throttle.fail(keys.all);
          throw new HttpError(401, MESSAGES.badCredentials);
        }
        await throttle.clear(keys.clearedBySuccess);
        return startSession(ctx, row);
      },
    });

    app.get(ACCOUNT_PATHS.me, {
      preHandler: session,
      handler: async (request) => ({ user: principalOf(request).user }),
    });

    // Logout and the activity heartbeat carry no data: an empty JSON body is as good as none.
    await plain.register(async (scope) => {
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (_request, body, done) => {
          try {
            done(null, body === '' ? null : JSON.parse(body as string));
          } catch {
            done(new HttpError(400, MESSAGES.invalidJson), undefined);
          }
        },
      );
      const bodyless = scope.withTypeProvider<ZodTypeProvider>();

      // Idempotent, and a just-expired token may do it: ending one's own session is harmless,
      // and the end is audited (reason 'expired' when the token ran out).
      bodyless.post(ACCOUNT_PATHS.logout, {
        schema: { body: z.nullable(logoutRequest) },
        handler: async (request, reply) => {
          const { sessionId } = await bearerClaims(ctx, request, LOGOUT_GRACE_S);
          const live = await findLiveSession(ctx, sessionId);
          if (live) await endSession(ctx, live, request.body?.reason ?? 'user');
          return reply.code(204).send();
        },
      });

      // The browser's heartbeat while the user is there: the server's idle limit counts from it.
      bodyless.post(ACCOUNT_PATHS.activity, {
        preHandler: session,
        handler: async (request, reply) => {
          await recordActivity(ctx, principalOf(request).sessionId);
          return reply.code(204).send();
        },
      });
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
