import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  enrolmentConfirm,
  TWO_FACTOR_PATHS,
  twoFactorDisable,
} from '../../common/contracts/two-factor.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { CHANGE_PASSWORD_POLICY, throttleOf, verdictError } from '../auth/sign-in-throttle.ts';
import type { ThrottlePolicy } from '../auth/attempt-throttle.ts';
import {
  checkCode,
  confirmEnrolment,
  disableTwoFactor,
  hasTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatusOf,
} from '../auth/two-factor-credentials.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

/**
 * Wrong codes (or passwords) on a signed-in member's two-factor settings: a stolen access token
 * must not buy unlimited guesses (decision H2's policy, its own key). 400, not 401: a 401 signs
 * the client out.
 */
const TWO_FACTOR_SETTINGS_POLICY: ThrottlePolicy = {
  ...CHANGE_PASSWORD_POLICY,
  scope: 'for two-factor codes',
};

/** The member's own second factor (issue 36): status, enrolment, recovery codes, switching off. */
export function twoFactorRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /** Runs `attempt`; a false answer counts on the member's key and is a 400. */
    async function throttled(userId: string, attempt: () => Promise<boolean>) {
      const key = { policy: TWO_FACTOR_SETTINGS_POLICY, value: userId };
      const throttle = throttleOf(ctx);
      const verdict = await throttle.check([key]);
      if (!verdict.allowed) throw verdictError(verdict);
      if (!(await attempt())) {
        await throttle.fail([key]);
        throw new HttpError(400, ACCOUNT_MESSAGES.wrongCode);
      }
      await throttle.clear([key]);
    }

    /** New recovery codes that a current code unlocks, on the same throttle (a wrong code: 400). */
    async function codesAfterCode(userId: string, make: () => Promise<string[] | null>) {
      let codes: string[] | null = null;
      await throttled(userId, async () => (codes = await make()) !== null);
      return codes!;
    }

    app.get(TWO_FACTOR_PATHS.status, {
      handler: async (request) => {
        const status = await twoFactorStatusOf(request.clinic, request.member.userId);
        const { settings } = await readClinic(request.clinic);
        return { ...status, required: settings.twoFactorRequired };
      },
    });

    await plain.register(async (scope) => {
      const bodyless = acceptEmptyJson(scope).withTypeProvider<ZodTypeProvider>();
      bodyless.post(TWO_FACTOR_PATHS.enrolment, {
        handler: async (request) => {
          const { userId, user } = request.member;
          const started = await startEnrolment(
            request.clinic,
            ctx.keys.secretKeys,
            { userId, email: user.email },
            ctx.clock(),
          );
          if (!started) throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
          return started;
        },
      });
    });

    app.post(TWO_FACTOR_PATHS.enrolmentConfirm, {
      schema: { body: enrolmentConfirm },
      handler: async (request) => {
        const { userId } = request.member;
        if (await hasTwoFactor(request.clinic, userId)) {
          throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
        }
        const recoveryCodes = await codesAfterCode(userId, () =>
          confirmEnrolment(
            request.clinic,
            ctx.keys.secretKeys,
            userId,
            request.body.code,
            ctx.clock(),
          ),
        );
        return { recoveryCodes };
      },
    });

    app.post(TWO_FACTOR_PATHS.recoveryCodes, {
      schema: { body: enrolmentConfirm },
      handler: async (request) => {
        const { userId } = request.member;
        if (!(await hasTwoFactor(request.clinic, userId))) {
          throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorNotOn);
        }
        const recoveryCodes = await codesAfterCode(userId, () =>
          regenerateRecoveryCodes(
            request.clinic,
            ctx.keys.secretKeys,
            userId,
            request.body.code,
            ctx.clock(),
          ),
        );
        return { recoveryCodes };
      },
    });

    app.post(TWO_FACTOR_PATHS.disable, {
      schema: { body: twoFactorDisable },
      handler: async (request, reply) => {
        const { userId, tenantId } = request.member;
        const { body, clinic } = request;
        if (!(await hasTwoFactor(clinic, userId))) {
          throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorNotOn);
        }
        await throttled(userId, async () => {
          if ('code' in body) {
            return (
              (await checkCode(clinic, ctx.keys.secretKeys, userId, body.code, ctx.clock())) ===
              'accepted'
            );
          }
          const user = await ctx.db
            .selectFrom('users')
            .select('password_hash')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          return verifyPassword(user.password_hash, body.password);
        });
        await disableTwoFactor(clinic, userId, ctx.clock());
        return reply.code(204).send();
      },
    });
  };
}
