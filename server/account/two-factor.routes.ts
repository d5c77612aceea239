import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  enrolmentConfirm,
  TWO_FACTOR_PATHS,
  twoFactorDisable,
  type TwoFactorSettingsPaths,
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
  memberAccount,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatusOf,
  type TwoFactorAccount,
} from '../auth/two-factor-credentials.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

/**
 * Wrong codes (or passwords) on a signed-in account's two-factor settings: a stolen access token
 * must not buy unlimited guesses (decision H2's policy, its own key). 400, not 401: a 401 signs
 * the client out.
 */
const TWO_FACTOR_SETTINGS_POLICY: ThrottlePolicy = {
  ...CHANGE_PASSWORD_POLICY,
  scope: 'for two-factor codes',
};

/** The signed-in account whose second factor the settings change: a member or a portal patient. */
export interface TwoFactorCaller {
  clinic: TenantDb;
  account: TwoFactorAccount;
  /** Labels the entry in the authenticator app. */
  email: string;
  /** The account's password hash, for switching off by password. */
  passwordHash: () => Promise<string>;
  /** Whether the clinic requires two-factor of this account. */
  required: () => Promise<boolean>;
}

/**
 * An account's own second factor (issue 36): status, enrolment, recovery codes, switching off —
 * the same routes for a member (`TWO_FACTOR_PATHS`) and a portal patient
 * (`PORTAL_TWO_FACTOR_PATHS`, server/portal/portal-two-factor.routes.ts), each with its caller.
 */
export function twoFactorSettingsRoutes(
  ctx: AppContext,
  paths: TwoFactorSettingsPaths,
  callerOf: (request: FastifyRequest) => Promise<TwoFactorCaller>,
) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /** Runs `attempt`; a false answer counts on the account's key and is a 400. */
    async function throttled(account: TwoFactorAccount, attempt: () => Promise<boolean>) {
      const value = account.kind === 'member' ? account.id : `patient:${account.id}`;
      const key = { policy: TWO_FACTOR_SETTINGS_POLICY, value };
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
    async function codesAfterCode(account: TwoFactorAccount, make: () => Promise<string[] | null>) {
      let codes: string[] | null = null;
      await throttled(account, async () => (codes = await make()) !== null);
      return codes!;
    }

    app.get(paths.status, {
      handler: async (request) => {
        const caller = await callerOf(request);
        const status = await twoFactorStatusOf(caller.clinic, caller.account);
        return { ...status, required: await caller.required() };
      },
    });

    await plain.register(async (scope) => {
      const bodyless = acceptEmptyJson(scope).withTypeProvider<ZodTypeProvider>();
      bodyless.post(paths.enrolment, {
        handler: async (request) => {
          const { clinic, account, email } = await callerOf(request);
          const started = await startEnrolment(
            clinic,
            ctx.keys.secretKeys,
            account,
            email,
            ctx.clock(),
          );
          if (!started) throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
          return started;
        },
      });
    });

    app.post(paths.enrolmentConfirm, {
      schema: { body: enrolmentConfirm },
      handler: async (request) => {
        const { clinic, account } = await callerOf(request);
        if (await hasTwoFactor(clinic, account)) {
          throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
        }
        const recoveryCodes = await codesAfterCode(account, () =>
          confirmEnrolment(clinic, ctx.keys.secretKeys, account, request.body.code, ctx.clock()),
        );
        return { recoveryCodes };
      },
    });

    app.post(paths.recoveryCodes, {
      schema: { body: enrolmentConfirm },
      handler: async (request) => {
        const { clinic, account } = await callerOf(request);
        if (!(await hasTwoFactor(clinic, account))) {
          throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorNotOn);
        }
        const recoveryCodes = await codesAfterCode(account, () =>
          regenerateRecoveryCodes(
            clinic,
            ctx.keys.secretKeys,
            account,
            request.body.code,
            ctx.clock(),
          ),
        );
        return { recoveryCodes };
      },
    });

    app.post(paths.disable, {
      schema: { body: twoFactorDisable },
      handler: async (request, reply) => {
        const caller = await callerOf(request);
        const { clinic, account } = caller;
        const { body } = request;
        if (!(await hasTwoFactor(clinic, account))) {
          throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorNotOn);
        }
        await throttled(account, async () => {
          if ('code' in body) {
            return (
              (await checkCode(clinic, ctx.keys.secretKeys, account, body.code, ctx.clock())) ===
              'accepted'
            );
          }
          return verifyPassword(await caller.passwordHash(), body.password);
        });
        await disableTwoFactor(clinic, account, ctx.clock());
        return reply.code(204).send();
      },
    });
  };
}

/** The member's own second factor (`/account/two-factor…`, inside `signedIn`). */
export function twoFactorRoutes(ctx: AppContext) {
  return twoFactorSettingsRoutes(ctx, TWO_FACTOR_PATHS, async (request) => {
    const { userId, user } = request.member;
    const clinic = request.clinic;
    return {
      clinic,
      account: memberAccount(userId),
      email: user.email,
      passwordHash: async () =>
        (
          await clinic
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow()
        ).password_hash,
      required: async () => (await readClinic(clinic)).settings.twoFactorRequired,
    };
  });
}
