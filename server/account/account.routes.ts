import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  ACCOUNT_PATHS,
  loginRequest,
  logoutRequest,
  refreshRequest,
  registerRequest,
} from '../../common/contracts/account.contract.ts';
import { LOGOUT_GRACE_S } from '../../common/constants/server.constants.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { bearerClaims } from '../auth/authenticate.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import {
  endSession,
  findLiveSession,
  refreshSession,
  toUser,
  USER_COLUMNS,
} from '../auth/sessions.ts';
import { signInKeys, throttleOf, verdictError } from '../auth/sign-in-throttle.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { addressLimit } from '../http/rate-limits.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { afterRightPassword, afterRightPortalPassword } from './two-factor-sign-in.ts';
import {
  activePortalAccounts,
  endPortalSession,
  isPortalRefreshToken,
  refreshPortalSession,
} from '../auth/portal-sessions.ts';

/** Register, sign in, sign out, refresh (spec §7, decision 1): for anyone, signed in or not. */
export function accountRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
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
        // No member with this e-mail: a portal patient's account may have it (issue 36). A member
        // comes first: a portal invitation refuses an e-mail a member signs in with.
        const patient = row
          ? undefined
          : await activePortalAccounts(ctx)
              .where('portal_accounts.email', '=', email)
              .executeTakeFirst();
        const hash = row?.password_hash ?? patient?.password_hash ?? (await decoyHash());
        const ok = await verifyPassword(hash, password);
        if (ok && patient) {
          return afterRightPortalPassword(ctx, patient, () =>
            throttle.clear(keys.clearedBySuccess),
          );
        }
        if (!ok || !row) {
          await throttle.fail(keys.all);
          throw new HttpError(401, MESSAGES.badCredentials);
        }
        return afterRightPassword(ctx, row, () => throttle.clear(keys.clearedBySuccess));
      },
    });

    // Logout carries no data: an empty JSON body is as good as none.
    await plain.register(async (scope) => {
      const bodyless = acceptEmptyJson(scope).withTypeProvider<ZodTypeProvider>();

      // Idempotent, and a just-expired token may do it: ending one's own session is harmless,
      // and the end is audited (reason 'expired' when the token ran out).
      bodyless.post(ACCOUNT_PATHS.logout, {
        schema: { body: z.nullable(logoutRequest) },
        handler: async (request, reply) => {
          const { sessionId, patientId } = await bearerClaims(ctx, request, LOGOUT_GRACE_S);
          if (patientId) {
            await endPortalSession(ctx, sessionId, request.body?.reason ?? 'user');
            return reply.code(204).send();
          }
          const live = await findLiveSession(ctx, sessionId);
          if (live) await endSession(ctx, live, request.body?.reason ?? 'user');
          return reply.code(204).send();
        },
      });
    });

    app.post(ACCOUNT_PATHS.refresh, {
      schema: { body: refreshRequest },
      handler: async (request) => {
        const token = request.body.refresh_token;
        if (await isPortalRefreshToken(ctx, token)) return refreshPortalSession(ctx, token);
        return refreshSession(ctx, token);
      },
    });
  };
}
