import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  enrolmentChallengeConfirm,
  enrolmentChallengeRequest,
  secondFactorRequest,
  TWO_FACTOR_PATHS,
} from '../../common/contracts/two-factor.contract.ts';
import type { SignInChallengeMode } from '../../common/contracts/two-factor.contract.ts';
import { liveChallenge, spendChallenge } from '../auth/sign-in-challenges.ts';
import { signInKeys, throttleOf, verdictError } from '../auth/sign-in-throttle.ts';
import { startSession, USER_COLUMNS } from '../auth/sessions.ts';
import {
  checkCode,
  confirmEnrolment,
  startEnrolment,
  useRecoveryCode,
} from '../auth/two-factor-credentials.ts';
import type { AppContext } from '../context.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

/**
 * The second step of a sign-in (issue 36): the challenge a right password opened, answered with a
 * code, a recovery code, or (where the clinic requires two-factor) the enrolment. Wrong codes
 * count on the same throttle keys as wrong passwords (the account, the account from this address,
 * the address), so a guessed password buys no more guesses at the code.
 */
export function twoFactorSignInRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /** The challenge's live account and its throttle, or a 401 (expired, used, unknown). */
    async function challenged(request: FastifyRequest, token: string, mode: SignInChallengeMode) {
      const challenge = await liveChallenge(ctx, token, mode);
      const row =
        challenge &&
        (await ctx.db
          .selectFrom('users')
          .select(USER_COLUMNS)
          .where('tenant_id', '=', challenge.tenant_id)
          .where('id', '=', challenge.user_id)
          .where('active', '=', true)
          .executeTakeFirst());
      if (!challenge || !row) throw new HttpError(410, ACCOUNT_MESSAGES.signInExpired);
      const keys = signInKeys(ctx, row.email, request.ip);
      const throttle = throttleOf(ctx);
      const verdict = await throttle.check(keys.all);
      if (!verdict.allowed) throw verdictError(verdict);
      const clinic = tenantDb(ctx.db, row.tenant_id);
      return {
        row,
        clinic,
        wrong: async () => {
          await throttle.fail(keys.all);
          return new HttpError(401, ACCOUNT_MESSAGES.wrongCode);
        },
        /** Spends the challenge and opens the session; a challenge spent meanwhile is refused. */
        complete: async () => {
          if (!(await spendChallenge(ctx, challenge))) {
            throw new HttpError(410, ACCOUNT_MESSAGES.signInExpired);
          }
          await throttle.clear(keys.clearedBySuccess);
          return startSession(ctx, row);
        },
      };
    }

    app.post(TWO_FACTOR_PATHS.signInCode, {
      schema: { body: secondFactorRequest },
      handler: async (request) => {
        const { body } = request;
        const step = await challenged(request, body.challenge, 'code');
        const now = ctx.clock();
        const ok =
          'code' in body
            ? (await checkCode(step.clinic, ctx.keys.secretKeys, step.row.id, body.code, now)) ===
              'accepted'
            : await useRecoveryCode(step.clinic, step.row.id, body.recoveryCode, now);
        if (!ok) throw await step.wrong();
        return step.complete();
      },
    });

    app.post(TWO_FACTOR_PATHS.signInEnrolment, {
      schema: { body: enrolmentChallengeRequest },
      handler: async (request) => {
        const step = await challenged(request, request.body.challenge, 'enrol');
        const started = await startEnrolment(
          step.clinic,
          ctx.keys.secretKeys,
          { userId: step.row.id, email: step.row.email },
          ctx.clock(),
        );
        if (!started) throw new HttpError(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
        return started;
      },
    });

    app.post(TWO_FACTOR_PATHS.signInEnrolmentConfirm, {
      schema: { body: enrolmentChallengeConfirm },
      handler: async (request) => {
        const step = await challenged(request, request.body.challenge, 'enrol');
        const codes = await confirmEnrolment(
          step.clinic,
          ctx.keys.secretKeys,
          step.row.id,
          request.body.code,
          ctx.clock(),
        );
        if (!codes) throw await step.wrong();
        return { ...(await step.complete()), recoveryCodes: codes };
      },
    });
  };
}
